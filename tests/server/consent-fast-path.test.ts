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
  expect(chosen.headers.etag).toBeUndefined();
  expect(chosen.headers["content-security-policy"]).toContain("sha256-abc");

  const again = await rawRequest(port, "/en", { headers: { "if-none-match": etag } });
  expect(again.status).toBe(304);
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
      const [first, second] = [await get(), await get()];
      for (const res of [first, second]) {
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(Number(res.headers["content-length"])).toBe(res.body.length);
        expect(decode[encoding](res.body).toString()).toContain(
          `<html data-consent="${choice}" lang="en">`,
        );
      }
      expect(second.body.equals(first.body)).toBe(true);
    }
  }
});
