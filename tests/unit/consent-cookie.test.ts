import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  MAX_CONSENT_BODY_BYTES,
  safeBackPath,
  withConsentAttribute,
  withRefererQuery,
} from "../../server/consent-cookie";
import { readablePath } from "../../app/lib/readable-path";
import { createSiteApp } from "../../server/site-app";

/** The cookie banner's no-JavaScript path: POST /api/consent and the marked pages. */
let app: ReturnType<typeof createSiteApp>;
let build: string;
const PAGE =
  '<!DOCTYPE html><html lang="nl"><body><section class="cookie-banner"></section></body></html>';

beforeAll(() => {
  build = mkdtempSync(path.join(tmpdir(), "consent-"));
  const write = (rel: string, body: string | Buffer) => {
    const file = path.join(build, "client", rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  };
  write("nl/index.html", PAGE);
  write("nl/index.html.br", brotliCompressSync(PAGE));
  write("en/404/index.html", '<html lang="en"><h1>Not found</h1></html>');
  write("assets/app.js", "<html>not a page</html>");
  app = createSiteApp({ buildDir: build });
});

function post(body: string, origin = "http://localhost") {
  return app.request("http://localhost/api/consent", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, host: "localhost" },
    body,
  });
}

describe("consent without JavaScript", () => {
  it("stores the choice in a first-party cookie and sends the visitor back (303)", async () => {
    const res = await post("choice=necessary&back=%2Fnl%3Fa%3D1");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/nl?a=1");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^cookieConsent=necessary;/);
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  it("sends a visitor who had chosen before (the reopened settings) back to the footer", async () => {
    const again = await app.request("http://localhost/api/consent", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost",
        host: "localhost",
        cookie: "other=1; cookieConsent=all",
      },
      body: "choice=necessary&back=%2Fnl%3Fa%3D1",
    });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/nl?a=1#footer");
    expect(again.headers.get("set-cookie")).toMatch(/^cookieConsent=necessary;/);
    // A first choice goes back to the page as it was asked for.
    expect((await post("choice=all&back=%2Fnl")).headers.get("location")).toBe("/nl");
  });

  it("refuses a choice posted by another site and stores nothing for an unknown choice", async () => {
    const foreign = await post("choice=all&back=/nl", "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie")).toBeNull();
    const odd = await post("choice=everything&back=/nl");
    expect(odd.status).toBe(303);
    expect(odd.headers.get("set-cookie")).toBeNull();
  });

  it("names the one method it takes when asked with another (405, Allow: POST)", async () => {
    for (const method of ["GET", "PUT"]) {
      const res = await app.request("http://localhost/api/consent", { method });
      expect([method, res.status, res.headers.get("allow")]).toEqual([method, 405, "POST"]);
    }
  });

  it("only ever sends the visitor back to a path of this site", () => {
    expect(safeBackPath("/fr/confidentialite")).toBe("/fr/confidentialite");
    // The banner writes its page's letters out (readablePath); the redirect carries them encoded.
    expect(safeBackPath(readablePath(encodeURI("/ua/умови")))).toBe(encodeURI("/ua/умови"));
    // A query and an anchor, if any, are kept: the visitor lands on them.
    expect(safeBackPath("/en/website-portfolio?x=1#process")).toBe(
      "/en/website-portfolio?x=1#process",
    );
    for (const bad of ["//evil.example/x", "/\\evil.example", "https://evil.example", "", 5]) {
      expect(safeBackPath(bad)).toBe("/");
    }
    // Dot segments that would leave `//host` or `/\host` once resolved.
    for (const bad of ["/.//evil.example", "/x/..//evil.example", "/./\\evil.example"]) {
      expect(safeBackPath(bad)).toBe("/");
    }
  });

  it("refuses a post larger than a choice unread (413), sent with a length or in chunks", async () => {
    const big = `choice=all&back=/nl&x=${"a".repeat(MAX_CONSENT_BODY_BYTES)}`;
    const sized = await post(big);
    expect(sized.status).toBe(413);
    expect(sized.headers.get("set-cookie")).toBeNull();
    const chunked = await app.request("http://localhost/api/consent", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(chunked.headers.get("set-cookie")).toBeNull();
  });

  it("marks the cookie Secure when a trusted proxy says the visitor came over HTTPS", async () => {
    const request = (trust: boolean) =>
      createSiteApp({ buildDir: build, trustForwardedProto: trust }).request(
        "http://localhost/api/consent",
        {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            host: "localhost",
            "x-forwarded-proto": "https",
          },
          body: "choice=all&back=/nl",
        },
      );
    expect((await request(true)).headers.get("set-cookie")).toMatch(/; Secure$/);
    expect((await request(false)).headers.get("set-cookie")).not.toContain("Secure");
  });

  it("keeps the query of the page the choice was made on (its Referer), and only that page's", () => {
    const origin = "https://studio.example";
    const calc = `${origin}/ua?platform=lovable&pages=1&addons=seo`;
    expect(withRefererQuery("/ua", calc, origin)).toBe("/ua?platform=lovable&pages=1&addons=seo");
    expect(withRefererQuery("/nl", calc, origin)).toBe("/nl");
    expect(withRefererQuery("/ua", "https://evil.example/ua?x=1", origin)).toBe("/ua");
    expect(withRefererQuery("/ua", undefined, origin)).toBe("/ua");
    // The address the request came to counts as the site too (SITE_URL not yet set).
    const local = "http://127.0.0.1:3600";
    expect(withRefererQuery("/ua", `${local}/ua?pages=2`, [origin, local])).toBe("/ua?pages=2");
    expect(withRefererQuery("/ua", "not a url", origin)).toBe("/ua");
    const privacy = "/ua/конфіденційність";
    expect(withRefererQuery(privacy, `${origin}${encodeURI(privacy)}?q=1`, origin)).toBe(
      `${encodeURI(privacy)}?q=1`,
    );
  });

  it("marks pages for a visitor who chose, compressed as before and with a validator of that copy", async () => {
    const res = await app.request("/nl", {
      headers: { cookie: "x=1; cookieConsent=all", "accept-encoding": "br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    const plainTag = (
      await app.request("/nl", { headers: { "accept-encoding": "br" } })
    ).headers.get("etag");
    expect(res.headers.get("etag")).toMatch(/^W\/"[^"]+"$/);
    expect(res.headers.get("etag")).not.toBe(plainTag);
    expect(res.headers.get("vary")).toContain("Cookie");
    const raw = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(raw.length);
    expect(brotliDecompressSync(raw).toString("utf8")).toContain(
      '<html data-consent="all" lang="nl">',
    );

    const notFound = await app.request("/en/nothing", {
      headers: { cookie: "cookieConsent=necessary" },
    });
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('data-consent="necessary"');
  });

  it("leaves pages alone without a valid choice, and never touches assets", async () => {
    const plain = await app.request("/nl", { headers: { cookie: "cookieConsent=maybe" } });
    expect(await plain.text()).toBe(PAGE);
    expect(plain.headers.get("vary")).toContain("Cookie");
    const asset = await app.request("/assets/app.js", { headers: { cookie: "cookieConsent=all" } });
    expect(await asset.text()).toBe("<html>not a page</html>");
  });

  it("serves a page marked for a choice as small as the build's own copy, once it is made", async () => {
    // A page of some size and variety, as the home pages are (20-24 KB compressed).
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `<p class="c${i % 41}" id="r${i}">Row ${i * 7919} ${"ab cd ".repeat(i % 9)}</p>`,
    );
    const html = `<!DOCTYPE html><html lang="en"><body>${rows.join("")}</body></html>`;
    const q11 = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
    const file = brotliCompressSync(Buffer.from(html), q11);
    const mark = () =>
      withConsentAttribute(
        new Response(new Uint8Array(file), {
          headers: { "content-type": "text/html", "content-encoding": "br", etag: '"big-br"' },
        }),
        "necessary",
      );
    const first = Buffer.from(await (await mark()).arrayBuffer());
    const smallest = brotliCompressSync(
      Buffer.from(html.replace("<html", '<html data-consent="necessary"')),
      q11,
    );
    expect(first.length).toBeGreaterThan(smallest.length);
    // The upgrade runs on libuv's thread pool: on a loaded two-core machine it takes seconds.
    await vi.waitFor(
      async () => {
        const later = Buffer.from(await (await mark()).arrayBuffer());
        expect(later.equals(smallest)).toBe(true);
      },
      { timeout: 15_000, interval: 100 },
    );
  });
});
