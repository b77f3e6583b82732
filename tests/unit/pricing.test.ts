import { describe, expect, it } from "vitest";
import {
  DEFAULT_CONFIG,
  computePrice,
  configToSearch,
  isAddonAvailable,
  normalizeConfig,
  parseConfigFromSearch,
  withVat,
} from "../../app/lib/pricing";

describe("computePrice", () => {
  it("default: elementor, 5 pages (within the 10 included), no add-ons", () => {
    const p = computePrice(DEFAULT_CONFIG);
    expect(p).toMatchObject({
      platform: "elementor",
      pages: 5,
      base: 600,
      includedPages: 10,
      extraPages: 0,
      extraPagesCost: 0,
      oneTimeTotal: 600,
    });
    expect(p.oneTimeTotalInclVat).toBe(726);
    expect(p.originalBase).toBeUndefined();
  });

  it("elementor: extra pages at 50 and every available add-on", () => {
    const p = computePrice({
      platform: "elementor",
      pages: 12,
      addons: ["ecommerce", "seo", "analytics", "multilingual", "branding"],
    });
    expect(p.extraPages).toBe(2);
    expect(p.extraPagesCost).toBe(100);
    expect(p.addons).toEqual([
      { id: "ecommerce", price: 400 },
      { id: "seo", price: 150 },
      { id: "analytics", price: 50 },
      { id: "multilingual", price: 200 },
      { id: "branding", price: 200 },
    ]);
    expect(p.oneTimeTotal).toBe(600 + 100 + 1000);
    expect(p.oneTimeTotalInclVat).toBe(2057);
  });

  it("elementor recurring: support 40 (48.40 incl.), hosting 16 with 2.99 promo for 12 months, domain 18", () => {
    const p = computePrice({ platform: "elementor", pages: 1, addons: [] });
    expect(p.supportMonthly).toBe(40);
    expect(p.supportMonthlyInclVat).toBe(48.4);
    expect(p.hosting).toEqual({
      kind: "paid",
      monthly: 16,
      monthlyInclVat: 19.36,
      promoMonthly: 2.99,
      promoMonthlyInclVat: 3.62,
      promoMonths: 12,
    });
    expect(p.domain).toEqual({ yearlyMin: 18, yearlyMax: 18 });
  });

  it("lovable: 200 (was 300), one page, SEO included, calculator available, no e-commerce", () => {
    const p = computePrice({
      platform: "lovable",
      pages: 9,
      addons: ["seo", "calculator", "ecommerce", "analytics"],
    });
    expect(p).toMatchObject({
      base: 200,
      originalBase: 300,
      pages: 1,
      includedPages: 1,
      extraPages: 0,
    });
    expect(p.addons).toEqual([
      { id: "seo", price: 0 },
      { id: "analytics", price: 40 },
      { id: "calculator", price: 150 },
    ]);
    expect(p.oneTimeTotal).toBe(390);
    expect(p.oneTimeTotalInclVat).toBe(471.9);
    expect(p.supportMonthly).toBe(25);
    expect(p.supportMonthlyInclVat).toBe(30.25);
    expect(p.hosting).toEqual({ kind: "included_with_support" });
    expect(p.domain).toEqual({ yearlyMin: 10, yearlyMax: 20 });
  });

  it("VAT: rounded ex-VAT total times 1.21, to the cent", () => {
    expect(withVat(650)).toBe(786.5);
    expect(withVat(2.99)).toBe(3.62);
  });
});

describe("platform rules", () => {
  it("availability", () => {
    expect(isAddonAvailable("elementor", "calculator")).toBe(false);
    expect(isAddonAvailable("lovable", "ecommerce")).toBe(false);
    expect(isAddonAvailable("lovable", "calculator")).toBe(true);
    expect(isAddonAvailable("elementor", "ecommerce")).toBe(true);
  });

  it("normalizeConfig clamps, rounds, forces lovable to 1 page, drops unknown/unavailable/duplicate add-ons", () => {
    expect(
      normalizeConfig({
        platform: "elementor",
        pages: 99,
        addons: ["seo", "seo", "calculator", "cms"],
      }),
    ).toEqual({
      platform: "elementor",
      pages: 30,
      addons: ["seo"],
    });
    expect(normalizeConfig({ platform: "elementor", pages: 0.4 })).toEqual({
      platform: "elementor",
      pages: 1,
      addons: [],
    });
    expect(normalizeConfig({ platform: "elementor", pages: 7.6 }).pages).toBe(8);
    expect(normalizeConfig({ platform: "lovable", pages: 12 }).pages).toBe(1);
    expect(normalizeConfig({ platform: "wix", pages: "abc" })).toEqual(DEFAULT_CONFIG);
  });
});

describe("URL query", () => {
  it("parses ?platform=elementor&pages=12&addons=seo,analytics", () => {
    expect(
      parseConfigFromSearch(
        new URLSearchParams("platform=elementor&pages=12&addons=seo,analytics"),
      ),
    ).toEqual({
      platform: "elementor",
      pages: 12,
      addons: ["seo", "analytics"],
    });
  });

  it("corrects by the platform rules and drops what is unavailable, silently", () => {
    expect(
      parseConfigFromSearch(
        new URLSearchParams("platform=lovable&pages=12&addons=ecommerce,calculator"),
      ),
    ).toEqual({
      platform: "lovable",
      pages: 1,
      addons: ["calculator"],
    });
    expect(parseConfigFromSearch(new URLSearchParams(""))).toEqual(DEFAULT_CONFIG);
  });

  it("round-trips", () => {
    const config = {
      platform: "elementor" as const,
      pages: 14,
      addons: ["seo" as const, "branding" as const],
    };
    const search = configToSearch(config);
    expect(search.get("addons")).toBe("seo,branding");
    expect(parseConfigFromSearch(search)).toEqual(config);
  });
});
