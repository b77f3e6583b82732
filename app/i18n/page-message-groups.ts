import { pageFromPath, type PageId } from "./pages";

/**
 * Message groups that only some pages render (the key's first segment, e.g. `photo.*`). Every page
 * gets all other keys (header, footer, banner, legal, search-engine titles); of these groups, only
 * the ones PAGE_MESSAGE_GROUPS lists for it, so each page's dictionary stays small.
 */
export const MESSAGE_GROUPS = [
  "home",
  "contact",
  "calculator",
  "quote",
  "search",
  "photo",
  "webPortfolio",
  "card",
  "legalPages",
  "notFound",
] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

/**
 * Each page's own message groups (see MESSAGE_GROUPS). Only the server and the build read this
 * (app/i18n/messages/for-page.ts): it is not part of the page list the browser loads.
 */
const PAGE_MESSAGE_GROUPS: Readonly<Partial<Record<PageId, readonly MessageGroup[]>>> = {
  // The home page also lists search results for `?q=` (the 404 search).
  home: ["home", "contact", "calculator", "quote", "search"],
  photoVideo: ["photo"],
  portfolio: ["photo"],
  websitePortfolio: ["webPortfolio"],
  card: ["card"],
  legal: ["legalPages"],
  privacy: ["legalPages"],
  terms: ["legalPages"],
  tandarts: ["contact"],
  messageNotSent: ["contact", "quote"],
};

/**
 * Keys an island owns (app/i18n/island-messages.ts) that a page also renders outside any island:
 * the business card's own footer offers "Cookie settings", which elsewhere only the footer's and
 * the legal body's islands show. Kept in that page's dictionary only.
 */
const PAGE_ISLAND_KEYS: Readonly<Partial<Record<PageId, readonly string[]>>> = {
  card: ["footer.cookieSettings"],
};

/** The island-owned keys a path renders outside its islands (see PAGE_ISLAND_KEYS). */
export function islandKeysRenderedByPage(pathname: string): readonly string[] {
  const page = pageFromPath(pathname);
  return (page && PAGE_ISLAND_KEYS[page.id]) ?? [];
}

/** The message groups a path renders; an unknown path shows the 404 page with its search. */
export function messageGroupsForPath(pathname: string): readonly MessageGroup[] {
  const page = pageFromPath(pathname);
  return page ? (PAGE_MESSAGE_GROUPS[page.id] ?? []) : ["search", "notFound"];
}
