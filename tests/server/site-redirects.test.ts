/** No redirect ever leaves the site's origin, whatever the path looks like on the wire. */
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collapseLeadingSlashes, isSameOriginPath } from "../../server/redirect-target";
import { createSite } from "../../server/site-app";
import { listen, makeBuild, rawRequest } from "./helpers/site-fixture";

let server: ServerType;
let port: number;

beforeAll(async () => {
  const site = createSite({ buildDir: makeBuild() });
  ({ server, port } = await listen(site.app, site.createServer));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const EVIL = [
  "//evil.example/",
  "//evil.example",
  "///evil.example/",
  "////evil.example/x/",
  "/\\evil.example",
  "/\\evil.example/",
  "\\\\evil.example/",
  "/%2F%2Fevil.example",
  "/%2F%2Fevil.example/",
  "/%2fevil.example/",
  "/%5Cevil.example",
  "/%5cevil.example/",
  "/%5C%2F/evil.example/",
  "/\\/evil.example/",
  "//%5Cevil.example/",
  "/.//evil.example/",
  "/..//evil.example/",
  "//evil.example/?next=/en",
  "//uk/",
  "//card",
];

/** Where a browser would go from a page at http://site.test/ given this Location. */
const resolvedOrigin = (location: string) => new URL(location, "http://site.test/").origin;

describe("redirects on the wire", () => {
  it.each(EVIL)("%s never redirects off the origin", async (p) => {
    const res = await rawRequest(port, p);
    expect([301, 404, 400]).toContain(res.status);
    const location = res.headers.location;
    if (res.status === 301) {
      expect(typeof location).toBe("string");
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(resolvedOrigin(location as string)).toBe("http://site.test");
    } else {
      expect(location).toBeUndefined();
    }
  });

  it("collapses repeated leading slashes into a same-origin redirect", async () => {
    const res = await rawRequest(port, "//evil.example/");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/evil.example");
    expect((await rawRequest(port, "//en")).headers.location).toBe("/en");
    expect((await rawRequest(port, "//card?a=1")).headers.location).toBe("/en/card?a=1");
  });

  it("still redirects ordinary paths", async () => {
    expect((await rawRequest(port, "/en/")).headers.location).toBe("/en");
    expect((await rawRequest(port, "/uk/")).headers.location).toBe("/ua");
  });

  it("drops an empty query, so a phone menu's no-JS jump (`/en?#contact`) leaves the visitor at the page's own address", async () => {
    for (const method of ["GET", "HEAD"]) {
      const res = await rawRequest(port, "/en?", { method });
      expect(res.status, method).toBe(301);
      expect(res.headers.location, method).toBe("/en");
    }
    expect((await rawRequest(port, "/en/?")).headers.location).toBe("/en");
    expect((await rawRequest(port, "/EN?")).headers.location).toBe("/en");
    // A query with something in it is the page's own (prices, filters), answered where it is.
    expect((await rawRequest(port, "/en?x=1")).status).toBe(200);
    expect((await rawRequest(port, "/en")).status).toBe(200);
  });

  it("sends a page's path in other letter case, or with doubled slashes, to the page", async () => {
    expect((await rawRequest(port, "/EN?utm_source=x")).headers.location).toBe("/en?utm_source=x");
    expect((await rawRequest(port, "/Nl/Photo-Video")).headers.location).toBe("/nl/photo-video");
    expect((await rawRequest(port, "/demo/Barbershop")).headers.location).toBe("/demo/barbershop");
    expect((await rawRequest(port, "/en//photo-video")).headers.location).toBe("/en/photo-video");
    expect((await rawRequest(port, encodeURI("/ua/УМОВИ"))).headers.location).toBe(
      encodeURI("/ua/умови"),
    );
    const unknown = await rawRequest(port, "/EN/no-such-page");
    expect(unknown.status).toBe(404);
  });

  it("answers a page with letters at one spelling of its address, the one its canonical link names", async () => {
    const canonical = encodeURI("/ua/конфіденційність");
    expect((await rawRequest(port, canonical)).status).toBe(200);
    for (const other of [
      canonical.toLowerCase(),
      encodeURI("/uk/конфіденційність").toLowerCase(),
      encodeURI("/ua/конфіденційність".normalize("NFD")),
    ]) {
      const res = await rawRequest(port, `${other}?utm_source=x`);
      expect(res.status, other).toBe(301);
      expect(res.headers.location, other).toBe(`${canonical}?utm_source=x`);
    }
  });

  it("answers `/uk/…` of a page Ukrainian does not have with the 404 at once, not a redirect to one", async () => {
    for (const p of ["/uk/tandarts", "/uk/demo/barbershop", "/uk/no-such-page"]) {
      const res = await rawRequest(port, p);
      expect(res.status, p).toBe(404);
      expect(res.headers.location, p).toBeUndefined();
    }
  });

  it("sends a page's file name (`/en/index.html`) to the page, not the file as a second address", async () => {
    for (const method of ["GET", "HEAD"]) {
      const res = await rawRequest(port, "/en/index.html?ref=x", { method });
      expect(res.status, method).toBe(301);
      expect(res.headers.location, method).toBe("/en?ref=x");
    }
    expect((await rawRequest(port, "/index.html")).headers.location).toBe("/en");
  });
});

describe("odd paths", () => {
  it.each([
    "/%",
    "/%E0%A4%A",
    "/en/%00",
    "/..%2f..%2fetc/passwd",
    "/%2e%2e/%2e%2e/package.json",
    "/en/..;/x",
    "/assets/../../package.json",
    "/en?%",
    "/" + "a/".repeat(500),
    "/%C0%AE%C0%AE/",
  ])("%s never gets a 5xx", async (p) => {
    for (const method of ["GET", "HEAD", "POST", "OPTIONS"]) {
      const res = await rawRequest(port, p, { method });
      expect(res.status, `${method} ${p}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${method} ${p}`).toBeLessThan(500);
      if (res.headers.location) expect(res.headers.location).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe("redirect target rules", () => {
  it("accepts only paths with exactly one leading slash", () => {
    expect(isSameOriginPath("/en")).toBe(true);
    expect(isSameOriginPath("/en?x=//y")).toBe(true);
    for (const bad of ["//x", "/\\x", "\\x", "x", "https://x", "/\t/x", ""])
      expect(isSameOriginPath(bad)).toBe(false);
  });

  it("collapses raw and encoded separators", () => {
    expect(collapseLeadingSlashes("/%2F%5C\\//x/y")).toBe("/x/y");
    expect(collapseLeadingSlashes("/en/a//b")).toBe("/en/a//b");
  });
});
