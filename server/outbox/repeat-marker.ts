/**
 * The line that starts a chat message sent again after an attempt whose result is unknown (the
 * server stopped mid-send, or Telegram did not answer in time): the chat may already show it.
 * See docs/decisions/111-graceful-shutdown-at-least-once.md.
 */
import { TELEGRAM_MAX_CHARS } from "../outbound/telegram";
import { telegramLength } from "./telegram-length";

export const REPEAT_MARKER =
  "🔁 <i>Possibly repeated: an earlier send of this lead was interrupted.</i>";

/**
 * Prefixes the marker line, shortening the end of the text when both would exceed Telegram's
 * limit. The end of a lead message is its escaped free text (no tags), so it is cut by whole
 * characters and never inside an entity such as `&amp;`.
 */
export function markPossiblyRepeated(text: string): string {
  const prefix = `${REPEAT_MARKER}\n\n`;
  const budget = TELEGRAM_MAX_CHARS - prefix.length;
  // Lead messages keep room for this line (chat-text.ts), so they are never cut here.
  if (telegramLength(text) <= budget) return prefix + text;
  let cut = text.slice(0, budget - 1);
  const amp = cut.lastIndexOf("&");
  if (amp > cut.lastIndexOf(";")) cut = cut.slice(0, amp);
  // Never leave half of a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${prefix}${cut}…`;
}
