import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

/** E2E against the built site served by the real server, with a fake Telegram. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const TELEGRAM_PORT = Number(process.env.E2E_TELEGRAM_PORT ?? 3199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `data/e2e-${PORT}`;

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The suite is bound by CPU on two cores (docs/decisions/200-test-suite-architecture.md): the
  // site is one origin, so a process per site and per context is overhead, not isolation.
  "--disable-features=site-per-process,IsolateOrigins",
  "--disable-site-isolation-trials",
  "--renderer-process-limit=4",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Bound by CPU: a worker per core, at most three; more workers than cores made every test slower
  // (docs/decisions/200-test-suite-architecture.md).
  workers: Math.max(1, Math.min(3, availableParallelism())),
  // A 2-core machine under load can miss a timing; a test that passes only on its retry is listed
  // as "flaky" and gets fixed (docs/decisions/200-test-suite-architecture.md).
  retries: 1,
  reporter: [["list"]],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    // Recording every test's trace cost about a sixth of the suite's CPU; a failure's retry has one.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: `tsx tests/e2e/support/fake-telegram-server.ts`,
      url: `http://127.0.0.1:${TELEGRAM_PORT}/__health`,
      env: { FAKE_TELEGRAM_PORT: String(TELEGRAM_PORT) },
      reuseExistingServer: false,
    },
    {
      // The compiled server, as production runs it (npm run build writes it), on a store emptied
      // first: one folder per port, not one more per run.
      command: `rm -rf ${DATA_DIR} && node --enable-source-maps dist/server/main.js`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR,
        SITE_URL: BASE_URL,
        TELEGRAM_BOT_TOKEN: "e2e-token",
        TELEGRAM_CHAT_ID: "4242",
        TELEGRAM_API_BASE: `http://127.0.0.1:${TELEGRAM_PORT}`,
        OUTBOX_POLL_MS: "200",
        OUTBOX_RETRY_BASE_MS: "200",
        ADMIN_TOKEN: "e2e-admin-token-0123456789",
        /** The e2e suite sends many forms from one IP; rate limits are tested in the server suite. */
        RATE_LIMIT_ENABLED: "false",
      },
    },
  ],
});
