/**
 * The site's languages by path code (docs/product.md §2.1): one list for the pages, the i18n
 * tables and the server. Ukrainian's path code is ua, its ISO code uk (app/i18n/languages.ts).
 */
export const LANGS = ["en", "nl", "ua", "fr"] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}
