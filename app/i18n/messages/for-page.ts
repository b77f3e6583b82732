import { provideServerIslandTexts } from "~/lib/island";
import { ISLAND_TEXTS, isIslandKey, pickIslandTexts } from "../island-messages";
import { langFromPath, type Lang } from "../languages";
import { packMessages } from "../packed-messages";
import { PAGE_IDS, pageFromPath, type PageId } from "../pages";
import {
  MESSAGE_GROUPS,
  islandKeysRenderedByPage,
  messageGroupsForPath,
  type MessageGroup,
} from "../page-message-groups";
import { MESSAGES } from "./index";
import type { MessageKey, Messages } from "./types";

// Islands render their own texts on the server from the full dictionaries (app/lib/island.tsx).
provideServerIslandTexts((name, lang) => {
  const texts = ISLAND_TEXTS[name];
  return texts ? pickIslandTexts(MESSAGES[lang], texts) : null;
});

function isPageId(head: string): head is PageId {
  return (PAGE_IDS as readonly string[]).includes(head) && !isGroup(head);
}

function isGroup(head: string): head is MessageGroup {
  return (MESSAGE_GROUPS as readonly string[]).includes(head);
}

/**
 * The dictionary a page inlines (root loader, build time): what React hydrates at load. That is
 * every shared key and the message groups its page lists, less the keys that come with an island's
 * code (app/i18n/island-messages.ts) unless the page renders them outside it too. Of the texts keyed by a page (`privacy.heading`,
 * `privacy.meta.title`) it keeps the page's own; an unknown path (the 404 page, the demo sites)
 * renders none of them. A client-side navigation from it loads the next page's dictionary
 * (docs/decisions/299-page-dictionary-as-a-file.md).
 */
export function messagesForPath(lang: Lang, pathname: string): Partial<Messages> {
  const wanted = new Set<string>(messageGroupsForPath(pathname));
  const page = pageFromPath(pathname);
  const metaOf = new Set<string>(page ? [page.id] : null);
  const keptIslandKeys = new Set(islandKeysRenderedByPage(pathname));
  const picked: Partial<Record<MessageKey, string>> = {};
  for (const [key, text] of Object.entries(MESSAGES[lang]) as [MessageKey, string][]) {
    const [head = "", second] = key.split(".");
    if (isIslandKey(key) && !keptIslandKeys.has(key)) continue;
    if (second === "meta") {
      if (metaOf.has(head)) picked[key] = text;
      continue;
    }
    // A page's own heading and intro (`privacy.heading`) stay with that page.
    if (isPageId(head)) {
      if (page?.id === head) picked[key] = text;
      continue;
    }
    if (!isGroup(head) || wanted.has(head)) picked[key] = text;
  }
  return picked;
}

/** A path's language and its dictionary packed for the file the page loads (root loader, build). */
export function packedDictionaryFor(pathname: string): { lang: Lang; packed: string } {
  const lang = langFromPath(pathname);
  return { lang, packed: packMessages(messagesForPath(lang, pathname)) };
}
