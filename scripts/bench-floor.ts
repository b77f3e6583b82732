/**
 * The static floor page for `npm run bench`: a built page's own content as plain HTML with its CSS
 * inline, no JavaScript and no web font, served by the same server. What no page can beat on the
 * same machine and network; every page is compared to it in the same run.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const FLOOR_PATH = "/__bench-floor";
/**
 * The machine's own floor: a page with one heading and one line, no CSS. What Lighthouse measures
 * for it is the cost of the browser and the machine, not of any page: when it is already over a
 * timing target, that target cannot be judged on this machine (docs/benchmarks.md).
 */
export const BLANK_PATH = "/__bench-blank";
const CLIENT = path.resolve("build", "client");
const DIR = path.join(CLIENT, FLOOR_PATH.slice(1));
const BLANK_DIR = path.join(CLIENT, BLANK_PATH.slice(1));
const BLANK_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="The bench\'s blank page."><title>Blank page</title></head><body><h1>A blank page</h1><p>One heading and one line of text, no CSS, no JavaScript.</p></body></html>';

function writePage(dir: string, html: string): void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "index.html");
  writeFileSync(file, html);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

/**
 * Writes the floor page made from the built page at `source` (e.g. `/en/privacy`), and the blank
 * page.
 */
export function writeFloorPage(source: string): void {
  let html = readFileSync(path.join(CLIENT, source, "index.html"), "utf8");
  html = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
  html = html.replace(/<link rel="(x-deferred-)?modulepreload"[^>]*>/g, "");
  html = html.replace(/<link rel="preload"[^>]*>/g, "");
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  // Every stylesheet inline (a page whose critical CSS is inline already keeps only that).
  const inline = /<style\b/.test(html);
  html = html.replace(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g, (_, href: string) => {
    if (inline) return "";
    const css = readFileSync(path.join(CLIENT, href.replace(/[?#].*$/, "")), "utf8");
    return `<style>${css}</style>`;
  });
  // No web font: the fallback stack only.
  html = html.replace(/@font-face\s*{[^}]*}/g, "");
  writePage(DIR, html);
  writePage(BLANK_DIR, BLANK_HTML);
}

export function removeFloorPage(): void {
  for (const dir of [DIR, BLANK_DIR]) if (existsSync(dir)) rmSync(dir, { recursive: true });
}
