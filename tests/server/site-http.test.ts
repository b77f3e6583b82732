/** HTTP as static hosts do it: validators and 304, cache rules, q-value negotiation, HEAD. */
import type { ServerType } from "@hono/node-server";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite } from "../../server/site-app";
import { IMMUTABLE_CACHE, IN_MEMORY_MAX_BYTES } from "../../server/static-files";
import { HOME_HTML, listen, makeBuild, rawRequest } from "./helpers/site-fixture";

let server: ServerType;
let port: number;
const BIG = Buffer.alloc(IN_MEMORY_MAX_BYTES + 10, 7);

// Production answers known files before Hono (static-fast-path.ts); both paths must agree.
describe.each(["through Hono", "fast path first"])("%s", (mode) => {
  beforeAll(async () => {
    const build = makeBuild();
    writeFileSync(path.join(build, "client", "film.mp4"), BIG);
    const site = createSite({ buildDir: build, trustForwardedProto: true });
    ({ server, port } = await listen(
      site.app,
      mode === "fast path first" ? site.createServer : undefined,
    ));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (p: string, headers: Record<string, string> = {}, method = "GET") =>
    rawRequest(port, p, { headers, method });

  describe("validators and conditional requests", () => {
    it.each([
      ["/en", "a page: ETag only"],
      ["/favicon.svg", "ETag and Last-Modified"],
    ])("%s carries its validators (%s) and answers 304 when they match", async (p, kind) => {
      const first = await get(p);
      expect(first.status).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      // A page leaves Last-Modified out (docs/decisions/297-document-headers-trimmed.md); a cache
      // may still ask If-Modified-Since with the Date it stored, and gets the same answers.
      const etagOnly = kind.endsWith("ETag only");
      expect(first.headers["last-modified"] === undefined).toBe(etagOnly);
      const lastModified = (first.headers["last-modified"] ?? first.headers.date) as string;
      expect(Date.parse(lastModified)).not.toBeNaN();

      const byTag = await get(p, { "if-none-match": etag });
      expect(byTag.status).toBe(304);
      expect(byTag.body.length).toBe(0);
      expect(byTag.headers.etag).toBe(etag);
      expect(byTag.headers["cache-control"]).toBe(first.headers["cache-control"]);
      expect((await get(p, { "if-none-match": `W/${etag}, "other"` })).status).toBe(304);
      expect((await get(p, { "if-none-match": '"stale"' })).status).toBe(200);

      expect((await get(p, { "if-modified-since": lastModified })).status).toBe(304);
      const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      expect((await get(p, { "if-modified-since": before })).status).toBe(200);
      // If-None-Match wins over If-Modified-Since.
      const both = await get(p, {
        "if-none-match": '"stale"',
        "if-modified-since": lastModified,
      });
      expect(both.status).toBe(200);
    });

    it.each(["/assets/app-abc123.js", "/generated/img/portrait-400.8152cde5fb.webp"])(
      "%s, content-hashed and immutable, sends no validator; a cache asking by date gets 304",
      async (p) => {
        for (const encoding of ["identity", "gzip", "br"]) {
          const first = await get(p, { "accept-encoding": encoding });
          expect(first.status).toBe(200);
          expect(first.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
          expect(first.headers.etag).toBeUndefined();
          expect(first.headers["last-modified"]).toBeUndefined();
        }
        const date = (await get(p)).headers.date as string;
        expect((await get(p, { "if-modified-since": date })).status).toBe(304);
        const before = new Date(Date.parse(date) - 3_600_000_000).toUTCString();
        expect((await get(p, { "if-modified-since": before })).status).toBe(200);
      },
    );

    it("gives each encoding its own ETag", async () => {
      const gz = await get("/en", { "accept-encoding": "gzip" });
      const plain = await get("/en");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gz.headers.etag).not.toBe(plain.headers.etag);
      expect(
        (
          await get("/en", {
            "accept-encoding": "gzip",
            "if-none-match": gz.headers.etag as string,
          })
        ).status,
      ).toBe(304);
    });

    it("answers the 404 page's own address with 404, as an unknown one", async () => {
      for (const p of ["/en/404", "/nl/404"]) {
        const res = await get(p);
        expect(res.status).toBe(404);
        expect(String(res.body)).toContain(p.startsWith("/nl") ? "Niet gevonden" : "Not found");
      }
      // Its data (a client-side navigation to an unknown path) is still there.
      expect((await get("/en/404.data")).status).toBe(200);
    });

    it("never answers the 404 page with 304", async () => {
      const res = await get("/en/nope", { "if-none-match": "*" });
      expect(res.status).toBe(404);
      expect(res.headers.etag).toBeUndefined();
    });
  });

  describe("cache rules", () => {
    it("keeps content-hashed files a year", async () => {
      for (const p of ["/assets/app-abc123.js", "/generated/img/portrait-400.8152cde5fb.webp"])
        expect((await get(p)).headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    });

    it("revalidates HTML and keeps unhashed files a short while", async () => {
      expect((await get("/en")).headers["cache-control"]).toBe("no-cache");
      const icon = (await get("/favicon.svg")).headers["cache-control"] as string;
      expect(icon).toMatch(/max-age=\d+/);
      expect(icon).not.toContain("immutable");
    });
  });

  describe("content negotiation", () => {
    it.each([
      ["br;q=0, gzip", "gzip"],
      ["gzip, deflate, br", "br"],
      ["br;q=0.5, gzip;q=0.8", "gzip"],
      ["gzip;q=0, br;q=0", undefined],
      ["*;q=0, gzip", "gzip"],
      ["deflate", undefined],
      ["", undefined],
    ])("Accept-Encoding %j gets %s", async (accept, expected) => {
      const res = await get("/en", accept ? { "accept-encoding": accept } : {});
      expect(res.headers["content-encoding"]).toBe(expected);
      expect(res.headers.vary).toBe("Accept-Encoding, Cookie");
      const body = expected === "gzip" ? gunzipSync(res.body) : res.body;
      if (expected !== "br") expect(body.toString()).toBe(HOME_HTML);
    });
  });

  describe("methods other than GET and HEAD", () => {
    it.each(["POST", "PUT", "DELETE", "PATCH"])(
      "%s on a page or file: 405 naming what it allows",
      async (method) => {
        for (const p of ["/en", "/favicon.svg"]) {
          const res = await get(p, {}, method);
          expect(res.status, `${method} ${p}`).toBe(405);
          expect(res.headers.allow).toBe("GET, HEAD");
        }
      },
    );
    it("OPTIONS on a page lists GET and HEAD; another method on an unknown path is not found", async () => {
      const options = await get("/en", {}, "OPTIONS");
      expect(options.status).toBe(204);
      expect(options.headers.allow).toBe("GET, HEAD");
      expect((await get("/en/no-such-page", {}, "POST")).status).toBe(404);
    });
  });

  describe("paths that name no page", () => {
    it("an encoded slash is not a path separator: the page is not served under it", async () => {
      const res = await get(
        "/ua%2F%D0%BA%D0%BE%D0%BD%D1%84%D1%96%D0%B4%D0%B5%D0%BD%D1%86%D1%96%D0%B9%D0%BD%D1%96%D1%81%D1%82%D1%8C",
      );
      expect(res.status).toBe(404);
      expect(
        (
          await get(
            "/ua/%D0%BA%D0%BE%D0%BD%D1%84%D1%96%D0%B4%D0%B5%D0%BD%D1%86%D1%96%D0%B9%D0%BD%D1%96%D1%81%D1%82%D1%8C",
          )
        ).status,
      ).toBe(200);
    });
    it("a missing script or image is a short plain 404, not the 404 page", async () => {
      for (const p of ["/assets/app-gone99.js", "/generated/img/gone-400.webp"]) {
        const res = await get(p);
        expect(res.status, p).toBe(404);
        expect(res.headers["content-type"], p).toMatch(/^text\/plain/);
        expect(res.body.length, p).toBeLessThan(100);
      }
      expect((await get("/en/no-such-page")).headers["content-type"]).toMatch(/^text\/html/);
    });
  });

  describe("security headers", () => {
    it.each(["/en", "/assets/app-abc123.js"])(
      "%s carries nosniff, HSTS only over HTTPS",
      async (p) => {
        const plain = await get(p);
        expect(plain.headers["x-content-type-options"]).toBe("nosniff");
        expect(plain.headers["strict-transport-security"]).toBeUndefined();
        const https = await get(p, { "x-forwarded-proto": "https" });
        expect(https.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      },
    );

    it("gives a page the document headers and a hashed asset none of them", async () => {
      const page = await get("/en");
      expect(page.headers["content-security-policy"]).toContain("'sha256-abc'");
      expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      // Framing is refused by the CSP alone (docs/decisions/297-document-headers-trimmed.md).
      expect(page.headers["x-frame-options"]).toBeUndefined();
      expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(page.headers["permissions-policy"]).toContain("camera=()");
      expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
      const asset = await get("/assets/app-abc123.js");
      expect(asset.headers["cache-control"]).toContain("immutable");
      // A module script is read as UTF-8 whatever the header says: no charset (decision 317).
      expect(asset.headers["content-type"]).toBe("text/javascript");
      for (const name of [
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
      ]) {
        expect(asset.headers[name]).toBeUndefined();
      }
    });
  });

  describe("HEAD", () => {
    it.each([
      ["/en", {}],
      ["/en", { "accept-encoding": "gzip" }],
      ["/assets/app-abc123.js", {}],
      ["/en/nope", {}],
    ])("%s answers with the GET's Content-Length and no body", async (p, headers) => {
      const full = await get(p, headers);
      const head = await get(p, headers, "HEAD");
      expect(head.status).toBe(full.status);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-length"]).toBe(String(full.body.length));
      expect(head.headers["content-type"]).toBe(full.headers["content-type"]);
    });
  });

  describe("files too big for memory", () => {
    it("streams them with Content-Length, Range and Last-Modified", async () => {
      const res = await get("/film.mp4");
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("video/mp4");
      expect(res.headers["content-length"]).toBe(String(BIG.length));
      expect(res.body.equals(BIG)).toBe(true);
      const part = await get("/film.mp4", { range: "bytes=0-9" });
      expect(part.status).toBe(206);
      expect(part.body.length).toBe(10);
      const lm = res.headers["last-modified"] as string;
      expect((await get("/film.mp4", { "if-modified-since": lm })).status).toBe(304);
    });
  });
});
