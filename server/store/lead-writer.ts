/**
 * Stores leads in batches: every submission waiting at a moment is written by ONE call of the SQL
 * function `write_lead_batch` (migration 0002: the duplicate check, the rate limit through the same
 * `rate_limit_take` as server/store/rate-limit.ts, the lead and its outbox row), atomically, and
 * each caller is answered once it is committed. PGlite runs one statement at a time on one thread
 * and each costs about a millisecond however small, so one statement per batch instead of six per
 * lead is what lets the embedded store take hundreds of leads a second; a function call, whose
 * plan the session keeps, is also far cheaper to start than the statement it runs. PostgreSQL
 * gets fewer round trips. See docs/decisions/112-batched-lead-writes.md and
 * docs/decisions/210-intake-cost-per-request.md.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./db";
import type { NewLead } from "./leads-repo";
import {
  retryAfterMs,
  ruleArgs,
  sweepRateLimits,
  SWEEP_ONE_IN,
  type RateRow,
  type RateRule,
} from "./rate-limit";

/** Most submissions one statement writes. */
const MAX_BATCH = 256;
/**
 * Least time between the starts of two lead statements. Under a steady stream a statement would
 * otherwise start for every one or two requests, and its fixed cost (about a millisecond of
 * PGlite's thread) would be most of each request's; waiting for the rest of this gap lets the
 * requests arriving meanwhile share it (group commit). A lead after a quiet spell is written at
 * once; under load a caller waits at most this long more. docs/decisions/210-intake-cost-per-request.md
 */
export const MIN_STATEMENT_GAP_MS = 10;

export type LeadWrite = {
  lead: NewLead;
  /** The chat text to deliver, or null (spam: stored, never delivered). */
  payload: string | null;
  /** The visitor's rate-limit bucket and rule, or null when limits are off. */
  rate: { key: string; rule: RateRule } | null;
};

export type LeadWriteResult =
  | { status: "stored"; leadId: string }
  | { status: "duplicate" }
  | { status: "rate_limited"; retryAfterMs: number };

export type LeadWriter = {
  write(item: LeadWrite): Promise<LeadWriteResult>;
  /**
   * When the store began refusing leads (the last write failed, none has succeeded since), or
   * null: `/api/health` reports it, since a full disk still answers a read (decision 342).
   */
  failingSince(): number | null;
};

type Pending = LeadWrite & {
  id: string;
  resolve: (r: LeadWriteResult) => void;
  reject: (e: unknown) => void;
};

type ResultRow = RateRow & { idx: number; status: "stored" | "duplicate" | "limited" };

const ruleKey = (item: LeadWrite) =>
  item.rate ? `${item.rate.rule.intervalMs}/${item.rate.rule.perHour}` : "none";

export function createLeadWriter(
  db: Db,
  now: () => number,
  random: () => number = Math.random,
): LeadWriter {
  const queue: Pending[] = [];
  let running = false;
  let lastStart = -Infinity;
  let failingSince: number | null = null;
  const stored = (batch: Pending[], results: LeadWriteResult[]) => {
    // Only a lead written clears it: a duplicate or a limited send may have written nothing.
    if (results.some((r) => r.status === "stored")) failingSince = null;
    settle(batch, results);
  };

  /** The next batch: one rule (the upsert's condition is per statement), each bucket once. */
  function takeBatch(): Pending[] {
    const rule = ruleKey(queue[0]!);
    const keys = new Set<string>();
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    for (const item of queue) {
      const key = item.rate?.key;
      const fits =
        batch.length < MAX_BATCH && ruleKey(item) === rule && (key === undefined || !keys.has(key));
      if (!fits) {
        rest.push(item);
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(item);
    }
    queue.splice(0, queue.length, ...rest);
    return batch;
  }

  async function run() {
    running = true;
    try {
      while (queue.length > 0) {
        const wait = lastStart + MIN_STATEMENT_GAP_MS - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lastStart = performance.now();
        const batch = takeBatch();
        try {
          stored(batch, await writeBatch(db, batch, now()));
        } catch {
          // One bad submission must not fail the others: write them one by one.
          for (const item of batch) {
            try {
              stored([item], await writeBatch(db, [item], now()));
            } catch (error) {
              failingSince ??= now();
              item.reject(error);
            }
          }
        }
        if (random() * SWEEP_ONE_IN < batch.length) await sweepRateLimits(db, now());
      }
    } finally {
      running = false;
    }
  }

  return {
    failingSince: () => failingSince,
    write(item) {
      return new Promise<LeadWriteResult>((resolve, reject) => {
        queue.push({ ...item, id: randomUUID(), resolve, reject });
        // Let the requests that arrived meanwhile join before the statement starts.
        if (!running) {
          running = true;
          setImmediate(() => void run());
        }
      });
    },
  };
}

function settle(batch: Pending[], results: LeadWriteResult[]) {
  batch.forEach((item, i) => item.resolve(results[i]!));
}

async function writeBatch(db: Db, batch: Pending[], at: number): Promise<LeadWriteResult[]> {
  const rule = batch[0]!.rate?.rule ?? { intervalMs: 0, perHour: 0 };
  const rows = batch.map((item, idx) => ({
    idx,
    id: item.id,
    submission_id: item.lead.submissionId ?? null,
    rate_key: item.rate?.key ?? null,
    kind: item.lead.kind,
    source: item.lead.source,
    name: item.lead.name,
    email: item.lead.email,
    phone: item.lead.phone ?? null,
    company: item.lead.company ?? null,
    message: item.lead.message ?? null,
    locale: item.lead.locale ?? null,
    ip: item.lead.ip ?? null,
    user_agent: item.lead.userAgent ?? null,
    details: item.lead.details ?? {},
    spam: item.lead.spam ?? false,
    spam_reason: item.lead.spamReason ?? null,
    payload: item.payload,
  }));
  const result = await db.execute(
    sql`select idx, status, window_start, count, last_at from write_lead_batch(${JSON.stringify(rows)}::jsonb, ${ruleArgs(rule, at)})`,
  );
  const out = (result as unknown as { rows: ResultRow[] }).rows;
  return batch.map((item, i): LeadWriteResult => {
    const row = out[i]!;
    if (row.status === "stored") return { status: "stored", leadId: item.id };
    if (row.status === "duplicate") return { status: "duplicate" };
    return { status: "rate_limited", retryAfterMs: retryAfterMs(row, rule, at) };
  });
}
