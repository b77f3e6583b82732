/**
 * The database schema (one Postgres dialect for PGlite and PostgreSQL). After changing it run
 * `npx drizzle-kit generate --dialect=postgresql --schema=./server/store/schema.ts --out=./server/store/migrations`
 * and commit the new SQL file; start-up applies it.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** Every accepted contact message and quote request (spam included, flagged, never delivered). */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Client-generated submission id: the same id is stored once. */
    submissionId: uuid("submission_id"),
    kind: text("kind", { enum: ["contact", "quote"] }).notNull(),
    /** contact | tandarts | calculator */
    source: text("source").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message"),
    locale: text("locale"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** Everything else: practice details, UTM, quote configuration and the computed prices. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    spam: boolean("spam").notNull().default(false),
    spamReason: text("spam_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("leads_submission_id_key").on(t.submissionId),
    index("leads_created_at_idx").on(t.createdAt),
  ],
);

export const DELIVERY_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The outbox: one row per lead and channel, claimed with FOR UPDATE SKIP LOCKED. */
export const deliveries = pgTable(
  "deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["telegram"] })
      .notNull()
      .default("telegram"),
    /** The composed message, ready to send. */
    payload: text("payload").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    /**
     * An earlier attempt ended without a known result (the sender stopped mid-send, or the request
     * timed out), so Telegram may already show it: the next send is marked as possibly repeated.
     */
    maybeSent: boolean("maybe_sent").notNull().default(false),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("deliveries_lead_channel_key").on(t.leadId, t.channel),
    // In claim order, so the claim reads one entry however long the queue (0002 migration).
    index("deliveries_due_order_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/** Per-visitor counters shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  count: integer("count").notNull(),
  lastAt: timestamp("last_at", { withTimezone: true, mode: "date" }).notNull(),
});
