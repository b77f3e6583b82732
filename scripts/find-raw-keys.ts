/**
 * Build-time guard for the per-page dictionaries: a message key that shows up as text or an
 * attribute in a prerendered page means that page's dictionary lacks a key it renders.
 */
export function rawKeysIn(html: string, keys: readonly string[]): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
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
