import { CLAIMS } from "~/content/studio";
import { LANGUAGE_OPTIONS } from "~/i18n/languages";

/** "1-3" with a non-breaking hyphen, so a range never breaks across two lines. */
const range = (value: string) => value.replace("-", "\u2011");

/**
 * The studio's claims (docs/product.md §1) as message placeholders, so every text uses the same
 * numbers.
 */
export const CLAIM_VARS = {
  years: CLAIMS.yearsExperience,
  clients: CLAIMS.clients,
  launchDays: range(CLAIMS.launchDays),
  prototypeDays: range(CLAIMS.prototypeDays),
  seconds: range(CLAIMS.loadTargetSeconds),
  minutes: CLAIMS.consultationMinutes,
  /** "Service in 4 languages": as many as the site speaks. */
  languages: LANGUAGE_OPTIONS.length,
} as const;
