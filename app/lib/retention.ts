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
} as const;
