/**
 * Exponential backoff with "equal jitter": half the delay is fixed, half random, so retries from
 * many leads after one outage spread out instead of hammering the chat at the same instant.
 */
export function backoffDelayMs(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const capped = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(capped / 2 + random() * (capped / 2));
}
