import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { createServer } from "node:http";
import path from "node:path";
import { langFromPath } from "../app/i18n/languages";
import { resolveRedirect } from "../app/i18n/redirects";
import { notFoundPath } from "../app/i18n/prerender";
import { collapseLeadingSlashes, isSameOriginPath } from "./redirect-target";
import {
  ASSET_SECURITY_HEADERS,
  BASE_SECURITY_HEADERS,
  HSTS_MAX_AGE_S,
  contentSecurityPolicy,
  isHttps,
  setResponseHeaders,
} from "./security-headers";
import { consentCookie } from "./consent-cookie";
import { refusedInputPages } from "./refused-input";
import { fastStaticCreateServer } from "./static-fast-path";
import {
  IMMUTABLE_CACHE,
  isContentHashed,
  loadCspManifest,
  loadStaticFiles,
  staticFiles,
  type StaticFiles,
} from "./static-files";
import { createSiteSearch } from "./site-search";
import {
  createPageRenderer,
  demoFormPosts,
  renderedPages,
  wantsRendering,
  type RenderPage,
} from "./ssr-handler";

export interface SiteOptions {
  /** The React Router build directory (contains client/). */
  buildDir: string;
  /** The API app; its routes start with /api. */
  api?: Hono;
  /** Trust X-Forwarded-Proto (a proxy terminates TLS in front of us). */
  trustForwardedProto?: boolean;
  /** The configured public origin (SITE_URL): a consent post from it is the visitor's own. */
  siteUrl?: string;
}

export type Site = {
  app: Hono;
  files: StaticFiles;
  /** For `serve({ createServer })`: answers known files before Hono (static-fast-path.ts). */
  createServer: typeof createServer;
};

/**
 * The whole HTTP app, in order: security headers, /api, redirects, the build's files from memory,
 * then the 404 page. A dynamic page handler (server rendering) belongs between the files and the
 * 404.
 */
export function createSite(options: SiteOptions): Site {
  const buildDir = path.resolve(options.buildDir);
  const csp = loadCspManifest(buildDir);
  const files = loadStaticFiles(path.join(buildDir, "client"), (relative) =>
    relative.endsWith(".html")
      ? {
          ...BASE_SECURITY_HEADERS,
          "Content-Security-Policy": contentSecurityPolicy(csp[relative] ?? []),
          // Pages differ for visitors who chose cookies (consent-cookie.ts).
          Vary: "Cookie",
        }
      : isContentHashed(relative)
        ? { ...ASSET_SECURITY_HEADERS }
        : { ...BASE_SECURITY_HEADERS },
  );
  const trustForwardedProto = options.trustForwardedProto ?? false;
  // React Router's handler for what no file answers (docs/decisions/130-ssr-for-dynamic-requests.md).
  const render = createPageRenderer(buildDir, {
    searchSite: createSiteSearch(path.join(buildDir, "client")),
  });
  const app = new Hono();

  app.use("*", securityHeaders(trustForwardedProto));
  app.use("*", consentCookie(options.siteUrl, trustForwardedProto));
  app.use("*", async (c, next) => {
    c.set("renderPage", render);
    await next();
  });
  if (options.api) app.route("/", options.api);
  app.use("*", redirects(files));
  if (render) {
    app.use("*", demoFormPosts(render));
    app.use("*", refusedInputPages(render));
    app.use(
      "*",
      renderedPages(render, (p) => files.lookup(p) !== null),
    );
  }
  app.use("*", staticFiles(files));
  app.on(["GET", "HEAD"], "*", (c) => notFound(c, files, render));
  app.all("*", (c) => otherMethod(c, files));
  const dynamic = render ? wantsRendering : undefined;
  return { app, files, createServer: fastStaticCreateServer(files, trustForwardedProto, dynamic) };
}

/** The app alone (requests through Hono only, as in `app.request()` tests). */
export function createSiteApp(options: SiteOptions): Hono {
  return createSite(options).app;
}

function securityHeaders(trustForwardedProto: boolean): MiddlewareHandler {
  const base = Object.entries(BASE_SECURITY_HEADERS);
  const asset = Object.entries(ASSET_SECURITY_HEADERS);
  return async (c, next) => {
    await next();
    const headers = c.res.headers.get("cache-control") === IMMUTABLE_CACHE ? asset : base;
    setResponseHeaders(
      c,
      isHttps(c.req.url, c.req.header("x-forwarded-proto"), trustForwardedProto)
        ? [
            ...headers,
            ["Strict-Transport-Security", `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`],
          ]
        : headers,
    );
  };
}

/**
 * Permanent redirects (old paths, trailing slashes, /uk), query kept. Paths starting with several
 * slashes or backslashes are collapsed first, and a target that is not a same-origin path is
 * never sent: `//evil.example/` must not become `Location: //evil.example`.
 *
 * An empty query (`/ua?`) is dropped too: the phone menu's links to a part of the page it is on
 * are written `/ua?#contact` before its code runs, so that without JavaScript each one loads the
 * page anew with the menu closed. Were the visitor left at `/ua?`, the next such link would be a
 * jump within that page, under the menu that stays open; at `/ua` (the browser keeps the `#…`
 * across the redirect) every one of them loads the page again (docs/decisions/316-menu-jumps-without-javascript.md).
 */
function redirects(files: StaticFiles): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const raw = rawPath(c.req.url);
    const collapsed = collapseLeadingSlashes(raw);
    const query = c.req.url.indexOf("?");
    const emptyQuery = query === c.req.url.length - 1;
    const target =
      resolveRedirect(collapsed) ?? (collapsed === raw && !emptyQuery ? null : collapsed);
    if (!target) return next();
    if (!isSameOriginPath(target)) return notFound(c, files);
    return c.redirect(`${target}${query < 0 || emptyQuery ? "" : c.req.url.slice(query)}`, 301);
  };
}

/** The URL's path as sent (percent-encoding kept), with `.`/`..` segments resolved. */
function rawPath(url: string): string {
  const query = url.indexOf("?");
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const p = start < 0 ? "/" : url.slice(start, query < 0 ? undefined : query);
  return p.includes("/.") ? new URL(url).pathname : p;
}

/** A path that names a file a page loads, by its extension (pages and `.data` have none of these). */
const ASSET_PATH = /\.(?:m?js|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|otf|mp4|webm)$/i;

function notFound(
  c: Context,
  files: StaticFiles,
  render?: RenderPage | null,
): Response | Promise<Response> {
  if (c.req.path.startsWith("/api/")) return c.json({ error: "not_found" }, 404);
  // A script, stylesheet, image or font that is not there (a page cached from before a deploy, a
  // probe): no one reads a page for it, so no page is rendered or sent.
  if (ASSET_PATH.test(c.req.path)) return c.text("Not found", 404);
  // The 404 page rendered at the path asked for: its language links keep that path.
  if (render) return render(c.req.raw, { status: c.req.path.endsWith(".data") ? undefined : 404 });
  const lang = langFromPath(c.req.path);
  if (c.req.path.endsWith(".data")) {
    // A client-side navigation to an unknown or old path: give the router the 404 route's data
    // so it renders the 404 page (or replaces an old path by its target) in the browser.
    const data = files.lookup(`${notFoundPath(lang)}.data`);
    if (data) return files.send(c, data);
  }
  const page = files.lookup(notFoundPath(lang));
  return page ? files.send(c, page, 404) : c.text("Not found", 404);
}

/**
 * Another method than GET or HEAD on a file or page of the site (the forms post to /api/ or, for
 * the demo and dental pages, to their own page, answered before): 405 with what it allows, as the
 * API's form addresses answer a GET; OPTIONS gets the same list with 204. Elsewhere: not found.
 */
function otherMethod(c: Context, files: StaticFiles): Response {
  if (c.req.path.startsWith("/api/")) return c.json({ error: "not_found" }, 404);
  if (files.lookup(c.req.path) === null) return c.text("Not found", 404);
  const allow = { Allow: "GET, HEAD" };
  return c.req.method === "OPTIONS"
    ? c.body(null, 204, allow)
    : c.text("Method Not Allowed", 405, allow);
}
