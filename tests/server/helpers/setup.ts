/** Shared test plumbing: config with fast timings, an in-memory store reset between tests, waiting. */
import { sql } from "drizzle-orm";
import { loadConfig, type Config } from "../../../server/config";
import { openDb, type Store } from "../../../server/store/db";

/** Fast retry timings so the whole suite runs in seconds. */
export const FAST_ENV: Record<string, string> = {
  DATABASE_URL: "memory://",
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
  SITE_URL: "https://studio.example",
  OUTBOX_RETRY_BASE_MS: "20",
  OUTBOX_RETRY_MAX_MS: "100",
  OUTBOX_POLL_MS: "20",
  OUTBOX_LEASE_MS: "1000",
  TELEGRAM_TIMEOUT_MS: "300",
  META_TIMEOUT_MS: "1000",
  SPAM_MIN_FILL_MS: "3000",
};

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ ...FAST_ENV, ...env });
}

export async function openMemoryStore(): Promise<Store> {
  return openDb(testConfig());
}

export async function resetStore(store: Store): Promise<void> {
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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
