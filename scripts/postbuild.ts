/**
 * After `react-router build`: inlines each prerendered page's critical CSS and writes the rest of
 * its stylesheet (docs/decisions/303-page-rest-stylesheet.md), defers its hydration,
 * computes the CSP hashes of its inline scripts, then writes brotli and gzip copies of every text file so the server never compresses per request.
 * Every file, pages included, is gzipped with zopfli when that is smaller than gzip -9 (3-5 %, same
 * format for browsers).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { siteOrigin } from "../app/lib/site";
import { buildRobots, buildSitemap } from "../app/lib/sitemap";
import { createCriticalCss } from "../server/critical-css";
import { markLinkedCssInChunks } from "../build-tools/linked-css-deps";
import { withPageRestCss } from "../build-tools/page-rest-css";
import { inlineScriptHashes } from "../server/csp-hashes";
import { assetReader, deferHydration } from "../server/defer-hydration";
import { minifyInlineScripts } from "../build-tools/minify-inline-scripts";
import { inlineSmallDictionary } from "../server/inline-dictionary";
import { buildSearchIndexes } from "./build-search-index";
import { rawKeysIn, unfilledPlaceholdersIn } from "./find-raw-keys";
import { en } from "../app/i18n/messages/en";
import { generateOgImages } from "./generate-og";
import { unrenamedClassesIn } from "../build-tools/class-names/short-names";
import { classNamesFor } from "../build-tools/short-class-names";
import { missingDictionaries, writePageDictionaries } from "./page-dictionaries";

const BUILD = path.resolve("build");
const CLIENT = path.join(BUILD, "client");
const COMPRESSIBLE = /\.(html|js|css|json|data|svg|xml|txt|vcf|webmanifest)$/;
/**
 * Why: below this, compression saves less than its headers cost. Above it a compressed copy is
 * kept only when it is clearly smaller (the islands' and routes' small shared chunks gain a third).
 */
const MIN_COMPRESS_BYTES = 256;
const MIN_SAVING_BYTES = 64;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const SITE_URL = siteOrigin(process.env.SITE_URL);
writeFileSync(path.join(CLIENT, "sitemap.xml"), buildSitemap(SITE_URL));
writeFileSync(path.join(CLIENT, "robots.txt"), buildRobots(SITE_URL));
const og = await generateOgImages(CLIENT);
console.log(`postbuild: sitemap.xml, robots.txt and ${og} share images for ${SITE_URL}`);

buildSearchIndexes(CLIENT);
const dictionaries = writePageDictionaries(CLIENT);
console.log(`postbuild: ${dictionaries.size} page dictionaries`);

const files = walk(CLIENT).filter((f) => !/\.(br|gz)$/.test(f));
const manifest: Record<string, string[]> = {};
const keys = Object.keys(en);
const missing: string[] = [];
const criticalCss = createCriticalCss(CLIENT);
const readAsset = assetReader(CLIENT);
const { map: shortNames } = await classNamesFor(process.cwd());
const restFiles = new Set<string>();
const linkedCss = new Set<string>();
for (const file of files.filter((f) => f.endsWith(".html"))) {
  const rel = path.relative(CLIENT, file).split(path.sep).join("/");
  const critical = await criticalCss(deferHydration(readFileSync(file, "utf8"), readAsset));
  const { html: styled, file: rest, hrefs } = withPageRestCss(CLIENT, critical.html, critical.css);
  if (rest) restFiles.add(rest);
  for (const href of hrefs) linkedCss.add(href);
  const html = inlineSmallDictionary(await minifyInlineScripts(styled), readAsset);
  const raw = rawKeysIn(html, keys);
  if (raw.length) missing.push(`${rel}: ${raw.join(", ")}`);
  const unfilled = unfilledPlaceholdersIn(html);
  if (unfilled.length) missing.push(`${rel}: placeholders without a value: ${unfilled.join(", ")}`);
  const long = unrenamedClassesIn(html, shortNames);
  if (long.length) missing.push(`${rel}: classes without their short name: ${long.join(", ")}`);
  writeFileSync(file, html);
  manifest[rel] = inlineScriptHashes(html);
}
writeFileSync(path.join(BUILD, "csp-manifest.json"), JSON.stringify(manifest));
missing.push(
  ...missingDictionaries(
    CLIENT,
    files.filter((f) => /\.(html|data)$/.test(f)),
    dictionaries,
  ),
);
if (missing.length) {
  throw new Error(
    `postbuild: pages render message keys their dictionary lacks, placeholders without a value, long class names, or dictionaries without a file:\n${missing.join("\n")}`,
  );
}

const marked = markLinkedCssInChunks(CLIENT, linkedCss);
console.log(
  `postbuild: ${restFiles.size} rest stylesheets; ${marked.length} chunks find the linked one`,
);

let compressed = 0;
for (const file of [...files, ...restFiles].filter((f) => COMPRESSIBLE.test(f))) {
  const data = readFileSync(file);
  if (data.length < MIN_COMPRESS_BYTES) continue;
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  if (br.length + MIN_SAVING_BYTES > data.length) continue;
  writeFileSync(`${file}.br`, br);
  // Zopfli for every file, pages included: 3-5 % smaller than gzip -9 for clients without brotli
  // (docs/decisions/008-javascript-budget.md).
  const gzip = gzipSync(data, { level: 9 });
  const zopfli = Buffer.from(await gzipAsync(data, {}));
  const smaller = zopfli.length < gzip.length ? zopfli : gzip;
  if (smaller.length + MIN_SAVING_BYTES <= data.length) writeFileSync(`${file}.gz`, smaller);
  compressed++;
}
console.log(
  `postbuild: CSP hashes for ${Object.keys(manifest).length} pages, ${compressed} files precompressed`,
);
