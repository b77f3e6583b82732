/**
 * Outbox rows: claimed one at a time (in due order, with FOR UPDATE SKIP LOCKED) and a lease, so several server
 * instances never claim the same message at once, and a sender that dies mid-send leaves a row that
 * another instance retries once the lease has expired. Delivery is at-least-once: a send whose
 * result was never recorded may have reached the chat, and its retry is flagged `maybeSent`
 * (docs/decisions/111-graceful-shutdown-at-least-once.md).
 */
import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../store/db";
import { deliveries } from "../store/schema";

export type ClaimedDelivery = {
  id: number;
  leadId: string;
  payload: string;
  attempts: number;
  /** An earlier attempt may have reached Telegram: mark this one as possibly repeated. */
  maybeSent: boolean;
};

export async function claimNextDelivery(
  db: Db,
  now: number,
  leaseMs: number,
): Promise<ClaimedDelivery | null> {
  return claim(db, null, now, leaseMs);
}

type ClaimedRow = {
  id: number | string;
  lead_id: string;
  payload: string;
  attempts: number;
  maybe_sent: boolean;
};

/**
 * `outbox_claim` (migration 0002): marks `sentId` sent, if given, and claims the next due row, in
 * one statement that reads the due index in order and stops at the first row it can lock.
 */
async function claim(
  db: Db,
  sentId: number | null,
  now: number,
  leaseMs: number,
): Promise<ClaimedDelivery | null> {
  const result = await db.execute(sql`
    select id, lead_id, payload, attempts, maybe_sent from outbox_claim(
      ${new Date(now).toISOString()}::timestamptz,
      ${new Date(now + leaseMs).toISOString()}::timestamptz, ${sentId}::bigint)`);
  const row = (result as unknown as { rows: ClaimedRow[] }).rows[0];
  return row
    ? {
        id: Number(row.id),
        leadId: row.lead_id,
        payload: row.payload,
        attempts: row.attempts,
        maybeSent: row.maybe_sent,
      }
    : null;
}

export async function markSent(db: Db, id: number, now: number): Promise<void> {
  await db
    .update(deliveries)
    .set({
      status: "sent",
      sentAt: new Date(now),
      lockedUntil: null,
      lastError: null,
      maybeSent: false,
    })
    .where(eq(deliveries.id, id));
}

/**
 * Puts a claimed delivery back in the queue with the given extra changes. It keeps its due time: it
 * was due when claimed, so it is due at once, and still before the leads that came after it
 * (docs/decisions/330-chat-outage-keeps-the-order.md).
 */
async function dueAgain(
  db: Db,
  id: number,
  extra: Partial<typeof deliveries.$inferInsert> | { attempts: SQL },
): Promise<void> {
  await db
    .update(deliveries)
    .set({ status: "pending", lockedUntil: null, ...extra })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "sending")));
}

/**
 * Gives a claim back for an immediate retry (the server is stopping mid-send): the request may
 * have reached Telegram, so the retry is marked as possibly repeated.
 */
export async function releaseClaim(db: Db, id: number): Promise<void> {
  await dueAgain(db, id, { lastError: "interrupted by shutdown", maybeSent: true });
}

/**
 * With the embedded store this process is the only writer (server/store/data-dir-lock.ts), so a
 * row left "sending" belongs to a process that died: retry it now instead of after its lease.
 */
export async function releaseAbandonedClaims(db: Db): Promise<number> {
  const rows = await db
    .update(deliveries)
    .set({ status: "pending", lockedUntil: null, maybeSent: true })
    .where(eq(deliveries.status, "sending"))
    .returning({ id: deliveries.id });
  return rows.length;
}

/**
 * Back to the queue (status pending) after a failed attempt: due at `retryAt`, or, when null, at
 * the time it was already due (a rate limit: the worker pauses as a whole, and the lead keeps its
 * place before the leads that came after it). A delivery is never given up (docs/decisions/005).
 */
export async function markFailedAttempt(
  db: Db,
  id: number,
  error: string,
  retryAt: number | null,
  /** The attempt ended without an answer after the request may have left (a timeout). */
  maybeSent = false,
): Promise<void> {
  await db
    .update(deliveries)
    .set({
      status: "pending",
      lockedUntil: null,
      lastError: error,
      ...(retryAt === null ? {} : { nextAttemptAt: new Date(retryAt) }),
      ...(maybeSent ? { maybeSent: true } : {}),
    })
    .where(eq(deliveries.id, id));
}

/**
 * markSent for `sentId` and the claim of the next due row, in one statement: on the embedded
 * store every statement costs about a millisecond of its single thread, which the intake needs.
 */
export async function markSentAndClaimNext(
  db: Db,
  sentId: number,
  now: number,
  leaseMs: number,
): Promise<ClaimedDelivery | null> {
  return claim(db, sentId, now, leaseMs);
}

/** Undoes a claim that was never sent (the worker stopped meanwhile): due again at once. */
export async function unclaim(db: Db, id: number): Promise<void> {
  await dueAgain(db, id, { attempts: sql`${deliveries.attempts} - 1` });
}

/**
 * After a retried send gets through, the chat is reachable again: every lead still waiting out its
 * back-off is due now, not up to OUTBOX_RETRY_MAX_MS later.
 */
export async function makeWaitingDue(db: Db, now: number): Promise<void> {
  await db
    .update(deliveries)
    .set({ nextAttemptAt: new Date(now) })
    .where(and(eq(deliveries.status, "pending"), gt(deliveries.nextAttemptAt, new Date(now))));
}

/** The deliveries not yet in the chat, and since when the oldest has waited (for /api/health). */
export async function waitingDeliveries(
  db: Db,
): Promise<{ count: number; oldestCreatedAt: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${deliveries.createdAt})`,
    })
    .from(deliveries)
    .where(inArray(deliveries.status, ["pending", "sending"]));
  return {
    count: Number(row?.count ?? 0),
    oldestCreatedAt: row?.oldest ? new Date(row.oldest) : null,
  };
}
