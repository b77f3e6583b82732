import { LIMITS } from "./field-limits";

/**
 * The campaign parameters a lead carries. Kept apart from the zod schemas so a page that only
 * needs the names (the no-JS refusal form) does not download zod.
 */
export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

/**
 * A surrogate pair (kept), or one character to blank: controls, line and paragraph separators,
 * bidi marks and a lone surrogate. What a tag copied or double-encoded by an ad platform may carry,
 * and a chat message or the database should not. (No lookbehind: Safari before 16.4 lacks it.)
 */
const UNPRINTABLE =
  /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\u0000-\u001F\u007F-\u009F\u200E\u200F\u2028-\u202E\u2066-\u2069\uD800-\uDFFF]/g;

/**
 * A campaign tag as a lead carries it: unprintable characters become spaces, runs of spaces one,
 * trimmed and cut to LIMITS.utm (never inside a surrogate pair); undefined when nothing is left.
 * A tag is context, not the visitor's input: it is cleaned, never a reason to refuse a lead
 * (docs/decisions/319-lead-input-at-its-edges.md).
 */
export function cleanUtmTag(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const tag = value
    .replace(UNPRINTABLE, (c) => (c.length === 2 ? c : " "))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, LIMITS.utm)
    .replace(/[\uD800-\uDBFF]$/, "")
    .trimEnd();
  return tag || undefined;
}

/** The known tags of any value (a parsed body, stored JSON), cleaned; others are left out. */
export function cleanUtm(value: unknown): Utm {
  const utm: Utm = {};
  if (typeof value !== "object" || value === null) return utm;
  for (const key of UTM_KEYS) {
    const tag = cleanUtmTag((value as Record<string, unknown>)[key]);
    if (tag) utm[key] = tag;
  }
  return utm;
}
