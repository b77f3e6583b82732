import type { Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages/types";
import { pathFor } from "~/i18n/pages";

export interface NavLink {
  key: MessageKey;
  to: string;
}

/**
 * Home-page anchors (docs/product.md §4), always in the visitor's language
 * (docs/decisions/011-one-page-list-and-localized-slugs.md).
 */
export function anchorLinks(lang: Lang): NavLink[] {
  return [
    { key: "nav.services", to: pathFor("home", lang, "services") },
    { key: "nav.about", to: pathFor("home", lang, "about") },
    { key: "nav.portfolio", to: pathFor("home", lang, "portfolio") },
    { key: "nav.contact", to: pathFor("home", lang, "contact") },
  ];
}

/** The portfolio pages of the Work dropdown. */
export function workLinks(lang: Lang): NavLink[] {
  return [
    { key: "nav.websitePortfolio", to: pathFor("websitePortfolio", lang) },
    { key: "nav.photoPortfolio", to: pathFor("portfolio", lang) },
  ];
}

export function contactHref(lang: Lang): string {
  return pathFor("home", lang, "contact");
}

/**
 * A menu link as the phone menu writes it (`<dialog popover>`, docs/decisions/150-native-controls.md).
 * Before its code runs, a link to a part of the page being shown gets an empty query
 * (`/ua?#contact`): without JavaScript a bare `#contact` would only scroll the page under the menu,
 * which stays open; this address loads the page anew at that part, the menu closed. The server
 * then drops the empty query, so the next such link does the same
 * (docs/decisions/316-menu-jumps-without-javascript.md). With scripts, held or running, the click
 * is taken over and only the anchor changes (server/defer-hydration.ts,
 * components/ui/native-dialog.tsx).
 */
export function menuHref(to: string, currentPath: string, hydrated: boolean): string {
  const hash = to.indexOf("#");
  if (hydrated || hash < 0 || to.slice(0, hash) !== currentPath) return to;
  return `${to.slice(0, hash)}?${to.slice(hash)}`;
}
