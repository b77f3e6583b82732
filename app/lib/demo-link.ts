import { isLang, type Lang } from "./langs";

/**
 * The demo sites are English-only pages outside the language tree. A link to one carries the
 * visitor's language (`?from=ua`), so its "Back to Studio Noord" link leads back to that language
 * (docs/decisions/151-demo-back-link.md).
 */
export const DEMO_FROM_PARAM = "from";

export function demoHref(href: string, lang: Lang): string {
  if (!href.startsWith("/demo/") || href.includes("?")) return href;
  return `${href}?${DEMO_FROM_PARAM}=${lang}`;
}

/** The language a demo page was opened from, from its query (English when unknown). */
export function demoFromLang(search: string): Lang {
  const value = new URLSearchParams(search).get(DEMO_FROM_PARAM) ?? undefined;
  return isLang(value) ? value : "en";
}
