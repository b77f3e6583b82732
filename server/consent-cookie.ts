import type { Context, MiddlewareHandler } from "hono";
import { CONSENT_POST_PATH } from "../app/lib/consent-names";
import { bodyLimit } from "hono/body-limit";
import { CONSENT_MAX_AGE_S } from "../app/lib/retention";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzip,
  gzipSync,
} from "node:zlib";
import { isForeignOrigin, readForm } from "./api/request-body";
import { isHttps } from "./security-headers";
import { notModified } from "./static-files";

/**
 * The cookie banner without JavaScript (docs/decisions/150-native-controls.md): each choice is a
 * form post to POST /api/consent, which stores the choice in a first-party cookie and sends the
 * visitor back (303). Pages are then served with `data-consent` on <html>, which hides the banner
 * by CSS. With JavaScript an inline head script sets the same attribute from the same cookie (or
 * localStorage) before the first paint, and the consent store writes both.
 */
export const CONSENT_COOKIE = "cookieConsent";
/**
 * A choice is two short fields (`choice`, `back`: a page's path and query). The post is read
 * before the API's own limits apply, so it has its own: a larger body is refused unread (413),
 * not parsed into memory.
 */
export const MAX_CONSENT_BODY_BYTES = 4 * 1024;
const consentBodyLimit = bodyLimit({
  maxSize: MAX_CONSENT_BODY_BYTES,
  onError: (c) => c.text("Payload Too Large", 413),
});
const VALUES = ["all", "necessary"] as const;
type Consent = (typeof VALUES)[number];

function isConsent(value: unknown): value is Consent {
  return VALUES.includes(value as Consent);
}

export function consentFromCookieHeader(header: string | undefined): Consent | null {
  const match = /(?:^|;\s*)cookieConsent=([^;]*)/.exec(header ?? "");
  return isConsent(match?.[1]) ? match[1] : null;
}

/**
 * A path of this site to go back to (the banner's `back`), its query and anchor kept; anything else
 * (other hosts, odd input) goes home.
 */
export function safeBackPath(back: unknown): string {
  if (typeof back !== "string" || !back.startsWith("/")) return "/";
  const base = "http://site.invalid";
  try {
    const url = new URL(back, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can leave `//host` or `/\host` (`/.//evil.example`), which a browser reads as
    // another site in a Location header.
    return url.origin === base && !/^\/[/\\]/.test(path) ? path : "/";
  } catch {
    return "/";
  }
}

/**
 * The banner's `back` is the page's path as prerendered, without the query the visitor's page may
 * carry (a calculator configuration, `?quote=1`): when the Referer is that same page of this site,
 * its query comes back too, so a choice made without JavaScript does not undo the visitor's.
 */
export function withRefererQuery(
  back: string,
  referer: string | undefined,
  origin: string | readonly string[],
): string {
  if (!referer || back.includes("?")) return back;
  const origins = typeof origin === "string" ? [origin] : origin;
  try {
    const from = new URL(referer);
    if (!origins.includes(from.origin) || from.pathname !== new URL(back, from.origin).pathname)
      return back;
    return safeBackPath(`${from.pathname}${from.search}`);
  } catch {
    return back;
  }
}

/**
 * Where a choice sends the visitor back. A visitor who had chosen before can only have seen the
 * banner reopened by the footer's "Cookie settings" (`#cookie-settings`, shown by `:target`): they
 * come back to the footer, where they were, as the boot lines send a visitor with JavaScript
 * (server/defer-hydration.ts), not to the top of a long page.
 */
export function backAfterChoice(back: string, cookieHeader: string | undefined): string {
  return consentFromCookieHeader(cookieHeader) !== null && !back.includes("#")
    ? `${back}#footer`
    : back;
}

async function post(c: Context, siteUrl: string, trustForwardedProto: boolean) {
  // Consent must be the visitor's own: another site may not post a choice for them.
  if (isForeignOrigin(c, siteUrl)) {
    return c.text("Forbidden", 403);
  }
  const form = await readForm(c).catch(() => ({}) as Record<string, unknown>);
  const choice = form.choice;
  // The page was this site's: at SITE_URL, or at the address this request came to (as the origin
  // check above accepts), e.g. a server reached by its IP before SITE_URL is set.
  const origins = [new URL(siteUrl || c.req.url).origin, new URL(c.req.url).origin];
  const back = backAfterChoice(
    withRefererQuery(safeBackPath(form.back), c.req.header("referer"), origins),
    c.req.header("cookie"),
  );
  if (!isConsent(choice)) return c.redirect(back, 303);
  // Behind a trusted proxy that ended TLS, the request this server sees is plain http.
  const https = isHttps(c.req.url, c.req.header("x-forwarded-proto"), trustForwardedProto);
  const secure = https ? "; Secure" : "";
  c.header(
    "Set-Cookie",
    `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`,
  );
  c.header("Cache-Control", "no-store");
  return c.redirect(back, 303);
}

function decode(body: Buffer, encoding: string | null): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/** Quick enough to answer with at once (a few milliseconds a page). */
function encode(body: Buffer, encoding: string | null): Buffer {
  if (encoding === "br") {
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === "gzip") return gzipSync(body, { level: 6 });
  return body;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * As small as the build's own copies (brotli 11, gzip 9), made on libuv's thread pool, off the
 * event loop: at quality 5 a marked home page was 11 % larger than the file (23.0 KB against
 * 20.7), which for a page near the first round trip's 14.6 KB is one more round trip.
 */
function encodeSmallest(body: Buffer, encoding: string | null): Promise<Buffer> | null {
  if (encoding === "br") {
    return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  }
  if (encoding === "gzip") return gzipAsync(body, { level: 9 });
  return null;
}

function addVaryCookie(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary?.toLowerCase().includes("cookie")) {
    headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
  }
}

/**
 * Marked bodies of the build's files, by representation (its ETag) and choice: a file never
 * changes while the server runs, so each is decompressed, marked and recompressed once, not on
 * every request of a visitor who chose. The first request gets a quick compression (brotli 5,
 * milliseconds); the smallest one is made meanwhile off the event loop and replaces it for every
 * later request. At most pages x encodings x choices entries; a response without an ETag (a
 * rendered page) is not kept.
 */
const markedCache = new Map<string, Buffer>();
const MARKED_CACHE_MAX = 1_000;

function markedHtml(body: Buffer, encoding: string | null, consent: Consent): Buffer {
  const html = decode(body, encoding).toString("utf8");
  return Buffer.from(html.replace(/<html(?=[\s>])/, `<html data-consent="${consent}"`), "utf8");
}

function keep(key: string, body: Buffer) {
  if (markedCache.size >= MARKED_CACHE_MAX && !markedCache.has(key)) markedCache.clear();
  markedCache.set(key, body);
}

/**
 * The validator of a page's copy marked for a choice: the file's own ETag names the unmarked
 * bytes, so the marked copy has its own (`"abc-br"` -> `W/"abc-br-all"`), and a returning
 * visitor's browser revalidates it into a 304 instead of downloading the page again.
 */
export function markedEtag(etag: string, consent: Consent): string {
  // Weak: the copy's bytes change once its smallest compression is ready, its content does not.
  const plain = etag.replace(/^W\//, "");
  return `W/${plain.endsWith('"') ? `${plain.slice(0, -1)}-${consent}"` : `"${plain}-${consent}"`}`;
}

/** The page with `data-consent` on its <html> element, and the ETag of that copy. */
export async function withConsentAttribute(res: Response, consent: Consent): Promise<Response> {
  const etag = res.headers.get("etag");
  const headers = new Headers(res.headers);
  // This variant is not the file its ETag describes (pages carry no Last-Modified, decision 297).
  if (etag) headers.set("ETag", markedEtag(etag, consent));
  addVaryCookie(headers);
  if (!res.body) {
    headers.delete("content-length");
    return new Response(null, { status: res.status, headers });
  }
  const encoding = headers.get("content-encoding");
  const key = etag ? `${etag}|${consent}` : null;
  let body = key ? markedCache.get(key) : undefined;
  if (body) await res.body.cancel();
  else {
    const html = markedHtml(Buffer.from(await res.arrayBuffer()), encoding, consent);
    body = encode(html, encoding);
    if (key) {
      keep(key, body);
      encodeSmallest(html, encoding)?.then(
        (smallest) => {
          if (smallest.length < body!.length) keep(key, smallest);
        },
        () => {}, // the quick copy stays
      );
    }
  }
  headers.set("Content-Length", String(body.length));
  return new Response(new Uint8Array(body), { status: res.status, headers });
}

/**
 * Mount first on the site app: handles POST /api/consent and marks pages for consented visitors.
 * `siteUrl` is the configured origin (server/config.ts); without it only the request's own host
 * counts as same-origin. `trustForwardedProto`: a proxy's `X-Forwarded-Proto` is believed (the
 * cookie is then `Secure` when the visitor's connection was HTTPS).
 */
export function consentCookie(siteUrl = "", trustForwardedProto = false): MiddlewareHandler {
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (pathname === CONSENT_POST_PATH) {
      if (c.req.method !== "POST") return c.text("Method Not Allowed", 405, { Allow: "POST" });
      let answer: Response | undefined;
      const refused = await consentBodyLimit(c, async () => {
        answer = await post(c, siteUrl, trustForwardedProto);
      });
      return refused ?? answer ?? c.res;
    }
    const page =
      (c.req.method === "GET" || c.req.method === "HEAD") && !pathname.startsWith("/api/");
    const consent = page ? consentFromCookieHeader(c.req.header("cookie")) : null;
    const ifNoneMatch = consent ? c.req.header("if-none-match") : undefined;
    if (consent) {
      // A copy cached before the choice must not be revalidated into a 304 with the banner: the
      // file is asked for whole, and only the marked copy's own ETag (below) answers 304.
      c.req.raw.headers.delete("if-none-match");
      c.req.raw.headers.delete("if-modified-since");
    }
    await next();
    if (!page || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
    const etag = c.res.headers.get("etag");
    if (consent && etag && c.res.status === 200 && ifNoneMatch !== undefined) {
      if (notModified(ifNoneMatch, undefined, markedEtag(etag, consent), 0)) {
        const headers = new Headers(c.res.headers);
        for (const h of ["content-length", "content-encoding", "content-type"]) headers.delete(h);
        headers.set("ETag", markedEtag(etag, consent));
        addVaryCookie(headers);
        await c.res.body?.cancel();
        c.res = undefined;
        c.res = new Response(null, { status: 304, headers });
        return;
      }
    }
    if (consent && (c.res.status === 200 || c.res.status === 404)) {
      const marked = await withConsentAttribute(c.res, consent);
      // Unset first: assigning over a response would copy its old length and validators back.
      c.res = undefined;
      c.res = marked;
    } else {
      addVaryCookie(c.res.headers);
    }
  };
}
