import { existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

/** Why: hashed file names never change content, so browsers may keep them a year (GUIDE 6). */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** HTML and data must be revalidated so a new deploy is seen at once. */
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";
/** Unhashed public files (favicon, images, robots.txt): a day. */
export const SHORT_CACHE = "public, max-age=86400";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".vcf": "text/vcard; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".mp4": "video/mp4",
};

export interface StaticFile {
  body: Uint8Array;
  headers: Record<string, string>;
  /** Path relative to the client dir, for the CSP manifest. */
  relative: string;
}

export interface CspManifest {
  [relativeHtmlPath: string]: string[];
}

export function loadCspManifest(buildDir: string): CspManifest {
  const file = path.join(buildDir, "csp-manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CspManifest) : {};
}

function safeDecode(p: string): string | null {
  try {
    return decodeURIComponent(p);
  } catch {
    return null;
  }
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** Candidate files for a URL path: the file itself, or a prerendered page's index.html. */
export async function findFile(clientDir: string, urlPath: string): Promise<string | null> {
  const decoded = safeDecode(urlPath);
  if (decoded === null || decoded.includes("\0")) return null;
  const full = path.join(clientDir, path.normalize(decoded));
  if (!full.startsWith(clientDir)) return null;
  if (path.extname(full) && (await isFile(full))) return full;
  const index = path.join(full, "index.html");
  if (await isFile(index)) return index;
  return null;
}

function pickEncoding(acceptEncoding: string | undefined): ("br" | "gzip")[] {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  const out: ("br" | "gzip")[] = [];
  if (/\bbr\b/.test(accepted)) out.push("br");
  if (/\bgzip\b/.test(accepted)) out.push("gzip");
  return out;
}

/** Reads a file, preferring its precompressed .br or .gz sibling written at build time. */
export async function readStatic(
  clientDir: string,
  file: string,
  acceptEncoding: string | undefined,
): Promise<StaticFile> {
  const ext = path.extname(file);
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  const headers: Record<string, string> = {
    "Content-Type": TYPES[ext] ?? "application/octet-stream",
    "Cache-Control": relative.startsWith("assets/")
      ? IMMUTABLE_CACHE
      : ext === ".html" || ext === ".data"
        ? REVALIDATE_CACHE
        : SHORT_CACHE,
    Vary: "Accept-Encoding",
  };
  for (const enc of pickEncoding(acceptEncoding)) {
    const variant = `${file}.${enc === "br" ? "br" : "gz"}`;
    if (await isFile(variant)) {
      headers["Content-Encoding"] = enc;
      return { body: await readFile(variant), headers, relative };
    }
  }
  return { body: await readFile(file), headers, relative };
}
