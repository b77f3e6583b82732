/**
 * Retention periods stated in the privacy policy (one place, every language). The server's lead
 * sweep reads the same constant, so the policy text and what the server deletes cannot drift
 * apart. The policy's texts take it from app/content/legal/types.ts, which re-exports it.
 */
export const RETENTION = {
  /** Leads without a contract that follows. */
  leadMonths: 24,
  /** Dutch fiscal retention duty for the administration (art. 52 AWR). */
  administrationYears: 7,
  serverLogDays: 14,
  /** Rate-limit counters keyed by IP address. */
  rateLimitHours: 24,
  /** A form refused without JavaScript, kept in memory for the "not sent" page (server/refused-input.ts). */
  refusedInputMinutes: 30,
  /** The cookie holding the visitor's consent choice: then the banner asks again. */
  consentCookieMonths: 12,
} as const;

/** The consent cookie's Max-Age: its months as days of a 365-day year. */
export const CONSENT_MAX_AGE_S = Math.round((RETENTION.consentCookieMonths * 365) / 12) * 86_400;
