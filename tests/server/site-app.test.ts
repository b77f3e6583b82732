import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite, createSiteApp } from "../../server/site-app";
import { deferHydration } from "../../server/defer-hydration";
import { inlineScriptHashes } from "../../server/csp-hashes";
import { listen, makeBuild, rawRequest } from "./helpers/site-fixture";

let app: ReturnType<typeof createSiteApp>;

beforeAll(() => {
  app = createSiteApp({ buildDir: makeBuild(), trustForwardedProto: true });
});

describe("site server", () => {
  it("serves prerendered pages with a strict CSP carrying the page's script hashes", async () => {
    const res = await app.request("/en");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp.split(";").find((d) => d.includes("script-src"))).not.toContain("unsafe-inline");
    for (const d of [
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS only when served over HTTPS", async () => {
    const res = await app.request("/en", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("serves the precompressed copy when the browser accepts it", async () => {
    const res = await app.request("/en", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
  });

  it("caches hashed assets for a year", async () => {
    const res = await app.request("/assets/app-abc123.js");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toContain("javascript");
  });

  it("revalidates the files that follow the owner's data, and keeps other unhashed files a day", async () => {
    for (const file of ["/generated/contact-en.vcf", "/search/en.json"]) {
      const res = await app.request(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("cache-control"), file).toBe("no-cache");
      const etag = res.headers.get("etag") ?? "";
      expect(etag, file).not.toBe("");
      const again = await app.request(file, { headers: { "if-none-match": etag } });
      expect(again.status, file).toBe(304);
    }
    expect((await app.request("/robots.txt")).headers.get("cache-control")).toBe(
      "public, max-age=86400",
    );
  });

  it("redirects permanently and keeps the query", async () => {
    const res = await app.request("/card?utm_source=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/en/card?utm_source=x");
    expect((await app.request("/en/?a=1")).headers.get("location")).toBe("/en?a=1");
  });

  it("serves localized slugs raw and percent-encoded", async () => {
    expect((await app.request(encodeURI("/ua/конфіденційність"))).status).toBe(200);
  });

  it("answers unknown paths with the 404 page of the prefix's language", async () => {
    const res = await app.request("/nl/bestaat-niet");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Niet gevonden");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect((await app.request("/en/nope.data")).status).toBe(200);
  });

  describe("on a real connection, with the fast path for known files in front", () => {
    let server: ServerType;
    let port: number;
    beforeAll(async () => {
      const site = createSite({ buildDir: makeBuild(), trustForwardedProto: true });
      ({ server, port } = await listen(site.app, site.createServer));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    // Sent byte for byte: the fast path sees the raw request line (fetch would resolve the dots).
    it.each([
      `/${"../".repeat(12)}etc/passwd`,
      `/${"%2e%2e/".repeat(12)}etc/passwd`,
      `/assets/${"..%2f".repeat(12)}etc/passwd`,
      "/assets/%00x",
    ])("never serves a file outside the build: %s", async (p) => {
      const res = await rawRequest(port, p);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain("root:");
    });
  });
});

describe("build steps", () => {
  const page = [
    '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body>',
    "<script>window.__reactRouterContext = {};</script>",
    '<script type="module" async="">import "/assets/a.js";</script>',
    '<script type="application/ld+json">{"a":1}</script>',
    "</body></html>",
  ].join("");

  it("defers the module scripts until the page has painted", () => {
    const out = deferHydration(page);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<script type="x-deferred-module">import "/assets/a.js";</script>');
    expect(out).toMatch(/window.__reactRouterContext = \{\};;\(\(\)=>\{/);
  });

  it("hashes every executable inline script, not JSON-LD", () => {
    const hashes = inlineScriptHashes(deferHydration(page));
    expect(hashes).toHaveLength(2);
    for (const h of hashes) expect(h).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
  });
});
