/** The export is complete and safe: pages past 10,000 leads, 400 on bad parameters, throttled guessing. */
import type { ServerType } from "@hono/node-server";
import { serve } from "@hono/node-server";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../server/api";
import { ADMIN_AUTH_RULE } from "../../server/api/admin";
import { createLogger } from "../../server/log";
import type { Store } from "../../server/store/db";
import { EXPORT_MAX_PAGE_ROWS } from "../../server/store/leads-repo";
import { openMemoryStore, resetStore, testConfig } from "./helpers/setup";

const TOKEN = "owner-secret-0123456789";
/** More than the old silent cap of 10,000. */
const TOTAL = 10_250;
let store: Store;
let api: Api;
let clock = Date.parse("2026-03-01T10:00:00Z");
const logLines: string[] = [];

beforeAll(async () => {
  store = await openMemoryStore();
  await resetStore(store);
  // One statement; every row shares one timestamp, so the order rests on the id tie-break.
  await store.db.execute(sql`
    insert into leads (kind, source, name, email, message, created_at)
    select 'contact', 'contact', 'Lead ' || g, 'lead' || g || '@example.nl', 'Message ' || g,
           '2026-02-01T00:00:00Z'::timestamptz
    from generate_series(1, ${TOTAL}) as g`);
  api = await createApi(testConfig({ ADMIN_TOKEN: TOKEN, TRUST_PROXY: "loopback" }), {
    db: store,
    startOutbox: false,
    now: () => clock,
    log: createLogger("info", (_level, line) => logLines.push(line)),
  });
}, 60_000);
afterAll(async () => {
  await api.close();
  await store.close();
});

const get = (p: string, opts: { token?: string; ip?: string; auth?: string } = {}) =>
  api.app.request(
    p,
    {
      headers: {
        ...(opts.auth !== undefined ? { Authorization: opts.auth } : {}),
        ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
        "X-Forwarded-For": opts.ip ?? "198.51.100.50",
      },
    },
    { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
  );

type Page = { leads: { id: string; name: string }[]; count: number; next: string | null };

describe("paging", () => {
  it("follows the pages to every lead, each once, oldest first", async () => {
    const seen = new Set<string>();
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await get(`/api/admin/leads?limit=4000${after ? `&after=${after}` : ""}`, {
        token: TOKEN,
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page;
      for (const lead of page.leads) seen.add(lead.id);
      if (page.next) expect(res.headers.get("link")).toContain(`after=${page.next}`);
      after = page.next;
      pages++;
    } while (after);
    expect(seen.size).toBe(TOTAL);
    expect(pages).toBe(Math.ceil(TOTAL / 4000));
  });

  it("says when there is more instead of stopping silently", async () => {
    const page = (await (await get("/api/admin/leads", { token: TOKEN })).json()) as Page;
    expect(page.count).toBeLessThan(TOTAL);
    expect(page.next).toBe(page.leads.at(-1)?.id);
  });

  it.each([
    "since=yesterday",
    "since=99999-01-01",
    "since=%2B275760-09-13T00:00:00Z",
    "since=-000001-01-01",
    "limit=0",
    "limit=-5",
    "limit=abc",
    "limit=1.5",
    `limit=${EXPORT_MAX_PAGE_ROWS + 1}`,
    "after=not-an-id",
    "after=00000000-0000-4000-8000-000000000000",
    "format=xml",
    "spam=maybe",
  ])("answers %s with 400", async (query) => {
    const res = await get(`/api/admin/leads?${query}`, { token: TOKEN });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("validation");
  });
});

describe("npm run leads", () => {
  let server: ServerType;
  let port: number;
  let cli: string;
  beforeAll(async () => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    port = (server.address() as AddressInfo).port;
    // The CLI compiled to plain JavaScript: it runs as its own process without tsx's start-up.
    cli = path.join(mkdtempSync(path.join(tmpdir(), "leads-cli-")), "leads.mjs");
    await build({
      entryPoints: ["scripts/leads.ts"],
      outfile: cli,
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      logLevel: "warning",
    });
  });
  afterAll(async () => {
    rmSync(path.dirname(cli), { recursive: true, force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each(["csv", "json"])(
    "writes every lead with --url (%s)",
    async (format) => {
      const out = path.join(mkdtempSync(path.join(tmpdir(), "leads-")), `leads.${format}`);
      const run = promisify(execFile);
      await run(
        process.execPath,
        [cli, "--url", `http://127.0.0.1:${port}`, "--format", format, "--out", out],
        { env: { ...process.env, ADMIN_TOKEN: TOKEN } },
      );
      const text = readFileSync(out, "utf8");
      if (format === "json") {
        const body = JSON.parse(text) as { leads: { email: string }[] };
        expect(new Set(body.leads.map((l) => l.email)).size).toBe(TOTAL);
      } else {
        const lines = text
          .replace(/^\uFEFF/, "")
          .trimEnd()
          .split("\r\n");
        expect(lines[0]).toMatch(/^created_at,id,/);
        expect(lines.filter((l) => l.startsWith("created_at,"))).toHaveLength(1);
        expect(new Set(lines.slice(1).map((l) => l.split(",")[1])).size).toBe(TOTAL);
      }
    },
    60_000,
  );

  // Last in this block: the leads above are all there when they are exported.
  it("erases one visitor's leads with --erase, and exports nothing", async () => {
    const run = promisify(execFile);
    const { stdout, stderr } = await run(
      process.execPath,
      [cli, "--url", `http://127.0.0.1:${port}`, "--erase", "LEAD7@example.nl"],
      { env: { ...process.env, ADMIN_TOKEN: TOKEN } },
    );
    expect(stdout).toBe("");
    expect(stderr).toBe("Erased 1 lead sent with that address.\n");
    const left = await store.db.execute(
      sql`select count(*)::int as n from leads where email = 'lead7@example.nl'`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  }, 60_000);
});

describe("admin authentication", () => {
  it("throttles wrong tokens per address, logs them without the token", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < ADMIN_AUTH_RULE.perHour; i++) {
      const res = await get("/api/admin/leads?limit=1", { token: `guess-${i}-abcdefghijkl`, ip });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toContain("Bearer");
    }
    const blocked = await get("/api/admin/leads?limit=1", { token: "guess-x-abcdefghijkl", ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right token waits: a blocked address learns nothing.
    expect((await get("/api/admin/leads?limit=1", { token: TOKEN, ip })).status).toBe(429);
    // Another address is not affected.
    expect(
      (await get("/api/admin/leads?limit=1", { token: TOKEN, ip: "203.0.113.78" })).status,
    ).toBe(200);

    const failures = logLines.filter((l) => l.includes("admin authentication failed"));
    expect(failures.length).toBeGreaterThanOrEqual(ADMIN_AUTH_RULE.perHour);
    expect(failures.join("\n")).toContain(ip);
    expect(logLines.join("\n")).not.toContain("guess-");
    expect(logLines.join("\n")).not.toContain(TOKEN);

    clock += ADMIN_AUTH_RULE.windowMs!;
    expect((await get("/api/admin/leads?limit=1", { token: TOKEN, ip })).status).toBe(200);
  });

  it("counts guesses sent in parallel before checking any of them", async () => {
    const ip = "203.0.113.81";
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        get("/api/admin/leads?limit=1", { token: `parallel-${i}-abcdefghijkl`, ip }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    // Only the allowance's worth of tokens was checked at all; the rest never were.
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADMIN_AUTH_RULE.perHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - ADMIN_AUTH_RULE.perHour);
  });

  it("never throttles the right token, however many pages the owner exports", async () => {
    const ip = "203.0.113.82";
    for (let i = 0; i < ADMIN_AUTH_RULE.perHour * 3; i++)
      expect((await get("/api/admin/leads?limit=1", { token: TOKEN, ip })).status).toBe(200);
    // And a mistake after them still has its full allowance before the block.
    for (let i = 0; i < ADMIN_AUTH_RULE.perHour; i++)
      expect((await get("/api/admin/leads", { token: `typo-${i}-abcdefghijkl`, ip })).status).toBe(
        401,
      );
  });

  it("counts a whole IPv6 /64 as one address", async () => {
    for (let i = 0; i < ADMIN_AUTH_RULE.perHour; i++)
      await get("/api/admin/leads", {
        token: "wrong-token-abcdefghij",
        ip: `2001:db8:9:9::${i + 1}`,
      });
    const res = await get("/api/admin/leads", { token: TOKEN, ip: "2001:db8:9:9:ffff::1" });
    expect(res.status).toBe(429);
  });

  it("answers a malformed Authorization header with 400 and counts it", async () => {
    const res = await get("/api/admin/leads", { auth: "Bearer a b c", ip: "203.0.113.90" });
    expect(res.status).toBe(400);
    expect((await get("/api/admin/leads", { ip: "203.0.113.90" })).status).toBe(401);
  });
});
