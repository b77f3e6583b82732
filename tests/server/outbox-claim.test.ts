/**
 * The outbox claim and the rate-limit rule as SQL functions (migration 0002): the claim takes due
 * rows in due order however long the queue, and the lead batch and a single hit apply the same
 * rule.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  claimNextDelivery,
  markFailedAttempt,
  markSentAndClaimNext,
} from "../../server/outbox/queue";
import type { Store } from "../../server/store/db";
import { createLeadWriter, type LeadWrite } from "../../server/store/lead-writer";
import { hitRateLimit, type RateRule } from "../../server/store/rate-limit";
import { deliveries } from "../../server/store/schema";
import { openMemoryStore, resetStore } from "./helpers/setup";

let store: Store;
beforeAll(async () => {
  store = await openMemoryStore();
});
afterAll(() => store.close());
beforeEach(() => resetStore(store));

const T0 = Date.parse("2026-01-05T10:00:00Z");
const LEASE = 60_000;

function lead(i: number, rate: LeadWrite["rate"] = null): LeadWrite {
  return {
    lead: {
      kind: "contact",
      source: "contact",
      name: `Visitor ${i}`,
      email: `v${i}@example.com`,
      submissionId: crypto.randomUUID(),
    },
    payload: `lead ${i}`,
    rate,
  };
}

describe("outbox claim", () => {
  it("takes every due row once, in due order, with a long queue", async () => {
    let now = T0;
    const writer = createLeadWriter(store.db, () => now);
    // Three batches at three instants; the middle one is put back to the future.
    await Promise.all(Array.from({ length: 400 }, (_, i) => writer.write(lead(i))));
    now = T0 + 1_000;
    await Promise.all(Array.from({ length: 400 }, (_, i) => writer.write(lead(400 + i))));
    const later = await store.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(eq(deliveries.payload, "lead 0"));
    await markFailedAttempt(store.db, later[0]!.id, "test", T0 + 5_000);

    const due = await store.db
      .select({ payload: deliveries.payload, at: deliveries.nextAttemptAt })
      .from(deliveries)
      .orderBy(deliveries.nextAttemptAt, deliveries.id);
    const at = T0 + 2_000;
    const order: string[] = [];
    let row = await claimNextDelivery(store.db, at, LEASE);
    while (row) {
      order.push(row.payload);
      row = await markSentAndClaimNext(store.db, row.id, at, LEASE);
    }
    // Everything due, in the order it became due (ties by id), and not the row due later.
    expect(order).toHaveLength(799);
    expect(order).toEqual(due.filter((d) => d.at.getTime() <= at).map((d) => d.payload));
    expect(order.indexOf("lead 399")).toBeLessThan(order.indexOf("lead 400"));
    const [left] = await store.db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveries)
      .where(eq(deliveries.status, "pending"));
    expect(left?.n).toBe(1);
    expect((await claimNextDelivery(store.db, T0 + 5_000, LEASE))?.payload).toBe("lead 0");
  });

  it("sends the leads of one batch in the order they came in", async () => {
    // Written together, they share one statement (after the first) and one time: only the
    // deliveries' ids order them, and those must follow the input (migration 0003).
    const writer = createLeadWriter(store.db, () => T0);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => writer.write(lead(i))));
    expect(results.every((r) => r.status === "stored")).toBe(true);
    const order: string[] = [];
    for (let row = await claimNextDelivery(store.db, T0, LEASE); row;) {
      order.push(row.payload);
      row = await markSentAndClaimNext(store.db, row.id, T0, LEASE);
    }
    expect(order).toEqual(Array.from({ length: 12 }, (_, i) => `lead ${i}`));
  });

  it("takes a row back once its lease is over, marked as possibly sent", async () => {
    const writer = createLeadWriter(store.db, () => T0);
    await writer.write(lead(1));
    const first = await claimNextDelivery(store.db, T0, LEASE);
    expect(first?.maybeSent).toBe(false);
    expect(await claimNextDelivery(store.db, T0 + LEASE - 1, LEASE)).toBeNull();
    const again = await claimNextDelivery(store.db, T0 + LEASE, LEASE);
    expect(again).toMatchObject({ id: first!.id, attempts: 2, maybeSent: true });
  });
});

describe("one rate-limit rule for a single hit and the lead batch", () => {
  const rule: RateRule = { intervalMs: 5_000, perHour: 3 };

  it("refuses the same hits with the same Retry-After either way", async () => {
    const writer = createLeadWriter(store.db, () => now);
    let now = T0;
    const batch = (key: string) => writer.write(lead(now, { key, rule }));
    const single = (key: string) => hitRateLimit(store.db, key, rule, now, () => 1);
    const seen: [string, string][] = [];
    for (const step of [0, 1_000, 5_000, 10_000, 15_000, 20_000]) {
      now = T0 + step;
      const b = await batch("batch");
      const s = await single("single");
      seen.push([
        b.status === "rate_limited" ? `refused ${b.retryAfterMs}` : b.status,
        s.allowed ? "stored" : `refused ${s.retryAfterMs}`,
      ]);
    }
    // 0 ok; 1 s: interval (4 s left); 5 s, 10 s ok (3 per hour); 15 s, 20 s: window full.
    const hourLeft = (t: number) => 60 * 60_000 - t;
    expect(seen.map(([b]) => b)).toEqual([
      "stored",
      "refused 4000",
      "stored",
      "stored",
      `refused ${hourLeft(15_000)}`,
      `refused ${hourLeft(20_000)}`,
    ]);
    expect(seen.map(([, s]) => s)).toEqual(seen.map(([b]) => b));
  });
});
