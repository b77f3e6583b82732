import { CLAIMS } from "~/content/studio";
import { LANGUAGE_OPTIONS } from "~/i18n/languages";

/**
 * The studio's claims (docs/product.md §1) as message placeholders, so every text uses the same
 * numbers.
 */
export const CLAIM_VARS = {
  years: CLAIMS.yearsExperience,
  clients: CLAIMS.clients,
  launchDays: CLAIMS.launchDays,
  prototypeDays: CLAIMS.prototypeDays,
  seconds: CLAIMS.loadTargetSeconds,
  minutes: CLAIMS.consultationMinutes,
  /** "Service in 4 languages": as many as the site speaks. */
  languages: LANGUAGE_OPTIONS.length,
} as const;
