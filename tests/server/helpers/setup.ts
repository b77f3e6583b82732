/** Shared test plumbing: config with fast timings, an in-memory store reset between tests, waiting. */
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { inject } from "vitest";
import { loadConfig, type Config } from "../../../server/config";
import type { Db, Store } from "../../../server/store/db";
import { migrate } from "../../../server/store/migrate";
import { deleteExpiredLeads } from "../../../server/store/retention";
import * as schema from "../../../server/store/schema";

/** Fast retry timings so the whole suite runs in seconds. */
export const FAST_ENV: Record<string, string> = {
  DATABASE_URL: "memory://",
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
  SITE_URL: "https://studio.example",
  OUTBOX_RETRY_BASE_MS: "20",
  OUTBOX_RETRY_MAX_MS: "100",
  OUTBOX_POLL_MS: "20",
  OUTBOX_LEASE_MS: "1000",
  // PGlite runs on the test thread: a busy machine can stall a reply for a while (below the lease).
  TELEGRAM_TIMEOUT_MS: "800",
  META_TIMEOUT_MS: "1000",
  SPAM_MIN_FILL_MS: "3000",
};

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ ...FAST_ENV, ...env });
}

type Loaded = { client: PGlite; db: Db };
/** The worker's in-memory PGlite (Vitest runs a worker's files one after another). */
let loaded: Promise<Loaded> | null = null;
let inUse = false;

async function loadTemplate(): Promise<Loaded> {
  const template = await readFile(inject("pgliteTemplate"));
  const client = new PGlite({ loadDataDir: new Blob([new Uint8Array(template)]) });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  // PGlite runs on this thread: the first queries on a loaded copy fill its catalog caches and
  // would stall the fake Telegram server a test starts next. Warm them up here.
  await migrate(db);
  await deleteExpiredLeads(db, Date.now());
  return { client, db };
}

/**
 * An empty, migrated in-memory PGlite store: the same schema as `openDb`. Loading PGlite costs
 * most of a second of CPU, so a worker loads the global setup's template
 * (tests/setup/pglite-template.ts) once and every file gets it emptied (docs/decisions/200-...).
 * One store at a time: close it (afterAll) before the next file opens one.
 */
export async function openMemoryStore(): Promise<Store> {
  if (inUse) throw new Error("openMemoryStore: the store opened before is still open");
  inUse = true;
  loaded ??= loadTemplate();
  const { client, db } = await loaded.catch((error: unknown) => {
    inUse = false;
    throw error;
  });
  await resetStore({ db });
  let closed = false;
  return {
    db,
    kind: "pglite",
    ping: () =>
      closed
        ? Promise.resolve(false)
        : client.query("select 1").then(
            () => true,
            () => false,
          ),
    close: async () => {
      if (closed) return;
      closed = true;
      await resetStore({ db });
      inUse = false;
    },
  };
}

export async function resetStore(store: Pick<Store, "db">): Promise<void> {
  await store.db.execute(
    sql`truncate table deliveries, leads, rate_limits restart identity cascade`,
  );
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
  what = "condition",
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A valid contact body filled in 10 s ago. */
export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Jan Jansen",
    email: "jan@example.nl",
    phone: "+31 6 1234 5678",
    message: "Hello, I need a website.",
    startedAt: Date.now() - 10_000,
    ...overrides,
  };
}

export function quoteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Marie Dubois",
    email: "marie@example.fr",
    consent: true,
    platform: "elementor",
    pages: 12,
    addons: ["seo", "analytics"],
    locale: "fr-FR",
    startedAt: Date.now() - 10_000,
    ...overrides,
  };
}

/** A form post as a browser sends it without JavaScript (form-encoded fields). */
export function postFormFields(
  app: {
    request: (path: string, init: RequestInit, env?: unknown) => Response | Promise<Response>;
  },
  path: string,
  fields: Record<string, string> | URLSearchParams,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export function postJson(
  app: {
    request: (path: string, init: RequestInit, env?: unknown) => Response | Promise<Response>;
  },
  path: string,
  body: unknown,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.request(
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...opts.headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: opts.ip ?? "203.0.113.7" } } },
  );
}
