/**
 * Outbox rows: claimed one at a time with FOR UPDATE SKIP LOCKED and a lease, so several server
 * instances never claim the same message at once, and a sender that dies mid-send leaves a row that
 * another instance retries once the lease has expired. Delivery is at-least-once: a send whose
 * result was never recorded may have reached the chat, and its retry is flagged `maybeSent`
 * (docs/decisions/111-graceful-shutdown-at-least-once.md).
 */
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
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
      // A row still "sending" is one whose sender stopped without recording a result.
      maybeSent: sql`${deliveries.maybeSent} or ${deliveries.status} = 'sending'`,
    })
    .where(inArray(deliveries.id, due))
    .returning({
      id: deliveries.id,
      leadId: deliveries.leadId,
      payload: deliveries.payload,
      attempts: deliveries.attempts,
      maybeSent: deliveries.maybeSent,
    });
  return rows[0] ?? null;
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
 * Gives a claim back for an immediate retry (the server is stopping mid-send): the request may
 * have reached Telegram, so the retry is marked as possibly repeated.
 */
export async function releaseClaim(db: Db, id: number, now: number): Promise<void> {
  await db
    .update(deliveries)
    .set({
      status: "pending",
      lockedUntil: null,
      nextAttemptAt: new Date(now),
      lastError: "interrupted by shutdown",
      maybeSent: true,
    })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "sending")));
}

/**
 * With the embedded store this process is the only writer (server/store/data-dir-lock.ts), so a
 * row left "sending" belongs to a process that died: retry it now instead of after its lease.
 */
export async function releaseAbandonedClaims(db: Db, now: number): Promise<number> {
  const rows = await db
    .update(deliveries)
    .set({
      status: "pending",
      lockedUntil: null,
      nextAttemptAt: new Date(now),
      maybeSent: true,
    })
    .where(eq(deliveries.status, "sending"))
    .returning({ id: deliveries.id });
  return rows.length;
}

/** Back to the queue (status pending) for a later try, or to `failed` for good. */
export async function markFailedAttempt(
  db: Db,
  id: number,
  error: string,
  next: { retryAt: number } | "give_up",
  /** The attempt ended without an answer after the request may have left (a timeout). */
  maybeSent = false,
): Promise<void> {
  const uncertain = maybeSent ? { maybeSent: true } : {};
  await db
    .update(deliveries)
    .set(
      next === "give_up"
        ? { status: "failed", lockedUntil: null, lastError: error, ...uncertain }
        : {
            status: "pending",
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: new Date(next.retryAt),
            ...uncertain,
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

type ClaimedRow = {
  id: number | string;
  lead_id: string;
  payload: string;
  attempts: number;
  maybe_sent: boolean;
};

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
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with done as (
      update deliveries set status = 'sent', sent_at = ${at}, locked_until = null,
        last_error = null, maybe_sent = false
      where id = ${sentId}
    ),
    due as (
      select id from deliveries
      where channel = 'telegram' and id <> ${sentId}
        and ((status = 'pending' and next_attempt_at <= ${at})
          or (status = 'sending' and locked_until <= ${at}))
      order by next_attempt_at, id
      limit 1
      for update skip locked
    )
    update deliveries d set status = 'sending',
      locked_until = ${new Date(now + leaseMs).toISOString()}::timestamptz,
      attempts = d.attempts + 1,
      maybe_sent = d.maybe_sent or d.status = 'sending'
    from due where d.id = due.id
    returning d.id, d.lead_id, d.payload, d.attempts, d.maybe_sent`);
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

/** Undoes a claim that was never sent (the worker stopped meanwhile): due again at once. */
export async function unclaim(db: Db, id: number, now: number): Promise<void> {
  await db
    .update(deliveries)
    .set({
      status: "pending",
      lockedUntil: null,
      nextAttemptAt: new Date(now),
      attempts: sql`${deliveries.attempts} - 1`,
    })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, "sending")));
}
