import { Hono, type Context } from "hono";
import path from "node:path";
import { langFromPath } from "../app/i18n/languages";
import { resolveRedirect } from "../app/i18n/redirects";
import { notFoundPath } from "../app/i18n/prerender";
import {
  BASE_SECURITY_HEADERS,
  HSTS_MAX_AGE_S,
  contentSecurityPolicy,
  isHttps,
} from "./security-headers";
import { collapseLeadingSlashes, isSameOriginPath } from "./redirect-target";
import { findFile, loadCspManifest, readStatic } from "./static-files";
import { createPageRenderer, wantsRendering, type RenderPage } from "./ssr-handler";
import { createSiteSearch } from "./site-search";

declare module "hono" {
  interface ContextVariableMap {
    /** React Router's renderer, for the API's no-JavaScript form outcomes (null: none built). */
    renderPage: RenderPage | null;
  }
}

export interface SiteOptions {
  /** The React Router build directory (contains client/). */
  buildDir: string;
  /** The API app; its routes start with /api. */
  api?: Hono;
  /** Trust X-Forwarded-Proto (a proxy terminates TLS in front of us). */
  trustForwardedProto?: boolean;
}

/** The whole HTTP app: headers, /api, redirects, prerendered pages and assets, the 404. */
export function createSiteApp(options: SiteOptions): Hono {
  const clientDir = path.resolve(options.buildDir, "client");
  const csp = loadCspManifest(path.resolve(options.buildDir));
  const app = new Hono();
  const render = createPageRenderer(options.buildDir, { searchSite: createSiteSearch(clientDir) });

  app.use("*", async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(BASE_SECURITY_HEADERS)) c.header(k, v);
    if (
      isHttps(c.req.url, c.req.header("x-forwarded-proto"), options.trustForwardedProto ?? false)
    ) {
      c.header("Strict-Transport-Security", `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
    }
  });

  app.use("*", async (c, next) => {
    c.set("renderPage", render);
    await next();
  });
  if (options.api) app.route("/", options.api);

  app.on(["GET", "HEAD"], "*", async (c) => {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith("/api/")) return c.json({ error: "not_found" }, 404);
    const collapsed = collapseLeadingSlashes(url.pathname);
    const target = resolveRedirect(collapsed) ?? (collapsed === url.pathname ? null : collapsed);
    if (target) {
      if (!isSameOriginPath(target)) return notFound(c);
      return c.redirect(`${target}${url.search}`, 301);
    }
    const file = await findFile(clientDir, url.pathname);
    // A query the prerendered file cannot show, or a path with no file: React Router renders it.
    if (render && (file || url.pathname.endsWith(".data")) && wantsRendering(url))
      return render(c.req.raw);
    if (file && !file.endsWith("__spa-fallback.html")) return send(c, file, 200);
    if (render)
      return render(c.req.raw, { status: url.pathname.endsWith(".data") ? undefined : 404 });
    if (url.pathname.endsWith(".data")) {
      // A client-side navigation to an unknown or old path: give the router the 404 route's data
      // so it renders the 404 page (or replaces an old path by its target) in the browser.
      const data = await findFile(clientDir, `${notFoundPath(langFromPath(url.pathname))}.data`);
      if (data) return send(c, data, 200);
    }
    return notFound(c);
  });

  async function notFound(c: Context) {
    const url = new URL(c.req.url);
    const page = await findFile(clientDir, notFoundPath(langFromPath(url.pathname)));
    if (!page) return c.text("Not found", 404);
    return send(c, page, 404);
  }

  async function send(c: Context, file: string, status: 200 | 404) {
    const res = await readStatic(clientDir, file, c.req.header("accept-encoding"));
    for (const [k, v] of Object.entries(res.headers)) c.header(k, v);
    if (res.relative.endsWith(".html")) {
      c.header("Content-Security-Policy", contentSecurityPolicy(csp[res.relative] ?? []));
      if (status === 404) c.header("X-Robots-Tag", "noindex");
    }
    if (c.req.method === "HEAD") return c.body(null, status);
    return c.body(res.body as Uint8Array<ArrayBuffer>, status);
  }

  return app;
}
