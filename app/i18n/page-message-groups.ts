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

/** The message groups a path renders; an unknown path shows the 404 page with its search. */
export function messageGroupsForPath(pathname: string): readonly MessageGroup[] {
  const page = pageFromPath(pathname);
  return page ? (PAGE_MESSAGE_GROUPS[page.id] ?? []) : ["search", "notFound"];
}
