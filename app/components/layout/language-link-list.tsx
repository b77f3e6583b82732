import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { LANGUAGE_OPTIONS, type LanguageOption } from "~/i18n/languages";
import { switchLanguagePath } from "~/i18n/pages";
import { sectionHashOr, sectionInView } from "~/lib/section-hash";

/**
 * A language chosen mid-page lands on the section the visitor is looking at, not at the top of the
 * other language's page (nor at an older anchor the address still holds): before the sheet's or
 * the dropdown's code follows the link, its anchor becomes that section's (none at the top of the
 * page). This runs after the boot script's listener, which wrote the address's query and anchor
 * into the link; an anchor that is no section (a banner shown by `:target`) is kept.
 */
if (typeof window !== "undefined")
  window.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[lang][hreflang]");
      if (!(link instanceof HTMLAnchorElement) || !document.querySelector("main section[id]"))
        return;
      const id = sectionInView();
      // A path, as the boot script writes it: the dropdown's code navigates to the attribute.
      link.href = `${link.pathname}${link.search}${sectionHashOr(id ? `#${id}` : "")}`;
    },
    true,
  );

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
