/**
 * Per-visitor rate limits kept in the database, so they hold across server instances: at most one
 * accepted submission per `intervalMs`, and at most `perHour` per fixed hourly window. One atomic
 * upsert decides; a refused hit changes nothing.
 */
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "./db";
import { rateLimits } from "./schema";

/** `perHour` counts per window: an hour unless `windowMs` says otherwise. */
export type RateRule = { intervalMs: number; perHour: number; windowMs?: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

const HOUR_MS = 60 * 60 * 1000;
/** Rows idle for this long are useless (both windows are over) and get swept. */
const STALE_AFTER_MS = 2 * HOUR_MS;
/** Sweep on about one hit in this many: cheap, and keeps the table small without a cron job. */
const SWEEP_ONE_IN = 500;

const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
  now: number,
  random: () => number = Math.random,
): Promise<RateDecision> {
  const windowMs = rule.windowMs ?? HOUR_MS;
  const windowExpired = sql`${rateLimits.windowStart} <= ${ts(now - windowMs)}`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(now), count: 1, lastAt: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${windowExpired} then ${ts(now)} else ${rateLimits.windowStart} end`,
        count: sql`case when ${windowExpired} then 1 else ${rateLimits.count} + 1 end`,
        lastAt: sql`${ts(now)}`,
      },
      setWhere: sql`${rateLimits.lastAt} <= ${ts(now - rule.intervalMs)} and (${windowExpired} or ${rateLimits.count} < ${rule.perHour})`,
    })
    .returning({ key: rateLimits.key });
  if (random() * SWEEP_ONE_IN < 1)
    await db.delete(rateLimits).where(lt(rateLimits.lastAt, new Date(now - STALE_AFTER_MS)));
  if (rows.length > 0) return { allowed: true };

  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) return { allowed: false, retryAfterMs: rule.intervalMs };
  const untilInterval = row.lastAt.getTime() + rule.intervalMs - now;
  const windowFull = row.count >= rule.perHour && row.windowStart.getTime() > now - windowMs;
  const untilWindow = windowFull ? row.windowStart.getTime() + windowMs - now : 0;
  return { allowed: false, retryAfterMs: Math.max(untilInterval, untilWindow, 1) };
}

/** Whether `key` has used up its window, without counting a hit (a throttle checked before work). */
export async function peekRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
  now: number,
): Promise<RateDecision> {
  const windowMs = rule.windowMs ?? HOUR_MS;
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.count < rule.perHour || row.windowStart.getTime() <= now - windowMs)
    return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(row.windowStart.getTime() + windowMs - now, 1) };
}
