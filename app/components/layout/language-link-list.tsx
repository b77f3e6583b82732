import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { LANGUAGE_OPTIONS, type LanguageOption } from "~/i18n/languages";
import { switchLanguagePath } from "~/i18n/pages";

/**
 * Each language as a link to the same page in it
 * (docs/decisions/011-one-page-list-and-localized-slugs.md), query and anchor kept (docs/product.md
 * §2.1); the current language is marked with aria-current. The header dropdown, the mobile sheet
 * and the card's bar differ only in their classes and what a link shows.
 *
 * The query and anchor are the address's at the click: a prerendered link has no anchor, and a
 * jump the browser made or a filter chosen in place changed the address without the router. Before
 * every click the page's boot script writes them into the link (it finds it by `lang` and
 * `hreflang`: server/defer-hydration.ts), so a click before hydration follows them. After it, a list
 * in the phone's sheet is followed by the sheet's own code (which reads the link's href), and the
 * dropdown passes `onLinkClick` (`followLinkHref`); the card's bar needs neither (its address never
 * changes without the router), so its chunk stays without that code.
 */
export function LanguageLinkList({
  className,
  linkClassName,
  currentAs = "true",
  onLinkClick,
  children,
}: {
  className?: string;
  linkClassName: (current: boolean) => string;
  currentAs?: "true" | "page";
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
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
              onClick={onLinkClick}
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
