/**
 * One Lighthouse run per page for `npm run bench`: the row of figures and its check against the
 * targets in `scripts/bench-targets.ts`.
 */
import { request } from "node:http";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { LANGS } from "../app/i18n/languages";
import { BUDGET, isHome } from "./bench-targets";

/** The 404 page in each language, as a visitor meets it: a path that does not exist. */
export const NOT_FOUND_PATHS = LANGS.map((lang) => `/${lang}/no-such-page`);

export interface Row {
  path: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  /** Scripts loaded without any interaction, as Lighthouse counts them: bytes on the wire (brotli). */
  jsKb: number;
  /** The page's HTML as a gzip-only client receives it. */
  htmlKb: number;
  /** Throttled phone: ms from navigation until React has hydrated (median), NaN when not measured. */
  hydrated: number;
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster). */
  benchmarkIndex: number;
  misses: string[];
}

/** Bytes of the page's HTML on the wire when only gzip is accepted. */
export function htmlGzipBytes(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${encodeURI(path)}`, { headers: { "accept-encoding": "gzip" } });
    req.on("response", (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve(bytes));
    });
    req.on("error", reject);
    req.end();
  });
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * Every run is a first visit. Lighthouse clears the HTTP cache between runs but keeps the origin's
 * local storage and cookies, so a page would inherit what the previous one stored: the web font's
 * note (docs/decisions/280-web-font-from-the-next-page.md) would make it ask for a font that is no
 * longer cached.
 */
async function clearOriginStorage(port: number, base: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    await context.clearCookies();
    const page = await context.newPage();
    // A small file of the origin, so the storage belongs to it.
    await page.goto(`${base}/robots.txt`);
    await page.evaluate(() => window.localStorage.clear());
    await page.close();
  } finally {
    await browser.close();
  }
}

async function runLighthouse(port: number, base: string, path: string): Promise<Lhr> {
  await clearOriginStorage(port, base);
  const result = await lighthouse(`${base}${encodeURI(path)}`, {
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
  if (!Number.isFinite(Number(lhr.audits["largest-contentful-paint"]?.numericValue)))
    throw new Error(`no LCP: ${lhr.audits["largest-contentful-paint"]?.errorMessage ?? "unknown"}`);
  return lhr;
}

function rowOf(lhr: Lhr, path: string, htmlBytes: number): Row {
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const items =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const jsBytes = items
    .filter((i) => i.resourceType === "Script")
    .reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return {
    path,
    perf: lhr.categories.performance?.score ?? 0,
    a11y: lhr.categories.accessibility?.score ?? 0,
    bp: lhr.categories["best-practices"]?.score ?? 0,
    seo: lhr.categories.seo?.score ?? 0,
    lcp: num("largest-contentful-paint"),
    fcp: num("first-contentful-paint"),
    cls: num("cumulative-layout-shift"),
    tbt: num("total-blocking-time"),
    jsKb: jsBytes / 1024,
    htmlKb: htmlBytes / 1024,
    hydrated: NaN,
    benchmarkIndex: Number(lhr.environment.benchmarkIndex ?? NaN),
    misses: [],
  };
}

/** The figures of the run with the median LCP. */
function median(rows: Row[]): Row {
  return [...rows].sort((a, b) => a.lcp - b.lcp)[Math.floor(rows.length / 2)]!;
}

/**
 * `runs` Lighthouse runs of one page, the median kept. A run that fails outright (no trace, page
 * timeout) is repeated, up to 3 tries.
 */
export async function measurePage(
  port: number,
  base: string,
  path: string,
  runs: number,
): Promise<{ row: Row; lhr: Lhr }> {
  const htmlBytes = await htmlGzipBytes(base, path);
  const results: { row: Row; lhr: Lhr }[] = [];
  for (let run = 0; run < runs; run++) {
    for (let attempt = 1; ; attempt++) {
      try {
        const lhr = await runLighthouse(port, base, path);
        results.push({ row: rowOf(lhr, path, htmlBytes), lhr });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.warn(`${path}: run failed (${String(error)}), measuring again`);
      }
    }
  }
  const row = median(results.map((r) => r.row));
  return results.find((r) => r.row === row)!;
}

/**
 * On the 404 page Chromium logs "Failed to load resource: 404" for the page itself: the status is
 * right, so that one console line does not count against best practices. Anything else does.
 */
function onlyOwn404Logged(lhr: Lhr, base: string, path: string): boolean {
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
      (i) => i.sourceLocation?.url === `${base}${path}` && / 404 /.test(i.description ?? ""),
    )
  );
}

/** Fills `row.misses` with every figure outside the targets; `floorLcp` is the floor page's LCP. */
export function checkRow(row: Row, lhr: Lhr, base: string, floorLcp: number): void {
  const m = row.misses;
  // noindex pages (the 404 and the form confirmations) are excepted from SEO.
  const noindex = /\/message-(not-)?sent$/.test(row.path) || NOT_FOUND_PATHS.includes(row.path);
  if (row.perf < BUDGET.performance) m.push("perf");
  if (row.a11y < BUDGET.accessibility) m.push("a11y");
  if (row.bp < BUDGET.bestPractices && !onlyOwn404Logged(lhr, base, row.path))
    m.push("best-practices");
  if (row.seo < BUDGET.seo && !noindex) m.push("seo");
  if (row.lcp > BUDGET.lcpMs || row.lcp > floorLcp * BUDGET.lcpOverFloor) m.push("LCP");
  if (row.fcp > BUDGET.fcpMs) m.push("FCP");
  if (Number(row.cls.toFixed(3)) > BUDGET.cls) m.push("CLS");
  if (row.tbt > BUDGET.tbtMs) m.push("TBT");
  if (row.jsKb > (isHome(row.path) ? BUDGET.jsKbHome : BUDGET.jsKbOther)) m.push("JS");
  if (row.htmlKb > BUDGET.htmlKb) m.push("HTML");
  if (m.length) {
    for (const [id, audit] of Object.entries(lhr.audits)) {
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        m.push(`(${id})`);
    }
  }
}

export function checkHydration(row: Row): void {
  if (!(row.hydrated <= BUDGET.hydratedMs)) row.misses.push("hydration");
}
