/**
 * The static floor page for `npm run bench`: a built page's own content as plain HTML with its CSS
 * inline, no JavaScript and no web font, served by the same server. What no page can beat on the
 * same machine and network; every page is compared to it in the same run.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const FLOOR_PATH = "/__bench-floor";
const CLIENT = path.resolve("build", "client");
const DIR = path.join(CLIENT, FLOOR_PATH.slice(1));

/** Writes the floor page made from the built page at `source` (e.g. `/en/privacy`). */
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
  mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, "index.html");
  writeFileSync(file, html);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

export function removeFloorPage(): void {
  if (existsSync(DIR)) rmSync(DIR, { recursive: true });
}
