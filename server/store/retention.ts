/**
 * Retention (privacy policy, "How long we keep data"): form submissions are deleted once
 * they are older than the period the policy states; their outbox rows go with them (cascade).
 * The IP-keyed rate-limit rows go once both their windows are over (a few hours), well within the
 * policy's `RETENTION.rateLimitHours`, even on a site too quiet for the write path's random sweep.
 * The period comes from the same constant the policy text prints, so the two cannot drift apart.
 */
import { lt } from "drizzle-orm";
import { RETENTION } from "../../app/lib/retention";
import type { Logger } from "../log";
import type { Db } from "./db";
import { compactLeadFiles } from "./leads-repo";
import { leads } from "./schema";
import { sweepRateLimits } from "./rate-limit";

export const LEAD_RETENTION_MONTHS = RETENTION.leadMonths;
/** Why: hourly keeps rate-limit rows far inside the policy's hours; both deletes are cheap. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The moment before which a lead is too old to keep: `now` minus the retention period. */
export function leadCutoff(now: number, months: number = LEAD_RETENTION_MONTHS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes the leads older than the retention period; returns how many went. */
export async function deleteExpiredLeads(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(leads)
    .where(lt(leads.createdAt, leadCutoff(now)))
    .returning({ id: leads.id });
  return gone.length;
}

/**
 * Sweeps at start-up and then hourly; `stop()` ends it and waits for a sweep in progress. A failed
 * sweep is logged and tried again the next hour.
 */
export function startRetentionSweep(
  db: Db,
  now: () => number,
  log: Logger,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      await sweepRateLimits(db, now());
      const deleted = await deleteExpiredLeads(db, now());
      if (deleted > 0) {
        log.info("Deleted leads past the retention period", {
          deleted,
          months: LEAD_RETENTION_MONTHS,
        });
        await compactLeadFiles(db).catch((error: unknown) =>
          log.warn("Could not compact the lead tables after deleting", { error }),
        );
      }
    } catch (error) {
      log.error("Lead retention sweep failed", { error });
    }
  };
  const run = () => {
    running = sweep();
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  first.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
