import { describe, expect, it } from "vitest";
import { choicesFromSearch, searchWithConfig } from "~/features/calculator/calculator-url";
import { pagesKey } from "~/features/calculator/pages-key";
import { formatMoney } from "~/lib/format-money";
import { DEFAULT_CONFIG, PAGES_MAX, parseConfigFromSearch } from "~/lib/pricing";

describe("searchWithConfig", () => {
  it("writes platform, pages and add-ons and keeps every other parameter", () => {
    const search = searchWithConfig("?q=logo&utm_source=ad&pages=3", {
      platform: "elementor",
      pages: 12,
      addons: ["seo", "analytics"],
    });
    expect(search).toBe("?q=logo&utm_source=ad&platform=elementor&pages=12&addons=seo,analytics");
  });

  it("applies the platform rules and leaves out an empty add-on list", () => {
    expect(searchWithConfig("", { platform: "lovable", pages: 9, addons: ["ecommerce"] })).toBe(
      "?platform=lovable&pages=1",
    );
  });

  it("round-trips through the pricing module's parser", () => {
    const config = {
      platform: "lovable" as const,
      pages: 1,
      addons: ["seo" as const, "calculator" as const],
    };
    expect(parseConfigFromSearch(new URLSearchParams(searchWithConfig("?x=1", config)))).toEqual(
      config,
    );
  });
});

describe("formatMoney", () => {
  it("formats euros for each page locale, whole amounts without cents", () => {
    const n = (s: string) => s.replace(/\s/g, " ");
    expect(formatMoney(1250, "en-IE")).toBe("€1,250");
    expect(formatMoney(1512.5, "en-IE")).toBe("€1,512.50");
    expect(n(formatMoney(2.99, "nl-NL"))).toBe("€ 2,99");
    expect(n(formatMoney(1512.5, "fr-FR"))).toBe("1 512,50 €");
    expect(n(formatMoney(600, "uk-UA"))).toMatch(/^600 (€|EUR)$/);
  });
});

describe("pagesKey", () => {
  it("picks the plural form of the locale", () => {
    expect(pagesKey(1, "en-IE")).toBe("calculator.pages.one");
    expect(pagesKey(12, "en-IE")).toBe("calculator.pages.other");
    expect(pagesKey(1, "uk-UA")).toBe("calculator.pages.one");
    expect(pagesKey(3, "uk-UA")).toBe("calculator.pages.few");
    expect(pagesKey(10, "uk-UA")).toBe("calculator.pages.many");
    expect(pagesKey(21, "uk-UA")).toBe("calculator.pages.one");
    expect(pagesKey(1, "fr-FR")).toBe("calculator.pages.one");
    expect(pagesKey(30, "nl-NL")).toBe("calculator.pages.other");
  });
});

describe("choicesFromSearch", () => {
  it("keeps the count and every known add-on, whatever the platform allows", () => {
    const search = new URLSearchParams("platform=lovable&pages=12&addons=ecommerce&addons=seo,x");
    expect(choicesFromSearch(search)).toEqual({ pages: 12, addons: ["ecommerce", "seo"] });
  });

  it("bounds the count, and falls back to the default without one", () => {
    expect(choicesFromSearch(new URLSearchParams("pages=999")).pages).toBe(PAGES_MAX);
    expect(choicesFromSearch(new URLSearchParams("pages=")).pages).toBe(DEFAULT_CONFIG.pages);
    expect(choicesFromSearch(new URLSearchParams("pages=abc")).pages).toBe(DEFAULT_CONFIG.pages);
  });
});
