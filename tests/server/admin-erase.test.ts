/**
 * A visitor's request to have their data erased (privacy policy, "Your rights"):
 * POST /api/admin/leads/erase { email } behind Bearer ADMIN_TOKEN removes every lead sent with
 * that address and its chat delivery, and the lead tables' files no longer hold the text.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createApi, type Api } from "../../server/api";
import { openDb, type Store } from "../../server/store/db";
import { contactBody, openMemoryStore, postJson, quoteBody, testConfig } from "./helpers/setup";

const TOKEN = "owner-secret-0123456789";
const auth = { headers: { Authorization: `Bearer ${TOKEN}` } };

async function exported(api: Api): Promise<{ email: string }[]> {
  const res = await api.app.request("/api/admin/leads?spam=1", auth);
  return ((await res.json()) as { leads: { email: string }[] }).leads;
}

describe("POST /api/admin/leads/erase", () => {
  let store: Store;
  let api: Api;
  beforeAll(async () => {
    store = await openMemoryStore();
    api = await createApi(testConfig({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_ENABLED: "false" }), {
      db: store,
    });
  });
  afterAll(async () => {
    await api.close();
    await store.close();
  });

  it("erases every lead of that address, whatever its letter case, spam included", async () => {
    await postJson(api.app, "/api/contact", contactBody({ email: "Ann@Example.nl", startedAt: 0 }));
    await postJson(api.app, "/api/quote", quoteBody({ email: "ann@example.nl", startedAt: 0 }));
    await postJson(
      api.app,
      "/api/contact",
      contactBody({ email: "ann@example.nl", website: "spam", startedAt: 0 }),
    );
    await postJson(api.app, "/api/contact", contactBody({ email: "bob@example.nl", startedAt: 0 }));
    expect(await exported(api)).toHaveLength(4);

    const res = await postJson(
      api.app,
      "/api/admin/leads/erase",
      { email: " ANN@example.nl " },
      auth,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, erased: 3 });
    expect((await exported(api)).map((l) => l.email)).toEqual(["bob@example.nl"]);
    const rows = await store.db.execute(sql`select count(*)::int as n from deliveries`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    const again = await postJson(
      api.app,
      "/api/admin/leads/erase",
      { email: "ann@example.nl" },
      auth,
    );
    expect(await again.json()).toEqual({ ok: true, erased: 0 });
  });

  it("needs the token and an email address", async () => {
    expect((await postJson(api.app, "/api/admin/leads/erase", { email: "a@b.nl" })).status).toBe(
      401,
    );
    for (const body of [{}, { email: "" }, { email: "no-at-sign" }, { email: 42 }]) {
      const res = await postJson(api.app, "/api/admin/leads/erase", body, auth);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await exported(api)).toHaveLength(1);
  });
});

/** Every file under `dir` whose bytes contain `needle`. */
async function filesHolding(dir: string, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if ((await readFile(path)).includes(needle)) found.push(path);
  }
  return found;
}

describe("erasing from the embedded store's files", () => {
  it("leaves the text in none of the lead tables' files", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "erase-"));
    const marker = `erase-me-${Date.now().toString(36)}`;
    try {
      const store = await openDb({
        databaseUrl: null,
        dataDir,
        databasePoolMax: 1,
        databaseTimeoutMs: 10_000,
      });
      const api = await createApi(
        testConfig({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_ENABLED: "false", DATA_DIR: dataDir }),
        { db: store },
      );
      await postJson(
        api.app,
        "/api/contact",
        contactBody({ email: `${marker}@example.nl`, message: `Please call me ${marker}` }),
      );
      await store.db.execute(sql`checkpoint`);
      expect(await filesHolding(join(dataDir, "pglite", "base"), marker)).not.toEqual([]);

      const res = await postJson(
        api.app,
        "/api/admin/leads/erase",
        { email: `${marker}@example.nl` },
        auth,
      );
      expect(await res.json()).toEqual({ ok: true, erased: 1 });
      await store.db.execute(sql`checkpoint`);
      await api.close();
      await store.close();
      // The tables' files; the write-ahead log (pg_wal) recycles its segments in its own time.
      expect(await filesHolding(join(dataDir, "pglite", "base"), marker)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
