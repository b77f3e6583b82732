/**
 * One Lighthouse run per page for `npm run bench`: the row of figures, checked against GUIDE
 * section 6's budgets, and the Markdown table of all rows.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { LANGS } from "../app/i18n/languages";

/** GUIDE section 6. */
export const BUDGET = {
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
export const NOT_FOUND_PATHS = LANGS.map((lang) => `/${lang}/no-such-page`);

export interface Row {
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

/**
 * GUIDE 6 budgets JavaScript as gzip: the bytes the server sends a gzip-only client for this
 * script, i.e. its precompressed `.gz` copy (Chromium itself is sent the smaller brotli copy).
 */
function gzipBytes(url: string): number {
  const file = join("build", "client", decodeURIComponent(new URL(url).pathname));
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

async function measure(port: number, base: string, path: string): Promise<Row> {
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
  if (row.bp < BUDGET.bestPractices && !onlyOwn404Logged(lhr, base, path))
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

/** A Lighthouse run that fails outright (no trace, page timeout) is repeated, up to 3 runs. */
export async function measureWithRetry(port: number, base: string, path: string): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(port, base, path);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${path}: run ${attempt} failed (${String(error)}), measuring again`);
    }
  }
}

export function table(rows: Row[]): string {
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
