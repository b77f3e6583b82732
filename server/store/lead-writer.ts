/**
 * Stores leads in batches: every submission waiting at a moment is written by ONE statement (the
 * duplicate check, the rate-limit upsert, the lead and its outbox row), atomically, and each
 * caller is answered once it is committed. PGlite runs one statement at a time on one thread and
 * each statement costs about a millisecond however small, so one statement per batch instead of
 * six per lead is what lets the embedded store take hundreds of leads a second; PostgreSQL gets
 * fewer round trips. The rate-limit semantics are those of server/store/rate-limit.ts (one
 * accepted submission per interval, `perHour` per hourly window; a refused hit changes nothing).
 * See docs/decisions/112-batched-lead-writes.md.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./db";
import type { NewLead } from "./leads-repo";
import type { RateRule } from "./rate-limit";

const HOUR_MS = 60 * 60 * 1000;
/** Idle rate-limit rows older than this are swept (both windows are over). */
const STALE_AFTER_MS = 2 * HOUR_MS;
/** Sweep stale rate-limit rows about once per this many leads. */
const SWEEP_ONE_IN = 500;
/** Most submissions one statement writes. */
const MAX_BATCH = 256;

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

export type LeadWriter = { write(item: LeadWrite): Promise<LeadWriteResult> };

type Pending = LeadWrite & {
  id: string;
  resolve: (r: LeadWriteResult) => void;
  reject: (e: unknown) => void;
};

type ResultRow = {
  idx: number;
  status: "stored" | "duplicate" | "limited";
  window_start: string | Date | null;
  count: number | null;
  last_at: string | Date | null;
};

const ruleKey = (item: LeadWrite) =>
  item.rate ? `${item.rate.rule.intervalMs}/${item.rate.rule.perHour}` : "none";

export function createLeadWriter(
  db: Db,
  now: () => number,
  random: () => number = Math.random,
): LeadWriter {
  const queue: Pending[] = [];
  let running = false;

  /** The next batch: one rule (the upsert's condition is per statement), each bucket once. */
  function takeBatch(): Pending[] {
    const rule = ruleKey(queue[0]!);
    const keys = new Set<string>();
    const batch: Pending[] = [];
    for (let i = 0; i < queue.length && batch.length < MAX_BATCH;) {
      const item = queue[i]!;
      const key = item.rate?.key;
      if (ruleKey(item) !== rule || (key !== undefined && keys.has(key))) {
        i++;
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(item);
      queue.splice(i, 1);
    }
    return batch;
  }

  async function run() {
    running = true;
    try {
      while (queue.length > 0) {
        const batch = takeBatch();
        try {
          settle(batch, await writeBatch(db, batch, now()));
        } catch {
          // One bad submission must not fail the others: write them one by one.
          for (const item of batch) {
            try {
              settle([item], await writeBatch(db, [item], now()));
            } catch (error) {
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

async function sweepRateLimits(db: Db, at: number) {
  await db.execute(
    sql`delete from rate_limits where last_at < ${new Date(at - STALE_AFTER_MS).toISOString()}::timestamptz`,
  );
}

const ms = (v: string | Date | null) => (v === null ? 0 : new Date(v).getTime());

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
  const ts = (v: number) => sql`${new Date(v).toISOString()}::timestamptz`;
  const now = ts(at);
  const hourAgo = ts(at - HOUR_MS);
  // Data-modifying CTEs all run; the final select sees the rate-limit rows as they were before
  // this statement, which for a refused hit is how they still are.
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        idx int, id uuid, submission_id uuid, rate_key text, kind text, source text, name text,
        email text, phone text, company text, message text, locale text, ip text,
        user_agent text, details jsonb, spam boolean, spam_reason text, payload text)
    ),
    dup as (
      select i.idx from input i join leads l on l.submission_id = i.submission_id
    ),
    fresh as (select * from input where idx not in (select idx from dup)),
    rl as (
      insert into rate_limits as r (key, window_start, count, last_at)
      select rate_key, ${now}, 1, ${now} from fresh where rate_key is not null
      on conflict (key) do update set
        window_start = case when r.window_start <= ${hourAgo} then ${now} else r.window_start end,
        count = case when r.window_start <= ${hourAgo} then 1 else r.count + 1 end,
        last_at = ${now}
      where r.last_at <= ${ts(at - rule.intervalMs)}
        and (r.window_start <= ${hourAgo} or r.count < ${rule.perHour})
      returning key
    ),
    ok as (select * from fresh where rate_key is null or rate_key in (select key from rl)),
    ins as (
      insert into leads (id, submission_id, kind, source, name, email, phone, company, message,
        locale, ip, user_agent, details, spam, spam_reason, created_at)
      select id, submission_id, kind, source, name, email, phone, company, message, locale, ip,
        user_agent, details, spam, spam_reason, ${now} from ok
      on conflict (submission_id) do nothing
      returning id
    ),
    dl as (
      insert into deliveries (lead_id, channel, payload, next_attempt_at, created_at)
      select ok.id, 'telegram', ok.payload, ${now}, ${now}
      from ok join ins on ins.id = ok.id where ok.payload is not null
      returning lead_id
    )
    select i.idx,
      case when i.id in (select id from ins) then 'stored'
           when i.idx in (select idx from dup) or i.idx in (select idx from ok) then 'duplicate'
           else 'limited' end as status,
      r.window_start, r.count, r.last_at
    from input i left join rate_limits r on r.key = i.rate_key
    order by i.idx`);
  const out = (result as unknown as { rows: ResultRow[] }).rows;
  return batch.map((item, i): LeadWriteResult => {
    const row = out[i]!;
    if (row.status === "stored") return { status: "stored", leadId: item.id };
    if (row.status === "duplicate") return { status: "duplicate" };
    if (row.last_at === null) return { status: "rate_limited", retryAfterMs: rule.intervalMs };
    const untilInterval = ms(row.last_at) + rule.intervalMs - at;
    const windowFull = (row.count ?? 0) >= rule.perHour && ms(row.window_start) > at - HOUR_MS;
    const untilWindow = windowFull ? ms(row.window_start) + HOUR_MS - at : 0;
    return { status: "rate_limited", retryAfterMs: Math.max(untilInterval, untilWindow, 1) };
  });
}
