/**
 * Outbox rows: claimed one at a time with FOR UPDATE SKIP LOCKED and a lease, so several server
 * instances never send the same message twice, and a sender that dies mid-send leaves a row that
 * another instance retries once the lease has expired.
 */
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../store/db";
import { deliveries } from "../store/schema";

export type ClaimedDelivery = { id: number; leadId: string; payload: string; attempts: number };

export async function claimNextDelivery(
  db: Db,
  now: number,
  leaseMs: number,
): Promise<ClaimedDelivery | null> {
  const nowDate = new Date(now);
  const due = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.channel, "telegram"),
        or(
          and(eq(deliveries.status, "pending"), lte(deliveries.nextAttemptAt, nowDate)),
          and(eq(deliveries.status, "sending"), lte(deliveries.lockedUntil, nowDate)),
        ),
      ),
    )
    .orderBy(asc(deliveries.nextAttemptAt), asc(deliveries.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(deliveries)
    .set({
      status: "sending",
      lockedUntil: new Date(now + leaseMs),
      attempts: sql`${deliveries.attempts} + 1`,
    })
    .where(inArray(deliveries.id, due))
    .returning({
      id: deliveries.id,
      leadId: deliveries.leadId,
      payload: deliveries.payload,
      attempts: deliveries.attempts,
    });
  return rows[0] ?? null;
}

export async function markSent(db: Db, id: number, now: number): Promise<void> {
  await db
    .update(deliveries)
    .set({ status: "sent", sentAt: new Date(now), lockedUntil: null, lastError: null })
    .where(eq(deliveries.id, id));
}

/** Back to the queue (status pending) for a later try, or to `failed` for good. */
export async function markFailedAttempt(
  db: Db,
  id: number,
  error: string,
  next: { retryAt: number } | "give_up",
): Promise<void> {
  await db
    .update(deliveries)
    .set(
      next === "give_up"
        ? { status: "failed", lockedUntil: null, lastError: error }
        : {
            status: "pending",
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: new Date(next.retryAt),
          },
    )
    .where(eq(deliveries.id, id));
}

export async function countDeliveries(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: deliveries.status, n: sql<number>`count(*)::int` })
    .from(deliveries)
    .groupBy(deliveries.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
