import { useLocation } from "react-router";
import { LANGUAGE_OPTIONS, type LanguageOption } from "~/i18n/languages";
import { switchLanguagePath } from "~/i18n/pages";

/**
 * Each language with the link to the same page in it
 * (docs/decisions/011-one-page-list-and-localized-slugs.md), query and hash kept.
 */
export function useLanguageLinks(): { option: LanguageOption; href: string }[] {
  const { pathname, search, hash } = useLocation();
  return LANGUAGE_OPTIONS.map((option) => ({
    option,
    href: `${switchLanguagePath(pathname, option.code)}${search}${hash}`,
  }));
}
