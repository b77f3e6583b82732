/**
 * Build-time guard for the per-page dictionaries: a message key that shows up as text, as an
 * attribute or in the structured data (JSON-LD) of a prerendered page means that page's dictionary
 * lacks a key it renders. Outside islands the prerender uses exactly the dictionary the page
 * inlines (app/i18n/island-messages.ts), so this also guards what React hydrates.
 */
export function rawKeysIn(html: string, keys: readonly string[]): string[] {
  const markup = html.replace(
    /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g,
    "",
  );
  return keys.filter((key) => {
    let at = markup.indexOf(key);
    while (at !== -1) {
      const before = markup[at - 1] ?? " ";
      const after = markup[at + key.length] ?? " ";
      if (!/[\w.-]/.test(before) && !/[\w.-]/.test(after)) return true;
      at = markup.indexOf(key, at + 1);
    }
    return false;
  });
}
