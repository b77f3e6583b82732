/**
 * A Telegram HTML message built within Telegram's budget as Telegram counts it: 4096 UTF-16 code
 * units of the visible text, after tags are removed and entities such as `&amp;` are read as one
 * character. The visitor's free text is the last thing cut: field values are shortened first,
 * longest first, down to a floor; note lines and fixed lines are never cut. Room is kept for the
 * "possibly repeated" line the outbox may put on top (repeat-marker.ts).
 */
import { TELEGRAM_MAX_CHARS } from "../outbound/telegram";
import { REPEAT_MARKER } from "./repeat-marker";
import { telegramLength } from "./telegram-length";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The repeat marker's line and blank line, reserved in every message. */
const REPEAT_RESERVE = telegramLength(REPEAT_MARKER) + 2;
/** What each message may use. */
export const CHAT_BUDGET = TELEGRAM_MAX_CHARS - REPEAT_RESERVE;
/** A shortened field keeps at least this many characters. */
export const FIELD_FLOOR = 40;

/** Cuts to at most `max` UTF-16 units, ending with "…", never inside a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return "";
  let out = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(out)) out = out.slice(0, -1);
  return `${out}…`;
}

/**
 * Put under the fields when anything had to be cut, so the team knows to look at the stored lead
 * (README, "Leads": `npm run leads` exports it in full).
 */
export const SHORTENED_NOTE =
  "✂️ <i>Shortened to fit the chat: the full lead is in the export (npm run leads).</i>";

/** A line of the message: fixed HTML (never cut) or a labelled visitor-supplied value. */
export type ChatLine = string | { label: string; value: string };

/** The largest cap such that the capped lengths fit `room` (at least `floor`). */
function capFor(lengths: number[], room: number, floor: number): number {
  let lo = floor;
  let hi = Math.max(floor, ...lengths);
  const used = (cap: number) => lengths.reduce((sum, n) => sum + Math.min(n, cap), 0);
  if (used(hi) <= room) return hi;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (used(mid) <= room) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * `lines`, then a blank line, the free-text label and the free text. Label HTML is ours (already
 * escaped); values and the free text are raw visitor input and are escaped here.
 */
export function buildChatText(
  lines: ChatLine[],
  freeLabel: string,
  freeText: string,
  budget = CHAT_BUDGET,
): string {
  const prefix = (l: { label: string }) => `<b>${l.label}:</b> `;
  const freeHead = `\n\n<b>${freeLabel}:</b>\n`;
  const values = lines.flatMap((l) => (typeof l === "string" ? [] : [l.value]));
  let fixed =
    lines.reduce((n, l) => n + telegramLength(typeof l === "string" ? l : prefix(l)), 0) +
    Math.max(0, lines.length - 1) +
    telegramLength(freeHead);
  const fieldsLength = values.reduce((n, v) => n + v.length, 0);

  let cap = Infinity;
  let freeMax = freeText.length;
  const over = fixed + fieldsLength + freeText.length > budget;
  // The note, when it leaves each value and the free text at least their floor.
  const noteCost = telegramLength(SHORTENED_NOTE) + 1;
  const shortened = over && fixed + noteCost + FIELD_FLOOR * (values.length + 1) <= budget;
  if (shortened) fixed += noteCost;
  if (over) {
    cap = capFor(
      values.map((v) => v.length),
      budget - fixed - freeText.length,
      FIELD_FLOOR,
    );
    const fields = values.reduce((n, v) => n + Math.min(v.length, cap), 0);
    freeMax = Math.max(0, budget - fixed - fields);
  }
  const body = [
    ...lines.map((l) =>
      typeof l === "string" ? l : `${prefix(l)}${escapeHtml(cut(l.value, cap))}`,
    ),
    ...(shortened ? [SHORTENED_NOTE] : []),
  ].join("\n");
  return `${body}${freeHead}${escapeHtml(cut(freeText, freeMax))}`;
}
