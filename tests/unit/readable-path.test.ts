import { describe, expect, it } from "vitest";
import { readablePath } from "../../app/lib/readable-path";
import { readableQuery } from "../../app/lib/readable-query";
import { allPagePaths } from "../../app/i18n/pages";
import { absoluteUrl, markupUrl } from "../../app/lib/site";

describe("readablePath", () => {
  it("writes out every page's letters and leaves what a URL reserves encoded", () => {
    for (const { path } of allPagePaths()) {
      const readable = readablePath(encodeURI(path));
      expect(readable).toBe(path);
      // The browser encodes it back to the address it came from.
      expect(new URL(readable, "https://studio.example").pathname).toBe(encodeURI(path));
    }
    expect(readablePath("/ua/%D1%83%D0%BC%D0%BE%D0%B2%D0%B8%3F%23")).toBe("/ua/умови%3F%23");
  });

  it("keeps a path that is not valid percent-encoding as it is", () => {
    expect(readablePath("/ua/%E0%A4%A")).toBe("/ua/%E0%A4%A");
  });
});

describe("readableQuery", () => {
  it("writes a list's commas out and reads back to the same values", () => {
    const params = new URLSearchParams([
      ["addons", "ecommerce,seo"],
      ["q", "a&b=c d"],
    ]);
    const query = readableQuery(params);
    expect(query).toBe("addons=ecommerce,seo&q=a%26b%3Dc+d");
    expect([...new URLSearchParams(query)]).toEqual([...params]);
  });
});

describe("markupUrl", () => {
  it("names every page with its letters, at the address the sitemap names", () => {
    for (const { path } of allPagePaths()) {
      const href = markupUrl(path);
      expect(href).not.toMatch(/%[0-9A-F]{2}/);
      expect(new URL(href).href).toBe(absoluteUrl(path));
    }
  });
});
