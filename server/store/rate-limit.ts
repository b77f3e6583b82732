/**
 * Per-visitor rate limits kept in the database, so they hold across server instances: at most one
 * accepted submission per `intervalMs`, and at most `perHour` per fixed hourly window. The rule is
 * the SQL function `rate_limit_take` (migration 0002), which the lead batch of lead-writer.ts calls
 * too: one atomic upsert decides; a refused hit changes nothing.
 */
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "./db";
import { rateLimits } from "./schema";

/** `perHour` counts per window: an hour unless `windowMs` says otherwise. */
export type RateRule = { intervalMs: number; perHour: number; windowMs?: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

const HOUR_MS = 60 * 60 * 1000;
/** Rows idle for this long are useless (both windows are over) and get swept. */
export const STALE_AFTER_MS = 2 * HOUR_MS;
/** Sweep on about one hit in this many: cheap, and keeps the table small without a cron job. */
export const SWEEP_ONE_IN = 500;

/** A bucket's row as `rate_limit_take` returns it (timestamps as text or Date, per driver). */
export type RateRow = {
  window_start: string | Date | null;
  count: number | null;
  last_at: string | Date | null;
};

const ms = (v: string | Date | null) => (v === null ? 0 : new Date(v).getTime());

/** The SQL arguments of a rule, in `rate_limit_take`'s order after the keys. */
export function ruleArgs(rule: RateRule, now: number) {
  return sql`${new Date(now).toISOString()}::timestamptz, ${rule.intervalMs}::bigint, ${rule.perHour}::int, ${rule.windowMs ?? HOUR_MS}::bigint`;
}

/** How long a refused bucket must wait: until its interval and, if full, its window are over. */
export function retryAfterMs(row: RateRow, rule: RateRule, now: number): number {
  if (row.last_at === null) return rule.intervalMs;
  const windowMs = rule.windowMs ?? HOUR_MS;
  const untilInterval = ms(row.last_at) + rule.intervalMs - now;
  const windowFull = (row.count ?? 0) >= rule.perHour && ms(row.window_start) > now - windowMs;
  const untilWindow = windowFull ? ms(row.window_start) + windowMs - now : 0;
  return Math.max(untilInterval, untilWindow, 1);
}

export async function sweepRateLimits(db: Db, now: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.lastAt, new Date(now - STALE_AFTER_MS)));
}

export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
  now: number,
  random: () => number = Math.random,
): Promise<RateDecision> {
  const result = await db.execute(
    sql`select allowed, window_start, count, last_at from rate_limit_take(array[${key}]::text[], ${ruleArgs(rule, now)})`,
  );
  const row = (result as unknown as { rows: (RateRow & { allowed: boolean })[] }).rows[0];
  if (random() * SWEEP_ONE_IN < 1) await sweepRateLimits(db, now);
  if (row?.allowed) return { allowed: true };
  return {
    allowed: false,
    retryAfterMs: retryAfterMs(
      row ?? { window_start: null, count: null, last_at: null },
      rule,
      now,
    ),
  };
}

/**
 * Gives back one hit taken by `hitRateLimit` (a try counted before it was known to be a failure,
 * that turned out well). Never below zero.
 */
export async function giveBackRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
