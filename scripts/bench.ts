/**
 * `npm run bench`: builds, starts the real server and measures every page with Lighthouse (mobile,
 * default simulated throttling), axe-free: scores, LCP, CLS, TBT and first-load JavaScript (gzip).
 * Marks every figure outside GUIDE section 6's budgets. Not part of `npm test` (too slow).
 *
 *   npm run bench                 all pages in all languages
 *   npm run bench -- --only /en,/nl/tandarts --no-build
 */
import { spawn, execSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LANGS } from "../app/i18n/languages";
import { allPagePaths, DEMO_PAGES } from "../app/i18n/pages";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const only = args.includes("--only") ? (args[args.indexOf("--only") + 1] ?? "").split(",") : null;

/** GUIDE section 6. */
const BUDGET = {
  performance: 0.98,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1500,
  cls: 0.01,
  tbtMs: 100,
  jsKbHome: 160,
  jsKbOther: 130,
};

/** The 404 page in each language, as a visitor meets it: a path that does not exist. */
const NOT_FOUND_PATHS = LANGS.map((lang) => `/${lang}/no-such-page`);

interface Row {
  path: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
  misses: string[];
}

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

/**
 * GUIDE 6 budgets JavaScript as gzip: the bytes the server sends a gzip-only client for this
 * script, i.e. its precompressed `.gz` copy (Chromium itself is sent the smaller brotli copy).
 */
function gzipBytes(url: string): number {
  const file = join("build", "client", decodeURIComponent(new URL(url).pathname));
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

async function measure(port: number, path: string): Promise<Row> {
  const result = await lighthouse(`${BASE}${encodeURI(path)}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // The 404 page is answered with status 404 on purpose; measure it like any other page.
    ignoreStatusCode: NOT_FOUND_PATHS.includes(path),
  });
  const lhr = result!.lhr;
  if (lhr.runtimeError)
    throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const items =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { resourceType?: string; url?: string }[];
      }
    )?.items ?? [];
  const jsBytes = items
    .filter((i) => i.resourceType === "Script" && i.url)
    .reduce((s, i) => s + gzipBytes(i.url!), 0);
  const row: Row = {
    path,
    perf: lhr.categories.performance?.score ?? 0,
    a11y: lhr.categories.accessibility?.score ?? 0,
    bp: lhr.categories["best-practices"]?.score ?? 0,
    seo: lhr.categories.seo?.score ?? 0,
    lcp: num("largest-contentful-paint"),
    cls: num("cumulative-layout-shift"),
    tbt: num("total-blocking-time"),
    jsKb: jsBytes / 1024,
    misses: [],
  };
  if (!Number.isFinite(row.lcp))
    throw new Error(`no LCP: ${lhr.audits["largest-contentful-paint"]?.errorMessage ?? "unknown"}`);
  const isHome = /^\/(en|nl|ua|fr)$/.test(path);
  // noindex pages (the 404 and the form confirmations) are excepted from SEO (GUIDE 6).
  const noindex = /\/message-(not-)?sent$/.test(path) || NOT_FOUND_PATHS.includes(path);
  if (row.perf < BUDGET.performance) row.misses.push("perf");
  if (row.a11y < BUDGET.accessibility) row.misses.push("a11y");
  if (row.bp < BUDGET.bestPractices && !onlyOwn404Logged(lhr, path))
    row.misses.push("best-practices");
  if (row.seo < BUDGET.seo && !noindex) row.misses.push("seo");
  if (row.lcp > BUDGET.lcpMs) row.misses.push("LCP");
  if (row.cls > BUDGET.cls) row.misses.push("CLS");
  if (row.tbt > BUDGET.tbtMs) row.misses.push("TBT");
  if (row.jsKb > (isHome ? BUDGET.jsKbHome : BUDGET.jsKbOther)) row.misses.push("JS");
  for (const id of Object.keys(lhr.audits)) {
    const audit = lhr.audits[id]!;
    if (
      audit.score !== null &&
      audit.score < 1 &&
      audit.scoreDisplayMode === "binary" &&
      row.misses.length
    ) {
      row.misses.push(`(${id})`);
    }
  }
  return row;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * On the 404 page Chromium logs "Failed to load resource: 404" for the page itself: the status is
 * right, so that one console line does not count against best practices. Anything else does.
 */
function onlyOwn404Logged(lhr: Lhr, path: string): boolean {
  if (!NOT_FOUND_PATHS.includes(path)) return false;
  const failing = (lhr.categories["best-practices"]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const details = lhr.audits["errors-in-console"]?.details as
    { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined;
  return (
    failing.length === 1 &&
    failing[0] === "errors-in-console" &&
    (details?.items ?? []).every(
      (i) => i.sourceLocation?.url === `${BASE}${path}` && / 404 /.test(i.description ?? ""),
    )
  );
}

/** A Lighthouse run that fails outright (no trace, page timeout) is repeated, up to 3 runs. */
async function measureWithRetry(port: number, path: string): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(port, path);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${path}: run ${attempt} failed (${String(error)}), measuring again`);
    }
  }
}

function table(rows: Row[]): string {
  const mark = (ok: boolean, s: string) => (ok ? s : `**${s}** ✗`);
  const lines = [
    "| page | perf | a11y | best pr. | SEO | LCP ms | CLS | TBT ms | JS KB gz | outside budget |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.path} | ${mark(!r.misses.includes("perf"), r.perf.toFixed(2))} | ${mark(!r.misses.includes("a11y"), r.a11y.toFixed(2))} | ${mark(!r.misses.includes("best-practices"), r.bp.toFixed(2))} | ${mark(!r.misses.includes("seo"), r.seo.toFixed(2))} | ${mark(!r.misses.includes("LCP"), r.lcp.toFixed(0))} | ${mark(!r.misses.includes("CLS"), r.cls.toFixed(3))} | ${mark(!r.misses.includes("TBT"), r.tbt.toFixed(0))} | ${mark(!r.misses.includes("JS"), r.jsKb.toFixed(1))} | ${r.misses.join(" ") || "none"} |`,
    );
  }
  return lines.join("\n");
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
      const row = await measureWithRetry(chrome.port, path);
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
