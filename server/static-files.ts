/**
 * The build's files, read once at start-up and answered from memory with their precompressed
 * copies, validators (a page: ETag; another unhashed file: ETag and Last-Modified; a content-hashed
 * file, immutable: none) and cache rules, as a static host does. Why from
 * memory rather than Hono's serveStatic (a stat and a stream per request, no 304, no q-values):
 * docs/decisions/120-static-files-from-memory.md. Files too big to keep in memory are handed to
 * serveStatic, which streams them from disk with Range support.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { negotiateEncoding, type Encoding } from "./content-encoding";

/** Hashed file names never change content, so browsers may keep them a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/**
 * HTML and route data are revalidated on every use (a 304 when unchanged) so a deploy shows at once.
 * Without `public`: it only matters for answers to requests with credentials, and a page's header
 * bytes count against its first round trip (docs/decisions/297-document-headers-trimmed.md).
 */
const REVALIDATE_CACHE = "no-cache";
/** Unhashed public files (favicon, share images, robots.txt): a day. */
const SHORT_CACHE = "public, max-age=86400";
/** Larger files stay on disk and are streamed. */
export const IN_MEMORY_MAX_BYTES = 2 * 1024 * 1024;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  // Every script here is a module, which browsers always read as UTF-8: a charset would be 15
  // bytes more on each script's answer, and a page loads six to eight (decision 317).
  ".js": "text/javascript",
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

const SUFFIX: Record<Exclude<Encoding, "identity">, string> = { br: ".br", gzip: ".gz" };

type Representation = {
  body: Uint8Array<ArrayBuffer> | null;
  headers: Record<string, string>;
  /** The headers of a 304: the same minus the body's length and type. */
  notModifiedHeaders: Record<string, string>;
};

export type StaticEntry = {
  /** Path inside the client directory, with forward slashes (the CSP manifest's key). */
  relative: string;
  file: string;
  mtimeSec: number;
  /** Representations by encoding; identity is always there. */
  variants: Partial<Record<Encoding, Representation>> & { identity: Representation };
};

interface CspManifest {
  [relativeHtmlPath: string]: string[];
}

export function loadCspManifest(buildDir: string): CspManifest {
  const file = path.join(buildDir, "csp-manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CspManifest) : {};
}

/** `assets/*` (Vite) and `generated/**` names with a content hash, e.g. `x-400.8152cde5fb.webp`. */
export function isContentHashed(relative: string): boolean {
  return relative.startsWith("assets/") || /^generated\/.+\.[0-9a-f]{8,}\.\w+$/.test(relative);
}

/**
 * Unhashed files whose content follows the owner's data, revalidated like the pages: the vCards
 * (`generated/contact-<lang>.vcf`, the phone number and e-mail) and the search index
 * (`search/<lang>.json`, texts and prices). With a day's cache a returning visitor could save the
 * old number or find the old price for a day after a deploy; a revalidation is a 304 when unchanged.
 */
const FOLLOWS_DATA = /\.(html|data|vcf)$|^search\/[^/]+\.json$/;

function cacheControlFor(relative: string): string {
  if (isContentHashed(relative)) return IMMUTABLE_CACHE;
  return FOLLOWS_DATA.test(relative) ? REVALIDATE_CACHE : SHORT_CACHE;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/**
 * 72 bits of the content's SHA-256: an ETag only has to tell one version of a file from the next,
 * and every byte of it is sent with each page and script (docs/decisions/297-document-headers-trimmed.md).
 */
const tag = (data: Uint8Array) =>
  createHash("sha256").update(data).digest("base64url").slice(0, 12);

/** Extra headers per file, e.g. the page's Content-Security-Policy. */
type HeadersFor = (relative: string) => Record<string, string>;

function loadEntry(clientDir: string, file: string, extra: HeadersFor): StaticEntry {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  const stat = statSync(file);
  const base: Record<string, string> = {
    "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
    "Cache-Control": cacheControlFor(relative),
    // A page is revalidated by its ETag alone, and a content-hashed file answered from memory not
    // at all: Last-Modified said the same in 46 bytes of a page's first round trip and of every
    // script counted before any interaction (docs/decisions/297-document-headers-trimmed.md).
    ...(relative.endsWith(".html") ||
    (isContentHashed(relative) && stat.size <= IN_MEMORY_MAX_BYTES)
      ? {}
      : { "Last-Modified": stat.mtime.toUTCString() }),
    ...extra(relative),
  };
  const entry: StaticEntry = {
    relative,
    file,
    mtimeSec: Math.floor(stat.mtimeMs / 1000),
    variants: { identity: { body: null, headers: base, notModifiedHeaders: base } },
  };
  if (stat.size > IN_MEMORY_MAX_BYTES) return entry;
  const identity = readFileSync(file);
  // A content-hashed file's address is its version and it is never revalidated (immutable): no
  // validator at all, 25 bytes less on each script counted before any interaction (decision 297),
  // and no hashing of it at start-up.
  const hash = isContentHashed(relative) ? null : tag(identity);
  const compressed = (["br", "gzip"] as const).filter((enc) => existsSync(file + SUFFIX[enc]));
  const varyOn = [compressed.length > 0 ? "Accept-Encoding" : null, base.Vary ?? null];
  const vary: Record<string, string> = varyOn.some(Boolean)
    ? { Vary: varyOn.filter(Boolean).join(", ") }
    : {};
  const make = (body: Buffer, suffix: string, more: Record<string, string> = {}) => {
    const headers: Record<string, string> = {
      ...base,
      ...vary,
      ...more,
      ...(hash ? { ETag: `"${hash}${suffix}"` } : {}),
      "Content-Length": String(body.length),
    };
    const { "Content-Length": _length, "Content-Type": _type, ...notModifiedHeaders } = headers;
    return {
      body: new Uint8Array(body.buffer, body.byteOffset, body.length) as Uint8Array<ArrayBuffer>,
      headers,
      notModifiedHeaders,
    };
  };
  entry.variants.identity = make(identity, "");
  for (const enc of compressed) {
    const body = readFileSync(file + SUFFIX[enc]);
    entry.variants[enc] = make(body, `-${enc}`, { "Content-Encoding": enc });
  }
  return entry;
}

/** URL path (decoded) -> file; a prerendered page answers at its directory path too. */
export type StaticFiles = {
  lookup(urlPath: string): StaticEntry | null;
  /** Every entry by its path as browsers send it (percent-encoded UTF-8), for the fast path. */
  byRawPath: Map<string, StaticEntry>;
  /** Answers with the entry (negotiated encoding, 304 when the validators match). */
  send(c: Context, entry: StaticEntry, status?: 200 | 404): Response | Promise<Response>;
  size: { files: number; bytes: number };
};

export function loadStaticFiles(clientDir: string, extra: HeadersFor = () => ({})): StaticFiles {
  const byPath = new Map<string, StaticEntry>();
  let bytes = 0;
  const files = existsSync(clientDir) ? walk(clientDir) : [];
  for (const file of files) {
    if (/\.(br|gz)$/.test(file) || file.endsWith("__spa-fallback.html")) continue;
    const entry = loadEntry(clientDir, file, extra);
    for (const v of Object.values(entry.variants)) bytes += v?.body?.length ?? 0;
    byPath.set(`/${entry.relative}`, entry);
    if (entry.relative === "index.html") byPath.set("/", entry);
    else if (entry.relative.endsWith("/index.html"))
      byPath.set(`/${entry.relative.slice(0, -"/index.html".length)}`, entry);
  }

  const lookup = (urlPath: string): StaticEntry | null => {
    let decoded = urlPath;
    // An encoded slash stays inside its segment for the router (`/nl%2Fjuridisch` is one segment,
    // no page): decoded here it would serve a page the router then replaces with its 404.
    if (/%2f/i.test(urlPath)) return null;
    if (urlPath.includes("%")) {
      try {
        decoded = decodeURIComponent(urlPath);
      } catch {
        return null;
      }
    }
    return byPath.get(decoded) ?? null;
  };

  const send = (c: Context, entry: StaticEntry, status: 200 | 404 = 200) => {
    if (!entry.variants.identity.body) return streamFromDisk(c, entry);
    const rep = entry.variants[negotiateEncoding(c.req.header("accept-encoding"), entry.variants)];
    const { body, headers } = rep ?? entry.variants.identity;
    if (status === 404) {
      const { ETag: _etag, ...rest } = headers;
      return respond(c, body, 404, { ...rest, "X-Robots-Tag": "noindex" });
    }
    if (
      notModified(
        c.req.header("if-none-match"),
        c.req.header("if-modified-since"),
        headers.ETag,
        entry.mtimeSec,
      )
    )
      return c.body(null, 304, (rep ?? entry.variants.identity).notModifiedHeaders);
    return respond(c, body, status, headers);
  };

  const byRawPath = new Map([...byPath].map(([p, entry]) => [encodeURI(p), entry]));
  return { lookup, byRawPath, send, size: { files: byPath.size, bytes } };
}

function respond(
  c: Context,
  body: Uint8Array<ArrayBuffer> | null,
  status: 200 | 404,
  headers: Record<string, string>,
): Response {
  // HEAD: the same headers, Content-Length included, and no body.
  if (c.req.method === "HEAD" || body === null) return c.body(null, status, headers);
  return c.body(body, status, headers);
}

/**
 * RFC 9110 13.1.2/13.1.3: If-None-Match (weak comparison) wins over If-Modified-Since.
 */
export function notModified(
  inm: string | undefined,
  ims: string | undefined,
  etag: string | undefined,
  mtimeSec: number,
): boolean {
  if (inm !== undefined) {
    if (!etag) return false;
    const plain = etag.replace(/^W\//, "");
    return inm
      .split(",")
      .map((t) => t.trim().replace(/^W\//, ""))
      .some((t) => t === "*" || t === plain);
  }
  if (ims === undefined) return false;
  const since = Date.parse(ims);
  return Number.isFinite(since) && mtimeSec <= Math.floor(since / 1000);
}

/** Big files: a 304 on Last-Modified, else Hono's serveStatic streams the file (Range too). */
function streamFromDisk(c: Context, entry: StaticEntry): Response | Promise<Response> {
  const headers = entry.variants.identity.headers;
  if (notModified(undefined, c.req.header("if-modified-since"), undefined, entry.mtimeSec)) {
    const { "Content-Type": _type, ...rest } = headers;
    return c.body(null, 304, rest);
  }
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  const serve: MiddlewareHandler = serveStatic({ path: entry.file });
  return serve(c, async () => {}) as Promise<Response>;
}

/**
 * The prerendered 404 pages (`/en/404`…) are what an unknown address is answered with, by the
 * not-found handler and with status 404; asked for by their own address they are not pages either.
 */
export function isNotFoundPage(entry: StaticEntry): boolean {
  return /(^|\/)404\/index\.html$/.test(entry.relative);
}

/** Middleware: GET and HEAD of a known file are answered here; anything else goes on. */
export function staticFiles(files: StaticFiles): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const entry = files.lookup(c.req.path);
    if (!entry || isNotFoundPage(entry)) return next();
    return files.send(c, entry);
  };
}
