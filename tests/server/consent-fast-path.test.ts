/** A visitor who chose cookies is served the marked page also where the fast path answers. */
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSite } from "../../server/site-app";
import { listen, makeBuild, rawRequest } from "./helpers/site-fixture";

let server: ServerType;
let port: number;

beforeAll(async () => {
  const site = createSite({ buildDir: makeBuild() });
  ({ server, port } = await listen(site.app, site.createServer));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("marks <html> for a consent cookie, ignores a cached copy's validators, leaves others alone", async () => {
  const plain = await rawRequest(port, "/en");
  expect(plain.status).toBe(200);
  expect(plain.body.toString()).not.toContain("data-consent");
  const etag = String(plain.headers.etag);

  const chosen = await rawRequest(port, "/en", {
    headers: { cookie: "cookieConsent=necessary", "if-none-match": etag },
  });
  expect(chosen.status).toBe(200);
  expect(chosen.body.toString()).toContain('<html data-consent="necessary" lang="en">');
  // The marked copy has a validator of its own, never the unmarked file's.
  const markedTag = String(chosen.headers.etag);
  expect(markedTag).toMatch(/^W\/"[^"]+"$/);
  expect(markedTag).not.toBe(etag);
  expect(chosen.headers["content-security-policy"]).toContain("sha256-abc");

  const again = await rawRequest(port, "/en", { headers: { "if-none-match": etag } });
  expect(again.status).toBe(304);
});

it("revalidates a returning visitor's marked copy into a 304, for that choice only", async () => {
  const get = (cookie: string, inm: string) =>
    rawRequest(port, "/en", { headers: { cookie, "if-none-match": inm } });
  const first = await rawRequest(port, "/en", { headers: { cookie: "cookieConsent=all" } });
  const tag = String(first.headers.etag);
  const revalidated = await get("cookieConsent=all", tag);
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);
  expect(revalidated.headers.etag).toBe(tag);
  expect(revalidated.headers.vary).toContain("Cookie");
  expect((await get("cookieConsent=all", `"other", ${tag.slice(2)}`)).status).toBe(304);
  // Another choice since: the page marked for it, whole.
  const changed = await get("cookieConsent=necessary", tag);
  expect(changed.status).toBe(200);
  expect(changed.body.toString()).toContain('<html data-consent="necessary"');
  expect(changed.headers.etag).not.toBe(tag);
});

it("serves the same marked page on every request, in each encoding, for each choice", async () => {
  const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
  const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;
  for (const encoding of ["br", "gzip"] as const) {
    for (const choice of ["necessary", "all"]) {
      const get = () =>
        rawRequest(port, "/en", {
          headers: { cookie: `cookieConsent=${choice}`, "accept-encoding": encoding },
        });
      const first = await get();
      // The smallest compression is made off the event loop and serves the later requests.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [second, third] = [await get(), await get()];
      for (const res of [first, second, third]) {
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(Number(res.headers["content-length"])).toBe(res.body.length);
        expect(decode[encoding](res.body).toString()).toContain(
          `<html data-consent="${choice}" lang="en">`,
        );
        expect(decode[encoding](res.body).equals(decode[encoding](first.body))).toBe(true);
        expect(res.headers.etag).toBe(first.headers.etag);
      }
      expect(second.body.length).toBeLessThanOrEqual(first.body.length);
      expect(third.body.equals(second.body)).toBe(true);
    }
  }
});
