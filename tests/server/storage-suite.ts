/**
 * Storage and delivery behaviour, run against embedded PGlite and against a real PostgreSQL
 * (storage.pglite.test.ts, storage.postgres.test.ts).
 */
import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../server/api";
import { createLogger } from "../../server/log";
import type { Store } from "../../server/store/db";
import { hasStoredTwin, insertLead, type NewLead } from "../../server/store/leads-repo";
import { hitRateLimit } from "../../server/store/rate-limit";
import { deleteExpiredLeads, leadCutoff } from "../../server/store/retention";
import { visibleText } from "../../server/outbox/telegram-length";
import { deliveries, leads, rateLimits } from "../../server/store/schema";
import { FAKE_CHAT_ID, startFakeTelegram, type FakeTelegram } from "./helpers/fake-telegram";
import { contactBody, postJson, resetStore, testConfig, waitFor } from "./helpers/setup";

export type StoreFactory = {
  /** The shared store of the file (opened in beforeAll). */
  store: () => Store;
  /** A second, independent connection to the same database (another "instance"), or null. */
  openAnother: () => Promise<Store | null>;
};

const countRows = async (
  store: Store,
  table: typeof leads | typeof deliveries | typeof rateLimits,
) => (await store.db.select({ n: count() }).from(table))[0]?.n ?? 0;

export function defineStorageSuite(label: string, factory: StoreFactory): void {
  describe(`storage and delivery (${label})`, () => {
    let tg: FakeTelegram;
    const apis: Api[] = [];
    const start = async (
      env: Record<string, string> = {},
      opts: {
        store?: Store;
        startOutbox?: boolean;
        now?: () => number;
        log?: ReturnType<typeof createLogger>;
      } = {},
    ) => {
      const config = testConfig({
        ...tg.env,
        ...env,
      });
      const api = await createApi(config, {
        db: opts.store ?? factory.store(),
        startOutbox: opts.startOutbox,
        now: opts.now,
        log: opts.log,
      });
      apis.push(api);
      return api;
    };

    beforeEach(async () => {
      await resetStore(factory.store());
      tg = await startFakeTelegram();
    });
    afterEach(async () => {
      await Promise.all(apis.splice(0).map((a) => a.close()));
      await tg.close();
    });

    it("stores a lead before answering and delivers the exact text", async () => {
      const api = await start({}, { startOutbox: false });
      // Markup is text like any other: accepted, stored verbatim, escaped for the chat.
      const ok = await postJson(
        api.app,
        "/api/contact",
        contactBody({ phone: "", message: 'My <header> is broken & "soon"\nThanks' }),
      );
      expect(ok.status).toBe(200);
      expect(await countRows(factory.store(), leads)).toBe(1); // committed before the reply
      await api.outbox?.runOnce();
      expect(tg.delivered).toHaveLength(1);
      expect(tg.delivered[0]).toMatchObject({ chat_id: FAKE_CHAT_ID, parse_mode: "HTML" });
      expect(tg.delivered[0]?.text).toBe(
        [
          "<b>📩 New contact message</b>",
          "",
          "<b>Name:</b> Jan Jansen",
          "<b>Email:</b> jan@example.nl",
          "<b>Phone:</b> Not provided",
          "<b>IP:</b> 203.0.113.7",
          "",
          "<b>Message:</b>",
          "My &lt;header&gt; is broken &amp; &quot;soon&quot;\nThanks",
        ].join("\n"),
      );
      const [row] = await factory.store().db.select().from(deliveries);
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
    });

    it("keeps retrying while the chat is down (5xx, timeout) and then delivers once", async () => {
      tg.script = [
        { status: 502, body: { ok: false, description: "Bad Gateway" } },
        "hang",
        { status: 500 },
      ];
      const api = await start();
      expect((await postJson(api.app, "/api/contact", contactBody())).status).toBe(200);
      await waitFor(() => tg.delivered.length === 1, 8000, "delivery after outage");
      await api.close(); // the run in flight finishes; a second send would show below
      expect(tg.requests).toHaveLength(4);
      expect(tg.delivered).toHaveLength(1);
      const [row] = await factory.store().db.select().from(deliveries);
      expect(row).toMatchObject({ status: "sent", attempts: 4, lastError: null });
    });

    it("honours retry_after on 429", async () => {
      tg.script = [
        {
          status: 429,
          body: {
            ok: false,
            error_code: 429,
            description: "Too Many Requests: retry after 1",
            parameters: { retry_after: 1 },
          },
        },
      ];
      // The outbox's clock, moved by the test: nothing is sent before the second is over.
      let clock = Date.now();
      const api = await start({}, { startOutbox: false, now: () => clock });
      await postJson(api.app, "/api/contact", contactBody());
      await api.outbox!.runOnce();
      expect(tg.requests).toHaveLength(1);
      await api.outbox!.runOnce();
      clock += 999;
      await api.outbox!.runOnce();
      expect(tg.requests).toHaveLength(1);
      clock += 1;
      await api.outbox!.runOnce();
      expect(tg.requests).toHaveLength(2);
      expect(tg.delivered).toHaveLength(1);
    });

    it("after a 429 pause delivers the leads in the order they came", async () => {
      tg.script = [
        {
          status: 429,
          body: { ok: false, error_code: 429, parameters: { retry_after: 1 } },
        },
      ];
      let clock = Date.now();
      const api = await start(
        { RATE_LIMIT_ENABLED: "false" },
        { startOutbox: false, now: () => clock },
      );
      await postJson(api.app, "/api/contact", contactBody({ name: "First Visitor" }));
      await api.outbox!.runOnce();
      expect(tg.requests).toHaveLength(1);
      await postJson(api.app, "/api/contact", contactBody({ name: "Second Visitor" }));
      await postJson(api.app, "/api/contact", contactBody({ name: "Third Visitor" }));
      clock += 1000;
      await api.outbox!.runOnce();
      const order = tg.delivered.map((m) => /(First|Second|Third) Visitor/.exec(m.text)?.[1]);
      expect(order).toEqual(["First", "Second", "Third"]);
    });

    it("delivers what was pending when the server restarted", async () => {
      tg.script = [{ status: 503 }, { status: 503 }, { status: 503 }];
      const first = await start({ OUTBOX_RETRY_BASE_MS: "60000", OUTBOX_RETRY_MAX_MS: "60000" });
      await postJson(first.app, "/api/contact", contactBody());
      await postJson(first.app, "/api/contact", contactBody({ name: "Second Visitor" }), {
        ip: "198.51.100.2",
      });
      // The chat is down: the first lead's try fails and the worker waits (a minute) as a whole.
      await waitFor(() => tg.requests.length >= 1, 3000, "first try");
      await first.close(); // "crash" with two deliveries pending
      expect(tg.delivered).toHaveLength(0);
      // A delivery claimed by an instance that died mid-send is taken over when its lease ends.
      await factory
        .store()
        .db.update(deliveries)
        .set({
          status: "sending",
          lockedUntil: new Date(Date.now() - 1),
          nextAttemptAt: new Date(),
        });
      tg.script = [];
      const second = await start({}, { store: (await factory.openAnother()) ?? factory.store() });
      await waitFor(() => tg.delivered.length === 2, 5000, "delivery after restart");
      expect(new Set(tg.delivered.map((m) => m.text)).size).toBe(2);
      await second.close();
    });

    it("stores and delivers a duplicate submission id once, answering success both times", async () => {
      const api = await start({}, { startOutbox: false });
      const id = "7f1e9a3c-2b4d-4c6e-8f10-1a2b3c4d5e6f";
      const a = await postJson(api.app, "/api/contact", contactBody({ id }));
      const b = await postJson(api.app, "/api/contact", contactBody({ id }));
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(await b.json()).toEqual({ ok: true });
      await api.outbox?.runOnce();
      expect(await countRows(factory.store(), leads)).toBe(1);
      expect(tg.delivered).toHaveLength(1);
    });

    it("takes a repeated submission id with other content as a new message: stored and delivered too", async () => {
      const api = await start({ RATE_LIMIT_ENABLED: "false" }, { startOutbox: false });
      const id = "0b6c2f4e-9a1d-4e3b-8c5f-2d7e6a1b9c30";
      // A send whose answer was lost, then the same id with a corrected phone number.
      const first = await postJson(api.app, "/api/contact", contactBody({ id }));
      const fixed = contactBody({ id, phone: "+31 6 8765 4321" });
      const again = await postJson(api.app, "/api/contact", fixed);
      expect([first.status, again.status]).toEqual([200, 200]);
      // The exact retry of the corrected one is a copy again.
      expect((await postJson(api.app, "/api/contact", fixed)).status).toBe(200);
      await api.outbox?.runOnce();
      expect(await countRows(factory.store(), leads)).toBe(2);
      expect(tg.delivered).toHaveLength(2);
      expect(tg.delivered.filter((m) => m.text.includes("+31 6 8765 4321"))).toHaveLength(1);
    });

    it("delivers a clean send whose earlier copy under the same id was flagged as spam", async () => {
      const api = await start({ RATE_LIMIT_ENABLED: "false" }, { startOutbox: false });
      const id = "3d9a7c21-5e4b-4f8a-9c0d-6b1e2f3a4c5d";
      // The hidden field filled on the first send (a form filler), empty on the second.
      const flagged = await postJson(api.app, "/api/contact", contactBody({ id, website: "x" }));
      const clean = await postJson(api.app, "/api/contact", contactBody({ id }));
      expect([flagged.status, clean.status]).toEqual([200, 200]);
      await api.outbox?.runOnce();
      expect(tg.delivered).toHaveLength(1);
    });

    it("does not answer a send refused by the rate limit as sent when its stored copy is spam", async () => {
      const api = await start({}, { startOutbox: false });
      const body = contactBody({ name: "Twin Visitor" });
      await postJson(api.app, "/api/contact", { ...body, website: "x" });
      expect((await postJson(api.app, "/api/contact", body)).status).toBe(429);
    });

    it("rate-limits per IP across instances sharing the database", async () => {
      const other = await factory.openAnother();
      const a = await start({}, { startOutbox: false });
      const b = await start({}, { startOutbox: false, store: other ?? factory.store() });
      expect(
        (await postJson(a.app, "/api/contact", contactBody(), { ip: "192.0.2.10" })).status,
      ).toBe(200);
      const limited = await postJson(b.app, "/api/contact", contactBody({ name: "Again" }), {
        ip: "192.0.2.10",
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers.get("Retry-After"))).toBeLessThanOrEqual(5);
      expect(
        (await postJson(b.app, "/api/contact", contactBody(), { ip: "192.0.2.11" })).status,
      ).toBe(200);
      expect(await countRows(factory.store(), leads)).toBe(2);
      if (other) await other.close();
    });

    it("applies the minimum interval and the hourly cap, then opens a new window", async () => {
      const db = factory.store().db;
      const rule = { intervalMs: 5000, perHour: 3 };
      const t = Date.parse("2025-05-01T12:00:00Z");
      const hit = (at: number) => hitRateLimit(db, "contact:192.0.2.99", rule, at, () => 1);
      expect(await hit(t)).toEqual({ allowed: true });
      expect(await hit(t + 1000)).toEqual({ allowed: false, retryAfterMs: 4000 });
      expect(await hit(t + 5000)).toEqual({ allowed: true });
      expect(await hit(t + 10_000)).toEqual({ allowed: true });
      expect(await hit(t + 15_000)).toEqual({ allowed: false, retryAfterMs: 3_600_000 - 15_000 });
      expect(await hit(t + 3_600_000)).toEqual({ allowed: true });
    });

    it("sends each message once with several instances delivering (SKIP LOCKED)", async () => {
      const feeder = await start({ RATE_LIMIT_ENABLED: "false" }, { startOutbox: false });
      for (let i = 0; i < 12; i++)
        await postJson(feeder.app, "/api/contact", contactBody({ name: `Visitor ${i}` }), {
          ip: `192.0.2.${i + 1}`,
        });
      const stores = [
        factory.store(),
        (await factory.openAnother()) ?? factory.store(),
        (await factory.openAnother()) ?? factory.store(),
      ];
      const workers = await Promise.all(
        stores.map((s) => start({}, { store: s, startOutbox: false })),
      );
      await Promise.all(workers.map((w) => w.outbox!.runOnce()));
      expect(tg.delivered).toHaveLength(12);
      expect(new Set(tg.delivered.map((m) => m.text)).size).toBe(12);
      const sent = await factory
        .store()
        .db.select({ n: count() })
        .from(deliveries)
        .where(eq(deliveries.status, "sent"));
      expect(sent[0]?.n).toBe(12);
      await Promise.all(workers.map((w) => w.close()));
      for (const s of stores.slice(1)) if (s !== factory.store()) await s.close();
    });

    it("never gives a delivery up: past the last attempt it is retried until the chat answers", async () => {
      tg.script = [
        { status: 401, body: { ok: false, description: "Unauthorized" } },
        { status: 401 },
        { status: 401 },
      ];
      // The outbox's clock, moved past the backoff (OUTBOX_RETRY_MAX_MS) between the attempts.
      let clock = Date.now();
      const api = await start(
        { OUTBOX_MAX_ATTEMPTS: "2", OUTBOX_RETRY_MAX_MS: "100" },
        { startOutbox: false, now: () => clock },
      );
      await postJson(api.app, "/api/contact", contactBody());
      for (let attempt = 1; attempt <= 3; attempt++) {
        await api.outbox!.runOnce();
        clock += 100;
        const [row] = await factory.store().db.select().from(deliveries);
        expect(row).toMatchObject({ status: "pending", attempts: attempt });
        expect(row?.lastError).toContain("401");
      }
      expect(tg.delivered).toHaveLength(0);
      await api.outbox!.runOnce();
      expect(tg.delivered).toHaveLength(1);
      const [row] = await factory.store().db.select().from(deliveries);
      expect(row?.status).toBe("sent");
    });

    it("says at the first failure, as an error, that Telegram refuses the bot or the chat", async () => {
      tg.script = [
        { status: 400, body: { ok: false, description: "Bad Request: chat not found" } },
      ];
      const lines: { level: string; line: string }[] = [];
      const log = createLogger("info", (level, line) => lines.push({ level, line }));
      // The outbox's clock stands still: the test back-off (OUTBOX_RETRY_BASE_MS 20) must not run
      // out while the same run looks for the next due row, or the retry gets through at once.
      let clock = Date.now();
      const api = await start({}, { startOutbox: false, log, now: () => clock });
      await postJson(api.app, "/api/contact", contactBody());
      await api.outbox!.runOnce();
      const errors = lines.filter((l) => l.level === "error").map((l) => l.line);
      expect(
        errors.filter((l) => l.includes("TELEGRAM_CHAT_ID")),
        errors.join("\n"),
      ).toHaveLength(1);
      // The health check shows the lead waiting, and for how long, for monitoring to alert on.
      clock += 90_000;
      const health = (await (await api.app.request("/api/health")).json()) as Record<
        string,
        number
      >;
      expect(health).toMatchObject({ ok: true, waitingDeliveries: 1, oldestWaitingSec: 90 });
    });

    it("while the chat is down waits as a whole, then delivers the leads in the order they came", async () => {
      tg.script = [{ status: 503 }, "hang", { status: 500 }];
      let clock = Date.now();
      const api = await start(
        {
          RATE_LIMIT_ENABLED: "false",
          OUTBOX_RETRY_BASE_MS: "60000",
          OUTBOX_RETRY_MAX_MS: "60000",
          TELEGRAM_TIMEOUT_MS: "300",
        },
        { startOutbox: false, now: () => clock },
      );
      const names = ["First", "Second", "Third"];
      for (const name of names)
        await postJson(api.app, "/api/contact", contactBody({ name: `${name} Visitor` }));
      // Each run tries the oldest lead once, fails, and sends nothing after it.
      for (let tries = 1; tries <= 3; tries++) {
        await api.outbox!.runOnce();
        expect(tg.requests).toHaveLength(tries);
        expect(tg.requests[tries - 1]?.text).toContain("First Visitor");
        expect(tg.delivered).toHaveLength(0);
        clock += 60_000;
      }
      await api.outbox!.runOnce();
      const order = tg.delivered.map((m) => /(First|Second|Third) Visitor/.exec(m.text)?.[1]);
      expect(order).toEqual(names);
      const health = (await (await api.app.request("/api/health")).json()) as Record<
        string,
        number
      >;
      expect(health).toMatchObject({ waitingDeliveries: 0, oldestWaitingSec: 0 });
    });

    it("a new lead ends an outage's wait: the chat is tried at once, oldest lead first; a 429's wait is kept", async () => {
      // A back-off far longer than the test: only a new lead's arrival can end it.
      const env = {
        RATE_LIMIT_ENABLED: "false",
        OUTBOX_RETRY_BASE_MS: "600000",
        OUTBOX_RETRY_MAX_MS: "600000",
        OUTBOX_POLL_MS: "600000",
      };
      tg.script = [{ status: 503 }];
      const api = await start(env);
      await postJson(api.app, "/api/contact", contactBody({ name: "First Visitor" }));
      await waitFor(() => tg.requests.length === 1, 3000, "the first try, refused");
      // The chat is back (the script is used up); the next lead to come in tries it again.
      await postJson(api.app, "/api/contact", contactBody({ name: "Second Visitor" }));
      await waitFor(() => tg.delivered.length === 2, 3000, "both leads once the chat is back");
      const order = tg.delivered.map((m) => /(First|Second) Visitor/.exec(m.text)?.[1]);
      expect(order).toEqual(["First", "Second"]);

      // Telegram's own "retry after" is kept to the letter, new leads or not.
      tg.script = [
        { status: 429, body: { ok: false, error_code: 429, parameters: { retry_after: 600 } } },
      ];
      await postJson(api.app, "/api/contact", contactBody({ name: "Third Visitor" }));
      await waitFor(() => tg.requests.length === 4, 3000, "the third lead's try, limited");
      await postJson(api.app, "/api/contact", contactBody({ name: "Fourth Visitor" }));
      await new Promise((r) => setTimeout(r, 300));
      expect(tg.requests).toHaveLength(4);
    });

    it("a message Telegram refuses as HTML goes at once as plain text, in its place", async () => {
      const refusal = {
        status: 400,
        body: { ok: false, description: "Bad Request: can't parse entities" },
      };
      tg.script = [refusal];
      const lines: { level: string; line: string }[] = [];
      const log = createLogger("info", (level, line) => lines.push({ level, line }));
      const api = await start({ RATE_LIMIT_ENABLED: "false" }, { startOutbox: false, log });
      for (const name of ["First <Visitor> & co", "Second Visitor"])
        await postJson(api.app, "/api/contact", contactBody({ name, message: "Hi & <bye>" }));
      await api.outbox!.runOnce();
      // The refused HTML, then the same lead as its visible text, then the next lead as HTML.
      expect(tg.requests.map((r) => r.parse_mode ?? "plain")).toEqual(["HTML", "plain", "HTML"]);
      expect(tg.delivered.map((m) => /(First|Second)/.exec(m.text)?.[1])).toEqual([
        "First",
        "Second",
      ]);
      expect(tg.delivered[0]?.text).toBe(visibleText(tg.requests[0]!.text));
      expect(tg.delivered[0]?.text).toContain("First <Visitor> & co");
      expect(tg.delivered[0]?.text).toContain("Hi & <bye>");
      const rows = await factory.store().db.select().from(deliveries);
      expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
      const warned = lines
        .filter((l) => l.level === "warn")
        .map((l) => JSON.parse(l.line) as { msg: string })
        .filter((l) => /Telegram/.test(l.msg));
      expect(warned).toEqual([
        expect.objectContaining({ error: expect.stringContaining("can't parse entities") }),
      ]);
    });

    it("a message Telegram refuses as HTML and as plain text waits alone: the next leads go on", async () => {
      const refusal = {
        status: 400,
        body: { ok: false, description: "Bad Request: can't parse entities" },
      };
      tg.script = [refusal, refusal];
      let clock = Date.now();
      const api = await start(
        {
          RATE_LIMIT_ENABLED: "false",
          OUTBOX_RETRY_BASE_MS: "60000",
          OUTBOX_RETRY_MAX_MS: "60000",
        },
        { startOutbox: false, now: () => clock },
      );
      for (const name of ["First Visitor", "Second Visitor"])
        await postJson(api.app, "/api/contact", contactBody({ name }));
      await api.outbox!.runOnce();
      expect(tg.delivered.map((m) => m.text)).toEqual([expect.stringContaining("Second Visitor")]);
      clock += 60_000;
      await api.outbox!.runOnce();
      expect(tg.delivered).toHaveLength(2);
      expect(tg.delivered[1]?.text).toContain("First Visitor");
    });

    it("follows a group upgraded to a supergroup to its new id, and says which id to configure", async () => {
      const newChatId = -1_009_876_543_210;
      tg.script = [
        {
          status: 400,
          body: {
            ok: false,
            error_code: 400,
            description: "Bad Request: group chat was upgraded to a supergroup chat",
            parameters: { migrate_to_chat_id: newChatId },
          },
        },
      ];
      const lines: { level: string; line: string }[] = [];
      const log = createLogger("info", (level, line) => lines.push({ level, line }));
      const clock = Date.now();
      const api = await start(
        { RATE_LIMIT_ENABLED: "false" },
        { startOutbox: false, log, now: () => clock },
      );
      for (const name of ["First Visitor", "Second Visitor"])
        await postJson(api.app, "/api/contact", contactBody({ name }));
      await api.outbox!.runOnce();
      expect(tg.requests[0]?.chat_id).toBe(FAKE_CHAT_ID);
      const order = tg.delivered.map((m) => /(First|Second) Visitor/.exec(m.text)?.[1]);
      expect(order).toEqual(["First", "Second"]);
      expect(new Set(tg.delivered.map((m) => String(m.chat_id)))).toEqual(
        new Set([String(newChatId)]),
      );
      const errors = lines.filter((l) => l.level === "error").map((l) => l.line);
      expect(errors).toHaveLength(1);
      expect(JSON.parse(errors[0]!)).toMatchObject({ newChatId });
      const rows = await factory.store().db.select().from(deliveries);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ["sent", 1],
        ["sent", 1],
      ]);
    });

    it("queues again, at start-up and on request, a delivery an earlier version gave up", async () => {
      const first = await start({ RATE_LIMIT_ENABLED: "false" }, { startOutbox: false });
      await postJson(first.app, "/api/contact", contactBody());
      await postJson(first.app, "/api/contact", contactBody({ email: "second@example.com" }));
      await first.close();
      const db = factory.store().db;
      await db.update(deliveries).set({ status: "failed", attempts: 100 });
      const api = await start({ ADMIN_TOKEN: "admin-token-0123456789" }, { startOutbox: false });
      expect((await db.select().from(deliveries)).map((r) => r.status)).toEqual([
        "pending",
        "pending",
      ]);
      const rows = await db.select().from(deliveries);
      await db.update(deliveries).set({ status: "failed" }).where(eq(deliveries.id, rows[0]!.id));
      const res = await api.app.request("/api/admin/leads/requeue", {
        method: "POST",
        headers: { Authorization: "Bearer admin-token-0123456789" },
      });
      expect(await res.json()).toEqual({ ok: true, requeued: 1 });
      await api.outbox!.runOnce();
      expect(tg.delivered).toHaveLength(2);
    });

    it("deletes leads past the retention period with their outbox rows, and keeps the rest", async () => {
      const db = factory.store().db;
      const lead = (email: string): NewLead => ({
        kind: "contact",
        source: "contact",
        name: "Ada",
        email,
        details: {},
      });
      const now = Date.UTC(2026, 10, 22, 12);
      await insertLead(db, lead("old@example.com"), { payload: "old" }, Date.UTC(2024, 10, 22, 11));
      await insertLead(
        db,
        lead("kept@example.com"),
        { payload: "kept" },
        Date.UTC(2024, 10, 22, 13),
      );
      expect(await deleteExpiredLeads(db, now)).toBe(1);
      const left = await db.select({ email: leads.email }).from(leads);
      expect(left.map((r) => r.email)).toEqual(["kept@example.com"]);
      expect(await countRows(factory.store(), deliveries)).toBe(1);
    });

    it("finds a stored lead's exact twin within the window, and nothing that differs", async () => {
      const db = factory.store().db;
      const stored: NewLead = {
        kind: "quote",
        source: "calculator",
        name: "Ada",
        email: "ada@example.com",
        phone: null,
        ip: "192.0.2.8",
        message: "Hallo",
        details: { config: { platform: "elementor", pages: 6, addons: ["seo"] } },
      };
      const at = Date.UTC(2026, 10, 22, 12);
      await insertLead(db, stored, { payload: "x" }, at);
      const since = new Date(at - 60_000);
      expect(await hasStoredTwin(db, { ...stored }, since)).toBe(true);
      expect(await hasStoredTwin(db, { ...stored, message: "Hallo!" }, since)).toBe(false);
      expect(await hasStoredTwin(db, { ...stored, phone: "+31 6" }, since)).toBe(false);
      expect(await hasStoredTwin(db, { ...stored, ip: "192.0.2.9" }, since)).toBe(false);
      const otherPages = { config: { platform: "elementor", pages: 7, addons: ["seo"] } };
      expect(await hasStoredTwin(db, { ...stored, details: otherPages }, since)).toBe(false);
      expect(await hasStoredTwin(db, stored, new Date(at + 1))).toBe(false);
      // A copy flagged as spam is never delivered: it is no twin.
      const spam = { ...stored, email: "spam@example.com", spam: true, spamReason: "honeypot" };
      await insertLead(db, spam, null, at);
      expect(await hasStoredTwin(db, { ...spam, spam: false, spamReason: null }, since)).toBe(
        false,
      );
    });

    it("sweeps rate-limit rows whose windows are over when the server starts", async () => {
      const db = factory.store().db;
      const rule = { intervalMs: 5000, perHour: 3 };
      // Hit long ago: stale now, and no later write would sweep it on a quiet site.
      await hitRateLimit(db, "contact:192.0.2.77", rule, Date.now() - 3 * 3_600_000, () => 1);
      expect(await countRows(factory.store(), rateLimits)).toBe(1);
      await start({}, { startOutbox: false });
      await waitFor(
        async () => (await countRows(factory.store(), rateLimits)) === 0,
        5000,
        "the rate-limit sweep",
      );
    });

    it("sweeps expired leads when the server starts", async () => {
      const db = factory.store().db;
      const longAgo = leadCutoff(Date.now()).getTime() - 60_000;
      await insertLead(
        db,
        { kind: "contact", source: "contact", name: "Old", email: "old@example.com", details: {} },
        null,
        longAgo,
      );
      await start({}, { startOutbox: false });
      await waitFor(async () => (await countRows(factory.store(), leads)) === 0, 5000, "the sweep");
    });
  });
}
