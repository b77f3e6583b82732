/**
 * docs/product.md §6.1: a second contact message within 5 s is refused (the server enforces it as
 * well).
 */
export const CONTACT_RATE_LIMIT_MS = 5000;

/** Whether a send now comes too soon after the last successful one. */
export function isTooSoon(
  lastSentAt: number | null,
  now: number = Date.now(),
  limitMs: number = CONTACT_RATE_LIMIT_MS,
): boolean {
  return lastSentAt !== null && now - lastSentAt < limitMs;
}

/** The wait in whole seconds, as told to the visitor. */
export const CONTACT_RATE_LIMIT_SECONDS = CONTACT_RATE_LIMIT_MS / 1000;
