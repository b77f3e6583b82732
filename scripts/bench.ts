/**
 * `npm run bench`: builds, starts the real server and measures every page with Lighthouse (mobile,
 * default simulated throttling), axe-free: scores, LCP, CLS, TBT and first-load JavaScript (gzip).
 * Marks every figure outside GUIDE section 6's budgets. Not part of `npm test` (too slow).
 *
 *   npm run bench                 all pages in all languages
 *   npm run bench -- --only /en,/nl/tandarts --no-build
 */
import { spawn, execSync, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import { allPagePaths, DEMO_PAGES } from "../app/i18n/pages";
import { NOT_FOUND_PATHS, measureWithRetry, table, type Row } from "./bench-measure";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const only = args.includes("--only") ? (args[args.indexOf("--only") + 1] ?? "").split(",") : null;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

function startServer(): ChildProcess {
  return spawn("npx", ["tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "data/bench",
      SITE_URL: BASE,
    },
    stdio: "ignore",
    // Its own process group, so stopping it also stops the tsx and node children of npx.
    detached: true,
  });
}

async function portIsFree(): Promise<boolean> {
  try {
    await fetch(`${BASE}/api/health`);
    return false;
  } catch {
    return true;
  }
}

async function main() {
  if (!(await portIsFree()))
    throw new Error(`Port ${PORT} is in use: stop that server or set BENCH_PORT`);
  if (!args.includes("--no-build"))
    execSync("npm run build", { stdio: "inherit", env: { ...process.env, SITE_URL: BASE } });
  const paths = [
    ...allPagePaths().map((p) => p.path),
    ...DEMO_PAGES.map((d) => d.path),
    ...NOT_FOUND_PATHS,
  ].filter((p) => !only || only.includes(p));
  const server = startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows: Row[] = [];
  try {
    await waitForServer();
    for (const path of paths) {
      const row = await measureWithRetry(chrome.port, BASE, path);
      rows.push(row);
      console.log(
        `${path}: perf ${row.perf} a11y ${row.a11y} bp ${row.bp} seo ${row.seo} LCP ${row.lcp.toFixed(0)} CLS ${row.cls.toFixed(3)} TBT ${row.tbt.toFixed(0)} JS ${row.jsKb.toFixed(1)} KB ${row.misses.join(" ")}`,
      );
    }
  } finally {
    await chrome.kill();
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      server.kill();
    }
  }
  const md = `# Benchmark (${new Date().toISOString()})\n\nLighthouse ${"12"} mobile, simulated throttling, local server.\n\n${table(rows)}\n`;
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/latest.md", md);
  console.log(
    `\n${table(rows)}\n\n${rows.filter((r) => r.misses.length).length} of ${rows.length} pages outside budget. Written to bench-results/latest.md`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
