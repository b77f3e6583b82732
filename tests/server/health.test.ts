import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApi } from "../../server/api";
import type { LogLevel } from "../../server/config";
import { createLogger } from "../../server/log";
import { contactBody, openMemoryStore, postJson, resetStore, testConfig } from "./helpers/setup";

const post = (api: Awaited<ReturnType<typeof createApi>>, name: string) =>
  postJson(api.app, "/api/contact", contactBody({ name }), { ip: "203.0.113.61" });

describe("the health check with Telegram off", () => {
  it("says delivery is off and counts the waiting leads, with no age to alert on", async () => {
    const store = await openMemoryStore();
    const api = await createApi(testConfig({}), { db: store, startOutbox: false });
    try {
      await resetStore(store);
      const sent = await api.app.request(
        "/api/contact",
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(contactBody()),
        },
        { incoming: { socket: { remoteAddress: "203.0.113.60" } } },
      );
      expect(sent.status).toBe(200);
      const health = (await (await api.app.request("/api/health")).json()) as object;
      expect(health).toEqual({ ok: true, db: true, delivery: "off", waitingDeliveries: 1 });
    } finally {
      await api.close();
      await store.close();
    }
  });
});

describe("the health check with a store that refuses writes", () => {
  it("answers 503 from the first lead the store could not take until one is stored again, and the log says why", async () => {
    const store = await openMemoryStore();
    const lines: { level: LogLevel; line: string }[] = [];
    const log = createLogger("error", (level, line) => lines.push({ level, line }));
    let clock = Date.now();
    const api = await createApi(testConfig({ RATE_LIMIT_ENABLED: "false" }), {
      db: store,
      startOutbox: false,
      log,
      now: () => clock,
    });
    try {
      await resetStore(store);
      expect((await api.app.request("/api/health")).status).toBe(200);
      // Reads still work, writes fail: what a full disk does.
      await store.db.execute(sql`alter table leads rename to leads_away`);
      expect((await post(api, "Ann Visitor")).status).toBe(500);
      clock += 30_000;
      const refused = await api.app.request("/api/health");
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        ok: false,
        db: true,
        leadWrites: "failing",
        failingSinceSec: 30,
      });
      // The reason leads the error line, ahead of the query's text.
      const failed = lines.find((l) => l.line.includes("API request failed"))!.line;
      expect(JSON.parse(failed).error).toMatch(
        /^\w*error: relation "leads" does not exist \[42P01\]/i,
      );
      await store.db.execute(sql`alter table leads_away rename to leads`);
      expect((await post(api, "Bob Visitor")).status).toBe(200);
      expect((await api.app.request("/api/health")).status).toBe(200);
    } finally {
      await store.db.execute(sql`alter table if exists leads_away rename to leads`);
      await api.close();
      await store.close();
    }
  });
});
