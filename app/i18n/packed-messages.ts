/**
 * A page's dictionary as one string for the router's data script (root loader): `key¦text¦key¦…`.
 * The router's own encoding writes an object as an index map plus every key and text as a quoted,
 * escaped string, about 16 bytes of overhead per entry, more than many of the texts themselves;
 * one string costs 4 (docs/decisions/290-packed-page-dictionary.md).
 */
import type { Messages } from "./messages/types";

/** Never in a text: a unit test checks every dictionary (tests/unit/packed-messages.test.ts). */
export const SEPARATOR = "¦";

export function packMessages(messages: Partial<Messages>): string {
  const parts: string[] = [];
  for (const [key, text] of Object.entries(messages)) {
    if (text === undefined) continue;
    if (key.includes(SEPARATOR) || text.includes(SEPARATOR))
      throw new Error(`Message ${key} contains the separator ${SEPARATOR}`);
    parts.push(key, text);
  }
  return parts.join(SEPARATOR);
}

/** The last string unpacked and its dictionary: every meta function of a page asks again. */
let last: { packed: string; messages: Partial<Messages> } | null = null;

export function unpackMessages(packed: string): Partial<Messages> {
  if (last?.packed === packed) return last.messages;
  const parts = packed === "" ? [] : packed.split(SEPARATOR);
  const messages: Record<string, string> = {};
  for (let i = 0; i + 1 < parts.length; i += 2) messages[parts[i]!] = parts[i + 1]!;
  last = { packed, messages };
  return messages as Partial<Messages>;
}
