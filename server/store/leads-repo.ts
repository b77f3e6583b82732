/** Reads and writes of leads and their deliveries (the outbox rows). */
import { and, asc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db";
import { deliveries, leads } from "./schema";

export type NewLead = Omit<typeof leads.$inferInsert, "id" | "createdAt">;

/**
 * Stores a lead and, unless it is spam, its pending delivery, in one transaction: when this
 * resolves the lead is committed. A submission id seen before stores nothing (`stored: false`).
 */
export async function insertLead(
  db: Db,
  lead: NewLead,
  delivery: { payload: string } | null,
  now: number,
): Promise<{ stored: boolean; leadId?: string }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(leads)
      .values({ ...lead, createdAt: new Date(now) })
      .onConflictDoNothing({ target: leads.submissionId })
      .returning({ id: leads.id });
    const leadId = rows[0]?.id;
    if (!leadId) return { stored: false };
    if (delivery) {
      await tx.insert(deliveries).values({
        leadId,
        channel: "telegram",
        payload: delivery.payload,
        nextAttemptAt: new Date(now),
        createdAt: new Date(now),
      });
    }
    return { stored: true, leadId };
  });
}

/**
 * What a lead says, as against where and when it came from: two leads with the same values here are
 * the same message (docs/decisions/143-repeat-post-is-sent.md).
 */
export const LEAD_CONTENT = [
  "kind",
  "source",
  "name",
  "email",
  "phone",
  "company",
  "message",
  "details",
] as const;

/**
 * The conditions that the studio has a stored lead with exactly this lead's content (not its
 * address or time): one flagged as spam is never delivered, so it does not count.
 */
function sameContent(lead: NewLead): SQL[] {
  return [
    eq(leads.spam, false),
    ...LEAD_CONTENT.map((key) =>
      key === "details"
        ? sql`${leads.details} = ${JSON.stringify(lead.details ?? {})}::jsonb`
        : sql`${leads[key]} is not distinct from ${lead[key] ?? null}`,
    ),
  ];
}

/**
 * Whether a lead with exactly this content, from the same address, was stored at or after
 * `since`. The intake asks it when the rate limit refuses a submission (a second click on Send
 * without JavaScript posts the same form again, and it must be told "sent", not "not sent"), and
 * before storing a plain form post, with or without an id (Back, then Send again, minutes later)
 * (docs/decisions/143-repeat-post-is-sent.md). The created_at index bounds the scan.
 */
export async function hasStoredTwin(db: Db, lead: NewLead, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        gte(leads.createdAt, since),
        sql`${leads.ip} is not distinct from ${lead.ip ?? null}`,
        ...sameContent(lead),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the lead stored under this lead's submission id has exactly its content. A repeated id
 * is a retry of the same send only then; with other content it is a new message
 * (docs/decisions/143-repeat-post-is-sent.md).
 */
export async function submissionHasContent(db: Db, lead: NewLead): Promise<boolean> {
  if (!lead.submissionId) return false;
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.submissionId, lead.submissionId), ...sameContent(lead)))
    .limit(1);
  return rows.length > 0;
}

/** Rows per export page unless the owner asks for another size, and the largest page. */
export const EXPORT_PAGE_ROWS = 1_000;
export const EXPORT_MAX_PAGE_ROWS = 10_000;

export type LeadRow = Awaited<ReturnType<typeof listLeads>>[number];

export async function leadExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * One page of the export, oldest first (created_at, then id). `after` is the id of the last lead
 * of the previous page; the comparison runs in the database, at its full timestamp precision.
 */
export async function listLeads(
  db: Db,
  opts: { since?: Date; includeSpam?: boolean; after?: string; limit?: number } = {},
) {
  const where: SQL[] = [];
  if (opts.since) where.push(gte(leads.createdAt, opts.since));
  if (!opts.includeSpam) where.push(eq(leads.spam, false));
  if (opts.after)
    where.push(
      sql`(${leads.createdAt}, ${leads.id}) > (select l.created_at, l.id from leads l where l.id = ${opts.after})`,
    );
  return db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      kind: leads.kind,
      source: leads.source,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      company: leads.company,
      message: leads.message,
      locale: leads.locale,
      ip: leads.ip,
      userAgent: leads.userAgent,
      spam: leads.spam,
      spamReason: leads.spamReason,
      details: leads.details,
      deliveryStatus: deliveries.status,
      deliveryAttempts: deliveries.attempts,
      deliveryLastError: deliveries.lastError,
      deliveredAt: deliveries.sentAt,
    })
    .from(leads)
    .leftJoin(deliveries, eq(deliveries.leadId, leads.id))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(opts.limit ?? EXPORT_PAGE_ROWS);
}

/**
 * Erases every lead sent with this email address (any letter case, spam included) and, by cascade,
 * its delivery rows: a visitor's request to have their data erased (privacy policy, "Your
 * rights"). Returns how many went; the files are then compacted (`compactLeadFiles`).
 */
export async function eraseLeadsByEmail(db: Db, email: string): Promise<number> {
  const gone = await db
    .delete(leads)
    .where(sql`lower(${leads.email}) = lower(${email.trim()})`)
    .returning({ id: leads.id });
  return gone.length;
}

/**
 * Rewrites the lead tables' files after a deletion, so the deleted rows' text does not stay in
 * them until the space happens to be reused (VACUUM FULL: the tables are small, the lock brief).
 * The database's write-ahead log keeps older copies until it recycles its segments; the README
 * says so for the owner. A database that refuses (a role that does not own the tables) keeps the
 * deletion: the caller logs the refusal.
 */
export async function compactLeadFiles(db: Db): Promise<void> {
  await db.execute(sql`vacuum full leads, deliveries`);
}

/** Puts failed deliveries (optionally only those of some leads) back in the queue. */
export async function requeueFailed(db: Db, now: number, leadIds?: string[]): Promise<number> {
  const where = [eq(deliveries.status, "failed")];
  if (leadIds) where.push(inArray(deliveries.leadId, leadIds));
  const rows = await db
    .update(deliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(now), lockedUntil: null })
    .where(and(...where))
    .returning({ id: deliveries.id });
  return rows.length;
}
