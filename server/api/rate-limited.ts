import type { Context } from "hono";

/** Whole seconds to wait, at least 1 (Retry-After has no fractions; 0 would invite a retry now). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The API's 429: Retry-After, and the same figure in the body for the browser's message. */
export function rateLimitedJson(c: Context, retryAfterSec: number) {
  c.header("Retry-After", String(retryAfterSec));
  return c.json({ error: "rate_limited", retryAfterSec }, 429);
}
