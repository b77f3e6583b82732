import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createSiteApp } from "../../server/site-app";
import { deferHydration } from "../../server/defer-hydration";
import { inlineScriptHashes } from "../../server/csp-hashes";

let app: ReturnType<typeof createSiteApp>;

function write(root: string, rel: string, body: string | Buffer) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

beforeAll(() => {
  const build = mkdtempSync(path.join(tmpdir(), "site-app-"));
  const client = path.join(build, "client");
  write(client, "en/index.html", '<html lang="en"><h1>Home</h1><script>boot()</script></html>');
  write(client, "en/index.html.gz", gzipSync('<html lang="en"><h1>Home</h1></html>'));
  write(client, "nl/404/index.html", '<html lang="nl"><h1>Niet gevonden</h1></html>');
  write(client, "en/404/index.html", '<html lang="en"><h1>Not found</h1></html>');
  write(client, "en/404.data", "404-data");
  write(
    client,
    "ua/конфіденційність/index.html",
    '<html lang="uk"><h1>Конфіденційність</h1></html>',
  );
  write(client, "assets/app-abc123.js", "console.log(1)");
  write(client, "robots.txt", "User-agent: *");
  write(build, "csp-manifest.json", JSON.stringify({ "en/index.html": ["sha256-abc"] }));
  app = createSiteApp({ buildDir: build, trustForwardedProto: true });
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
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
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

  it("never serves files outside the build", async () => {
    for (const p of ["/../package.json", "/%2e%2e/%2e%2e/etc/passwd", "/assets/%00x"]) {
      const res = await app.request(p);
      expect(res.status).toBe(404);
    }
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
    expect(out).toMatch(/window.__reactRouterContext = \{\};;\(function\(\)\{/);
  });

  it("hashes every executable inline script, not JSON-LD", () => {
    const hashes = inlineScriptHashes(deferHydration(page));
    expect(hashes).toHaveLength(2);
    for (const h of hashes) expect(h).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
  });
});
