import type { Lang } from "../languages";
import { MESSAGE_GROUPS, messageGroupsForPath, type MessageGroup } from "../pages";
import { MESSAGES } from "./index";
import type { MessageKey, Messages } from "./types";

function isGroup(head: string): head is MessageGroup {
  return (MESSAGE_GROUPS as readonly string[]).includes(head);
}

/**
 * The dictionary a page inlines (root loader, build time): every shared key, plus the message groups
 * its page lists. Search-engine titles (`*.meta.*`) stay for every page.
 */
export function messagesForPath(lang: Lang, pathname: string): Partial<Messages> {
  const wanted = new Set<string>(messageGroupsForPath(pathname));
  const picked: Partial<Record<MessageKey, string>> = {};
  for (const [key, text] of Object.entries(MESSAGES[lang]) as [MessageKey, string][]) {
    const [head = "", second] = key.split(".");
    if (!isGroup(head) || second === "meta" || wanted.has(head)) picked[key] = text;
  }
  return picked;
}
