/**
 * Languages of the site (docs/product.md §2.1). Path codes are en/nl/ua/fr; Ukrainian's ISO code is
 * uk (docs/decisions/007-i18n-without-a-library.md).
 */
import { LANGS, isLang, type Lang } from "../lib/langs";

export { LANGS, isLang, type Lang };

export interface LanguageOption {
  code: Lang;
  /** ISO 639-1 code for <html lang>, hreflang and Intl. */
  iso: "en" | "nl" | "uk" | "fr";
  label: string;
  nativeName: string;
  /** Locale used by Intl number and money formatting. */
  locale: string;
  /**
   * `og:locale` of a shared link: one of the locales Facebook's link preview knows (`en_IE` is not
   * among them, so English pages name British English although they format as in Ireland).
   */
  ogLocale: "en_GB" | "nl_NL" | "uk_UA" | "fr_FR";
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: "en", iso: "en", label: "EN", nativeName: "English", locale: "en-IE", ogLocale: "en_GB" },
  {
    code: "nl",
    iso: "nl",
    label: "NL",
    nativeName: "Nederlands",
    locale: "nl-NL",
    ogLocale: "nl_NL",
  },
  {
    code: "ua",
    iso: "uk",
    label: "UA",
    nativeName: "Українська",
    locale: "uk-UA",
    ogLocale: "uk_UA",
  },
  {
    code: "fr",
    iso: "fr",
    label: "FR",
    nativeName: "Français",
    locale: "fr-FR",
    ogLocale: "fr_FR",
  },
];

export function languageOption(lang: Lang): LanguageOption {
  const option = LANGUAGE_OPTIONS.find((o) => o.code === lang);
  if (!option) throw new Error(`Unknown language ${lang}`);
  return option;
}

/** First path segment, decoded and lower-cased. */
function firstSegment(pathname: string): string {
  return (pathname.split("/")[1] ?? "").toLowerCase();
}

/** docs/product.md §2.1: /nl Dutch, /ua or /uk Ukrainian, /fr French, anything else English. */
export function langFromPath(pathname: string): Lang {
  const seg = firstSegment(pathname);
  if (seg === "nl") return "nl";
  if (seg === "ua" || seg === "uk") return "ua";
  if (seg === "fr") return "fr";
  return "en";
}

/** Removes a leading language prefix (en, nl, ua, uk, fr) from a path. */
export function stripLangPrefix(pathname: string): string {
  const seg = firstSegment(pathname);
  if (["en", "nl", "ua", "uk", "fr"].includes(seg)) {
    const rest = pathname.slice(seg.length + 1);
    return rest === "" ? "/" : rest;
  }
  return pathname || "/";
}

/**
 * docs/product.md §2.1 rule: remove any language prefix, add /{lang} for a non-English language,
 * keep the rest. The site itself always prefixes English with /en too (no redirect hop,
 * docs/decisions/011-one-page-list-and-localized-slugs.md); see localizedPath.
 */
export function rewritePathForLang(pathname: string, lang: Lang, prefixEnglish = false): string {
  const rest = stripLangPrefix(pathname);
  if (lang === "en" && !prefixEnglish) return rest;
  return rest === "/" ? `/${lang}` : `/${lang}${rest}`;
}
