/**
 * The line that starts a chat message sent again after an attempt whose result is unknown (the
 * server stopped mid-send, or Telegram did not answer in time): the chat may already show it.
 * See docs/decisions/111-graceful-shutdown-at-least-once.md.
 */
import { TELEGRAM_MAX_CHARS } from "../outbound/telegram";
import { telegramLength, visibleText } from "./telegram-length";

export const REPEAT_MARKER =
  "🔁 <i>Possibly repeated: an earlier send of this lead was interrupted.</i>";

/**
 * Prefixes the marker line, shortening the end of the text when both would exceed Telegram's
 * limit. Both are measured as Telegram counts (visible characters: a tag is none, `&amp;` is one);
 * the text is cut after as many visible characters as fit, never inside a tag or an entity.
 */
export function markPossiblyRepeated(text: string): string {
  const prefix = `${REPEAT_MARKER}\n\n`;
  const budget = TELEGRAM_MAX_CHARS - telegramLength(prefix);
  // Lead messages keep room for this line (chat-text.ts), so they are never cut here.
  if (telegramLength(text) <= budget) return prefix + text;
  return `${prefix}${cutVisible(text, budget - 1)}…`;
}

/** The start of Telegram HTML with at most `max` visible characters, whole tags and entities. */
function cutVisible(html: string, max: number): string {
  let visible = 0;
  let end = 0;
  for (const m of html.matchAll(/<[^>]*>|&(?:#x[0-9a-f]+|#\d+|[a-z]+);|[^]/giu)) {
    // UTF-16 units, as Telegram counts: a tag none, an entity what it stands for, a pair two.
    const size = m[0].startsWith("<") ? 0 : visibleText(m[0]).length;
    if (visible + size > max) break;
    visible += size;
    end = m.index + m[0].length;
  }
  return html.slice(0, end);
}
