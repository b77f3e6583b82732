/**
 * React Router's request handler, for the requests a prerendered file cannot answer: a query
 * that changes the page (a shared calculator link, a search), a form's outcome, an unknown path
 * (docs/decisions/130-ssr-for-dynamic-requests.md). Its pages get what the build gives the
 * prerendered ones: their critical CSS inline, deferred hydration and a CSP listing the hashes of
 * their own inline scripts.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { SELF_POSTING_PATHS } from "../app/i18n/prerender";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { createCriticalCss, inlineCriticalCss, linksStylesheet } from "./critical-css";
import { inlineScriptHashes } from "./csp-hashes";
import { negotiateEncoding } from "./content-encoding";
import { BOOT, assetReader, deferHydration } from "./defer-hydration";
import { inlineSmallDictionary } from "./inline-dictionary";
import { contentSecurityPolicy } from "./security-headers";

/** Why: a rendered page is sent once, so a fast brotli level beats the smallest one. */
const BROTLI_QUALITY = 5;
/** A rendered page may differ for the same URL (a form's outcome carries personal input). */
const NO_STORE = "no-store";
const REVALIDATE = "public, max-age=0, must-revalidate";

export interface RenderOptions {
  /** Load context for the loaders (merged over the server's own). */
  context?: AppLoadContext;
  /** Force this status (the 404 page, a refused form). */
  status?: number;
  /**
   * false: send the page without its scripts. A page answering a form post has the post's URL
   * (/api/...), which no route matches, so it must not hydrate; it is plain HTML.
   */
  hydrate?: boolean;
  /** The answer holds the visitor's own input: never stored by a cache. */
  private?: boolean;
}

export type RenderPage = (request: Request, options?: RenderOptions) => Promise<Response>;

declare module "hono" {
  interface ContextVariableMap {
    /** React Router's renderer, for the API's no-JavaScript form outcomes (null: none built). */
    renderPage: RenderPage | null;
  }
}

/**
 * Removes the hydration scripts deferHydration left: the page stays as rendered. Its boot lines go
 * too: they start the scripts and stand in for the app until it runs, which it never does here. A
 * language link then keeps its own query, as a refused form's page needs (server/refused-input.ts).
 */
export function withoutHydration(html: string): string {
  return html
    .replace(BOOT, "")
    .replace(/<script type="x-deferred-module">[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="x-deferred-modulepreload"[^>]*>/g, "");
}

/** Both encodings can be made for any page: the client's header decides, q-values included. */
const CAN_ENCODE = { br: true, gzip: true } as const;

function compress(body: string, acceptEncoding: string | null) {
  const encoding = negotiateEncoding(acceptEncoding ?? undefined, CAN_ENCODE);
  if (encoding === "br")
    return {
      encoding: "br",
      body: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      }),
    };
  if (encoding === "gzip") return { encoding: "gzip", body: gzipSync(body) };
  return { encoding: null, body: Buffer.from(body) };
}

/** Distinct page shapes whose critical CSS is kept (a few per route and language in practice). */
const CRITICAL_CACHE_MAX = 200;

/**
 * What decides which CSS rules a page needs: its element names, class names and attribute names
 * (and input types). Pages that differ only in text (the 404 for another path, a calculator link
 * with other numbers) share one critical CSS, computed once: Beasties takes 20-60 ms a page.
 */
export function cssShapeOf(html: string): string {
  const tokens = new Set<string>();
  for (const [, tag, attrs] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tokens.add(`<${tag}`);
    for (const [, name, value] of attrs!.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) {
      if (name === "class") for (const c of value!.split(/\s+/)) tokens.add(`.${c}`);
      else tokens.add(name === "type" ? `[type=${value}]` : `[${name}]`);
    }
  }
  return createHash("sha256")
    .update([...tokens].sort().join(" "))
    .digest("base64url");
}

/**
 * The critical CSS step of the build (server/critical-css.ts, docs/decisions/160 and 222), for
 * rendered pages: the render-blocking stylesheet becomes the inline CSS the page uses, so a
 * rendered page (the 404, a shared calculator link) paints in the same round trip as a
 * prerendered one. The inline CSS is cached by the page's shape (`cssShapeOf`).
 */
function criticalCssFor(clientDir: string): (html: string) => Promise<string> {
  const critical = createCriticalCss(clientDir);
  const cache = new Map<string, string>();
  return async (html) => {
    if (!linksStylesheet(html)) return html;
    const shape = cssShapeOf(html);
    let css = cache.get(shape);
    if (css === undefined) {
      css = (await critical(html)).css;
      if (cache.size >= CRITICAL_CACHE_MAX) cache.clear();
      cache.set(shape, css);
    }
    return inlineCriticalCss(html, css);
  };
}

/**
 * Checks the build at start-up. A folder without the built pages (a wrong `BUILD_DIR`, no build
 * yet) stops the server with the reason: otherwise it would answer 404 to every page while its
 * health check says all is well. Then it loads the build's server part once, so a build that cannot
 * render (moved away from the app's `node_modules`, see the README's `BUILD_DIR`) stops it too,
 * instead of answering 500 to every page rendered per request. A build without a server part is
 * fine.
 */
export async function checkServerBuild(buildDir: string): Promise<void> {
  const pages = path.resolve(buildDir, "client", "index.html");
  if (!existsSync(pages))
    throw new Error(
      `No built site in ${path.resolve(buildDir)} (${pages} is missing): run \`npm run build\`, ` +
        "or set BUILD_DIR to the folder it wrote (README: BUILD_DIR).",
    );
  const entry = path.resolve(buildDir, "server", "index.js");
  if (!existsSync(entry)) return;
  try {
    await import(pathToFileURL(entry).href);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The server part of the build (${entry}) cannot load: ${reason}. Pages rendered per request ` +
        "would fail. Keep the build where the app's node_modules can be found (README: BUILD_DIR).",
      { cause: error },
    );
  }
}

/**
 * The renderer of a build (`<buildDir>/server/index.js`), or null when the build has no server
 * part (then only the prerendered files are served).
 */
export function createPageRenderer(
  buildDir: string,
  baseContext: AppLoadContext,
): RenderPage | null {
  const entry = path.resolve(buildDir, "server", "index.js");
  if (!existsSync(entry)) return null;
  let build: Promise<ServerBuild> | undefined;
  const inlineCss = criticalCssFor(path.resolve(buildDir, "client"));
  const readAsset = assetReader(path.resolve(buildDir, "client"));
  const handler = createRequestHandler(
    () => (build ??= import(pathToFileURL(entry).href) as Promise<ServerBuild>),
    "production",
  );

  return async (request, options = {}) => {
    const head = request.method === "HEAD";
    const res = await handler(head ? new Request(request, { method: "GET" }) : request, {
      ...baseContext,
      ...options.context,
    });
    const status = options.status ?? res.status;
    const headers = new Headers(res.headers);
    const type = headers.get("content-type") ?? "";
    if (!type.startsWith("text/html")) {
      // Route data (`.data`) of a page rendered for its query: revalidated and compressed as its
      // page is, and as the prerendered `.data` files are. A redirect has no body to compress.
      if (!type.startsWith("text/x-script") || !res.body) {
        return new Response(head ? null : res.body, { status, headers });
      }
      headers.set("Cache-Control", options.private ? NO_STORE : REVALIDATE);
      headers.set("Vary", "Accept-Encoding");
      headers.delete("Content-Length");
      const out = compress(await res.text(), request.headers.get("accept-encoding"));
      if (out.encoding) headers.set("Content-Encoding", out.encoding);
      headers.set("Content-Length", String(out.body.length));
      return new Response(head ? null : new Uint8Array(out.body), { status, headers });
    }
    let html = deferHydration(await res.text(), readAsset);
    // Without its scripts the page never enables a deferred stylesheet: it keeps the plain link.
    if (options.hydrate === false) html = withoutHydration(html);
    // A small page keeps its dictionary inline, as a prerendered one does: the 404 page loaded
    // it as a file, 1.7-2.6 KB more script before any interaction (decision 299).
    else html = inlineSmallDictionary(await inlineCss(html), readAsset, BROTLI_QUALITY);
    headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
    headers.set("Cache-Control", options.private ? NO_STORE : REVALIDATE);
    if (status === 404) headers.set("X-Robots-Tag", "noindex");
    headers.set("Content-Type", "text/html; charset=utf-8");
    headers.set("Vary", "Accept-Encoding");
    headers.delete("Content-Length");
    const out = compress(html, request.headers.get("accept-encoding"));
    if (out.encoding) headers.set("Content-Encoding", out.encoding);
    headers.set("Content-Length", String(out.body.length));
    return new Response(head ? null : new Uint8Array(out.body), { status, headers });
  };
}

/**
 * Whether a request for a page (or its .data) carries a query, which a prerendered file cannot
 * reflect: every query counts, as the language links carry it too. `url` is the request target
 * (`/en?x=1`) or an absolute URL; assets (`/assets/x.js?v=1`) are files either way.
 */
export function wantsRendering(url: string): boolean {
  const query = url.indexOf("?");
  if (query < 0 || query === url.length - 1) return false;
  const pathname = url.slice(0, query).replace(/^[a-z]+:\/\/[^/]*/i, "");
  return path.extname(pathname) === "" || pathname.endsWith(".data");
}

const SELF_POSTING = new Set(SELF_POSTING_PATHS);

/** Largest demo form post: its fields are a few hundred characters at most. */
export const MAX_DEMO_POST_BYTES = 16 * 1024;

/**
 * Middleware: a demo form posted before or without JavaScript (POST to its own page, with or
 * without a query) is answered by the page's action and rendered again with the outcome, never
 * stored by a cache. Nothing is kept (docs/decisions/142-demo-forms-post.md). The dental page's
 * package cards post its request form the same way.
 */
export function demoFormPosts(render: RenderPage): MiddlewareHandler {
  const tooLarge = (c: Context) => c.text("Payload Too Large", 413);
  const limit = bodyLimit({ maxSize: MAX_DEMO_POST_BYTES, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method !== "POST" || !SELF_POSTING.has(c.req.path)) return next();
    let answer: Response | undefined;
    const refused = await limit(c, async () => {
      answer = await render(c.req.raw, { private: true });
    });
    return answer ?? refused ?? tooLarge(c);
  };
}

/**
 * Middleware: a page or .data request with a query is rendered when its path is a known file;
 * an unknown path goes on to the 404 (rendered there too).
 */
export function renderedPages(
  render: RenderPage,
  isFile: (path: string) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    if (!wantsRendering(c.req.url) || !isFile(c.req.path)) return next();
    return render(c.req.raw);
  };
}
