export type TextVars = Readonly<Record<string, string | number>>;

/**
 * Fills the `{name}` placeholders of a text (dotted names such as `{cookie.acceptAll}` too). A
 * placeholder without a value stays as written, so a missing value shows instead of vanishing.
 */
export function fillVars(text: string, vars: TextVars): string {
  return text.replace(/\{([\w.]+)\}/g, (m, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : m,
  );
}
