/**
 * At-least-once delivery: a send in flight at shutdown finishes, or its claim is given back for an
 * immediate retry; a message re-sent after an attempt with no known result is marked as possibly
 * repeated in the chat, and only then.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../server/api";
import { TELEGRAM_MAX_CHARS } from "../../server/outbound/telegram";
import { markPossiblyRepeated, REPEAT_MARKER } from "../../server/outbox/repeat-marker";
import { telegramLength } from "../../server/outbox/telegram-length";
import type { Store } from "../../server/store/db";
import { deliveries } from "../../server/store/schema";
import { startFakeTelegram, type FakeTelegram } from "./helpers/fake-telegram";
import {
  contactBody,
  openMemoryStore,
  postJson,
  resetStore,
  testConfig,
  waitFor,
} from "./helpers/setup";

let store: Store;
let tg: FakeTelegram;
const apis: Api[] = [];

beforeAll(async () => {
  store = await openMemoryStore();
});
afterAll(() => store.close());
beforeEach(async () => {
  await resetStore(store);
  tg = await startFakeTelegram();
});
afterEach(async () => {
  await Promise.all(apis.splice(0).map((a) => a.close({ graceMs: 0 })));
  await tg.close();
});

async function start(env: Record<string, string> = {}, startOutbox = true, now?: () => number) {
  const api = await createApi(
    testConfig({
      ...tg.env,
      TELEGRAM_TIMEOUT_MS: "5000",
      // A long lease: a retry within the test can only come from a released claim.
      OUTBOX_LEASE_MS: "600000",
      ...env,
    }),
    { db: store, startOutbox, now },
  );
  apis.push(api);
  return api;
}

const row = async () => (await store.db.select().from(deliveries))[0]!;
const isMarked = (text: string | undefined) => text?.startsWith(REPEAT_MARKER) ?? false;

describe("outbox at shutdown and after an unclean stop", () => {
  it("lets a send in flight finish within the grace period, without a marker", async () => {
    tg.delayMs = 400;
    const api = await start();
    expect((await postJson(api.app, "/api/contact", contactBody())).status).toBe(200);
    await waitFor(() => tg.requests.length === 1, 3000, "the send to start");
    await api.close({ graceMs: 3000 });
    expect(tg.delivered).toHaveLength(1);
    expect(isMarked(tg.delivered[0]?.text)).toBe(false);
    expect(await row()).toMatchObject({ status: "sent", attempts: 1, maybeSent: false });
  });

  it("aborts a send still running when the grace period ends and retries it at once, marked", async () => {
    tg.script = ["hang"];
    const first = await start();
    await postJson(first.app, "/api/contact", contactBody());
    await waitFor(() => tg.requests.length === 1, 3000, "the send to start");
    const stopping = Date.now();
    await first.close({ graceMs: 200 });
    expect(Date.now() - stopping).toBeLessThan(2000);
    const released = await row();
    expect(released).toMatchObject({ status: "pending", maybeSent: true, lockedUntil: null });
    expect(released.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    await start();
    await waitFor(() => tg.delivered.length === 1, 3000, "the retry");
    expect(tg.requests).toHaveLength(2);
    expect(tg.delivered[0]?.text).toBe(markPossiblyRepeated(tg.requests[0]!.text));
    await waitFor(async () => (await row()).status === "sent", 3000, "the row marked sent");
    expect((await row()).maybeSent).toBe(false);
  });

  it("marks the retry of a claim whose lease expired, and nothing else", async () => {
    const api = await start({}, false);
    await postJson(api.app, "/api/contact", contactBody(), { ip: "192.0.2.1" });
    await postJson(api.app, "/api/contact", contactBody({ name: "Second" }), { ip: "192.0.2.2" });
    const [a] = await store.db.select().from(deliveries).orderBy(deliveries.id);
    // The first one was claimed by a sender that died: its lease is over.
    await store.db
      .update(deliveries)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() - 1) })
      .where(eq(deliveries.id, a!.id));
    await api.outbox!.runOnce();
    expect(tg.delivered).toHaveLength(2);
    expect(tg.delivered.filter((m) => isMarked(m.text))).toHaveLength(1);
    expect(isMarked(tg.delivered.find((m) => m.text.includes("Second"))?.text)).toBe(false);
  });

  it("on the embedded store, retries a claim left by a stopped process at start, not after its lease", async () => {
    const feeder = await start({}, false);
    await postJson(feeder.app, "/api/contact", contactBody());
    await store.db
      .update(deliveries)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() + 600_000) });
    await start();
    await waitFor(() => tg.delivered.length === 1, 3000, "the retry at start");
    expect(isMarked(tg.delivered[0]?.text)).toBe(true);
  });

  it("marks a retry after a timeout, not after a refusal with an HTTP status", async () => {
    tg.script = [{ status: 503 }, "ok"];
    // The outbox's clock, moved past the backoff between attempts. The timeout is real: long
    // enough that an answered send never times out on a loaded machine.
    let clock = Date.now();
    const api = await start({ TELEGRAM_TIMEOUT_MS: "1500" }, false, () => clock);
    const retry = async () => {
      clock += 60_000;
      await api.outbox!.runOnce();
    };
    await postJson(api.app, "/api/contact", contactBody(), { ip: "192.0.2.1" });
    await api.outbox!.runOnce();
    expect(tg.delivered).toHaveLength(0);
    await retry();
    expect(tg.delivered).toHaveLength(1);
    expect(isMarked(tg.delivered[0]?.text)).toBe(false);

    await resetStore(store);
    tg.script = ["hang", "ok"];
    await postJson(api.app, "/api/contact", contactBody(), { ip: "192.0.2.2" });
    await api.outbox!.runOnce();
    expect(tg.delivered).toHaveLength(1);
    await retry();
    expect(tg.delivered).toHaveLength(2);
    expect(isMarked(tg.delivered[1]?.text)).toBe(true);
  });

  it("keeps a marked message within Telegram's limit without cutting an entity", () => {
    const head = "<b>📩 New contact message</b>\n\n<b>Message:</b>\n";
    // Telegram counts the visible text (an &amp; is one character): make that too long.
    const text = head + "a &amp; b ".repeat(1000);
    const marked = markPossiblyRepeated(text);
    expect(telegramLength(marked)).toBeLessThanOrEqual(TELEGRAM_MAX_CHARS);
    expect(marked.startsWith(REPEAT_MARKER)).toBe(true);
    expect(marked).toMatch(/(amp;|[ ab])…$/);
    expect(markPossiblyRepeated("short")).toBe(`${REPEAT_MARKER}\n\nshort`);
  });
});
