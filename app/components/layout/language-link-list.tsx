import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { LANGUAGE_OPTIONS, type LanguageOption } from "~/i18n/languages";
import { switchLanguagePath } from "~/i18n/pages";

/**
 * Each language as a link to the same page in it
 * (docs/decisions/011-one-page-list-and-localized-slugs.md), query and hash kept; the current
 * language is marked with aria-current. The header dropdown, the mobile sheet and the card's bar
 * differ only in their classes and what a link shows.
 */
export function LanguageLinkList({
  className,
  linkClassName,
  currentAs = "true",
  children,
}: {
  className?: string;
  linkClassName: (current: boolean) => string;
  currentAs?: "true" | "page";
  children: (option: LanguageOption, current: boolean) => ReactNode;
}) {
  const { option } = useI18n();
  const { pathname, search, hash } = useLocation();
  return (
    <ul className={className}>
      {LANGUAGE_OPTIONS.map((o) => {
        const current = o.code === option.code;
        return (
          <li key={o.code}>
            <Link
              to={`${switchLanguagePath(pathname, o.code)}${search}${hash}`}
              lang={o.iso}
              hrefLang={o.iso}
              aria-current={current ? currentAs : undefined}
              className={linkClassName(current)}
            >
              {children(o, current)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
