/**
 * The build's files answered straight from Node's request event, before Hono builds a Request,
 * a Context and a Response for them: about twice the pages per second on this machine, which is
 * what brings the server within reach of nginx (docs/decisions/120-static-files-from-memory.md).
 * Only exact paths of known files take this path, with the same headers, negotiation and 304s as
 * the Hono middleware; anything else (redirects, odd encodings, the API, the 404) goes to Hono.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { resolveRedirect } from "../app/i18n/redirects";
import { consentFromCookieHeader } from "./consent-cookie";
import { negotiateEncoding } from "./content-encoding";
import { HSTS_MAX_AGE_S, isHttps } from "./security-headers";
import { isNotFoundPage, notModified, type StaticEntry, type StaticFiles } from "./static-files";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const HSTS = { "Strict-Transport-Security": `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` };

/** Paths served here: known files that no redirect applies to. */
function fastPaths(files: StaticFiles): Map<string, StaticEntry> {
  const out = new Map<string, StaticEntry>();
  for (const [raw, entry] of files.byRawPath) {
    if (entry.variants.identity.body && resolveRedirect(raw) === null && !isNotFoundPage(entry))
      out.set(raw, entry);
  }
  return out;
}

/** Answers the request when it is a GET or HEAD of a known file; false to let Hono answer. */
function createFastPath(
  files: StaticFiles,
  trustForwardedProto: boolean,
  dynamic?: (url: string) => boolean,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const paths = fastPaths(files);
  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "/";
    // A request the server renders (a page with a query: ssr-handler.ts) is not a file's.
    if (dynamic?.(url)) return false;
    const query = url.indexOf("?");
    // An empty query (`/ua?`) is redirected without it (site-app.ts).
    if (query === url.length - 1) return false;
    const entry = paths.get(query < 0 ? url : url.slice(0, query));
    if (!entry) return false;
    const h = req.headers;
    // A visitor who chose cookies gets the page marked by Hono instead (consent-cookie.ts).
    if (entry.relative.endsWith(".html") && consentFromCookieHeader(h.cookie)) return false;
    const rep = entry.variants[negotiateEncoding(h["accept-encoding"], entry.variants)];
    if (!rep) return false;
    const secure =
      (req.socket as { encrypted?: boolean }).encrypted === true ||
      isHttps("http:", h["x-forwarded-proto"] as string | undefined, trustForwardedProto);
    if (notModified(h["if-none-match"], h["if-modified-since"], rep.headers.ETag, entry.mtimeSec)) {
      res.writeHead(304, secure ? { ...rep.notModifiedHeaders, ...HSTS } : rep.notModifiedHeaders);
      res.end();
      return true;
    }
    res.writeHead(200, secure ? { ...rep.headers, ...HSTS } : rep.headers);
    res.end(method === "HEAD" ? undefined : rep.body);
    return true;
  };
}

/** A `createServer` for @hono/node-server's `serve()` that tries the fast path first. */
export function fastStaticCreateServer(
  files: StaticFiles,
  trustForwardedProto: boolean,
  dynamic?: (url: string) => boolean,
): typeof createServer {
  const fast = createFastPath(files, trustForwardedProto, dynamic);
  const create = (options: object, listener: Listener) =>
    createServer(options, (req, res) => {
      if (!fast(req, res)) listener(req, res);
    });
  return create as typeof createServer;
}
