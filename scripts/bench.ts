/**
 * `npm run bench`: builds, starts the real server and measures every page in every language with
 * Lighthouse (mobile, default simulated throttling) plus the hydration time on a throttled phone
 * (`scripts/bench-hydration.ts`), beside a static floor page and a blank page measured in the same
 * run (`scripts/bench-floor.ts`). Marks every figure outside `scripts/bench-targets.ts`. Not part
 * of `npm test` (too slow).
 *
 *   npm run bench                                  all pages in all languages
 *   npm run bench -- --only /en,/nl/tandarts --no-build
 *   --runs 3          Lighthouse runs per page, median kept (default 1)
 *   --phone-runs 3    throttled hydration loads per page, median kept (default 3; 0 skips)
 *   --floor /en/legal the built page the floor page is made from (default /en/privacy)
 *
 * A full run writes `bench-results/latest.md` (the README's table comes from one); a run limited
 * with `--only` writes `bench-results/partial.md`, so it never replaces the last full table.
 */
import { spawn, execSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import { allPagePaths, DEMO_PAGES } from "../app/i18n/pages";
import { BLANK_PATH, FLOOR_PATH, removeFloorPage, writeFloorPage } from "./bench-floor";
import { hydrationTimes } from "./bench-hydration";
import { NOT_FOUND_PATHS, checkHydration, checkRow, measurePage, type Row } from "./bench-measure";
import { line, table } from "./bench-table";
import { BUDGET } from "./bench-targets";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = arg("--only")?.split(",") ?? null;
const runs = Number(arg("--runs") ?? 1);
const phoneRuns = Number(arg("--phone-runs") ?? 3);
const floorSource = arg("--floor") ?? "/en/privacy";

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 450; i++) {
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
  // The compiled server `npm run build` writes, as in production; the TypeScript one otherwise.
  const [cmd, ...cmdArgs] = existsSync("dist/server/main.js")
    ? ["node", "dist/server/main.js"]
    : ["npx", "tsx", "server/main.ts"];
  return spawn(cmd!, cmdArgs, {
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
  writeFloorPage(floorSource);
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
  let floor: Row;
  let blank: Row;
  try {
    await waitForServer();
    blank = (await measurePage(chrome.port, BASE, BLANK_PATH, 3)).row;
    console.log(`blank page (one heading, no CSS, no JS) ${line(blank)}`);
    floor = (await measurePage(chrome.port, BASE, FLOOR_PATH, Math.max(runs, 3))).row;
    console.log(`floor (${floorSource} as static HTML, inline CSS, no JS) ${line(floor)}`);
    for (const path of paths) {
      const { row, lhr } = await measurePage(chrome.port, BASE, path, runs);
      checkRow(row, lhr, BASE, floor.lcp);
      rows.push(row);
      console.log(`${line(row)} ${row.misses.join(" ")}`);
    }
    await chrome.kill();
    if (phoneRuns > 0) {
      await hydrationTimes(
        BASE,
        rows.map((r) => r.path),
        phoneRuns,
        (path, ms) => {
          const row = rows.find((r) => r.path === path)!;
          row.hydrated = ms;
          checkHydration(row);
          console.log(`${path}: hydrated ${ms.toFixed(0)} ms after navigation (throttled phone)`);
        },
      );
    }
  } finally {
    await chrome.kill();
    removeFloorPage();
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      server.kill();
    }
  }
  const machine = machineNote(blank, rows);
  const summary = `${machine}\n\nStatic floor page (${floorSource} as plain HTML, inline CSS, no JS, no web font): LCP ${floor.lcp.toFixed(0)} ms, FCP ${floor.fcp.toFixed(0)} ms, TBT ${floor.tbt.toFixed(0)} ms, HTML ${floor.htmlKb.toFixed(1)} KB gz.`;
  const md = `# Benchmark (${new Date().toISOString()})\n\nLighthouse 12 mobile, simulated throttling, local server, ${runs} run(s) per page (median). Hydrated: median of ${phoneRuns} loads on a throttled phone (150 ms RTT, 1.6 Mbit/s, 4x CPU, 390 px).\n\n${summary}\n\n${table(rows)}\n`;
  mkdirSync("bench-results", { recursive: true });
  const out = only ? "bench-results/partial.md" : "bench-results/latest.md";
  writeFileSync(out, md);
  console.log(
    `\n${summary}\n\n${table(rows)}\n\n${rows.filter((r) => r.misses.length).length} of ${rows.length} pages outside the targets. Written to ${out}`,
  );
}

/**
 * What the machine itself costs: Lighthouse's CPU benchmark index over the run, and the blank
 * page's figures. A blank page over a timing target means that target measures the machine here.
 */
function machineNote(blank: Row, rows: Row[]): string {
  const indexes = [blank, ...rows].map((r) => r.benchmarkIndex).filter(Number.isFinite);
  const sorted = [...indexes].sort((a, b) => a - b);
  const index = sorted.length ? sorted[Math.floor(sorted.length / 2)]!.toFixed(0) : "unknown";
  const over = [
    blank.tbt > BUDGET.tbtMs ? "TBT" : null,
    blank.lcp > BUDGET.lcpMs ? "LCP" : null,
    blank.fcp > BUDGET.fcpMs ? "FCP" : null,
  ].filter(Boolean);
  const note = `Machine: Lighthouse CPU benchmark index ${index} (median over the run); a blank page (one heading, no CSS, no JS) measures LCP ${blank.lcp.toFixed(0)} ms, FCP ${blank.fcp.toFixed(0)} ms, TBT ${blank.tbt.toFixed(0)} ms.`;
  return over.length
    ? `${note} **The blank page itself is outside the ${over.join(", ")} target(s): on this machine those columns measure the machine, not the pages; compare them with the floor page instead.**`
    : note;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
