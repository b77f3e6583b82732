/** The page as a visitor or a crawler reads it: without its scripts (JSON-LD kept). */
function readable(html: string): string {
  return html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");
}

/**
 * Build-time guard for the per-page dictionaries: a message key that shows up as text, as an
 * attribute or in the structured data (JSON-LD) of a prerendered page means that page's dictionary
 * lacks a key it renders. Outside islands the prerender uses exactly the dictionary the page
 * inlines (app/i18n/island-messages.ts), so this also guards what React hydrates.
 */
export function rawKeysIn(html: string, keys: readonly string[]): string[] {
  const markup = readable(html);
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

/**
 * Placeholders a text left unfilled (`{years}`, or the counted noun `{years|year|years}`,
 * app/lib/fill-vars.ts): the page rendered a message without the value it names. Style sheets are
 * left out (their rules are braces too).
 */
export function unfilledPlaceholdersIn(html: string): string[] {
  const markup = readable(html).replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "");
  return [...new Set(markup.match(/\{[\w.]+(?:\|[^{}<>]*)?\}/g) ?? [])];
}
