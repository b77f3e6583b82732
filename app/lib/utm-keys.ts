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
