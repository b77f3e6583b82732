/**
 * Redirect targets that can never leave the site. A Location of `//evil.example` or
 * `/\evil.example` is read by browsers as another host, so a path that starts with several
 * slashes or backslashes (raw or percent-encoded) is collapsed to one slash before any redirect
 * is computed, and the final target is checked once more.
 */

/** A leading run of `/`, `\` and their percent-encodings (`%2F`, `%5C`). */
const LEADING_SEPARATORS = /^(?:[/\\]|%2f|%5c)+/i;

/** `//a`, `/%2F%5Ca`, `/\a` -> `/a`; a path that already starts with exactly one `/` is kept. */
export function collapseLeadingSlashes(pathname: string): string {
  return pathname.replace(LEADING_SEPARATORS, "/");
}

/** True when `target` is a path on this origin: one `/`, not followed by `/` or `\`. */
export function isSameOriginPath(target: string): boolean {
  if (!/^\/(?![/\\])/.test(target)) return false;
  if (/[\t\n\r]/.test(target)) return false; // browsers strip these, which could form `//`
  const base = "http://same.invalid";
  try {
    return new URL(target, base).origin === base;
  } catch {
    return false;
  }
}
