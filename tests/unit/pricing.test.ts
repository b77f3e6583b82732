/**
 * The pricing rules, with every expected amount derived from the price table in
 * app/lib/pricing.ts: an owner who edits a price keeps this suite green; a broken rule (extra
 * pages, add-on availability, VAT rounding, the one-page prototype) turns it red.
 */
import { describe, expect, it } from "vitest";
import {
  ADDONS,
  DEFAULT_CONFIG,
  PAGES_MAX,
  PLATFORMS,
  PRICING,
  VAT_RATE,
  computePrice,
  configToSearch,
  isAddonAvailable,
  normalizeConfig,
  parseConfigFromSearch,
  withVat,
  type Addon,
  type Platform,
} from "../../app/lib/pricing";

/** The VAT-inclusive amount worked out independently, on whole cents. */
const inclVat = (amount: number) => Math.round(Math.round(amount * 100) * (1 + VAT_RATE)) / 100;
const available = (platform: Platform) =>
  ADDONS.filter((a): a is Addon => PRICING[platform].addons[a] !== null);
const addonPrice = (platform: Platform, addon: Addon) => PRICING[platform].addons[addon] ?? 0;

describe("computePrice", () => {
  it("default configuration: base price, pages within the included ones, no add-ons", () => {
    const rules = PRICING[DEFAULT_CONFIG.platform];
    expect(DEFAULT_CONFIG.pages).toBeLessThanOrEqual(rules.includedPages);
    const p = computePrice(DEFAULT_CONFIG);
    expect(p).toMatchObject({
      platform: DEFAULT_CONFIG.platform,
      pages: DEFAULT_CONFIG.pages,
      base: rules.base,
      includedPages: rules.includedPages,
      extraPages: 0,
      extraPagesCost: 0,
      oneTimeTotal: rules.base,
    });
    expect(p.oneTimeTotalInclVat).toBe(inclVat(rules.base));
  });

  for (const platform of PLATFORMS) {
    const rules = PRICING[platform];

    it(`${platform}: pages beyond the included ones and every available add-on add up`, () => {
      const pages = rules.fixedPages ? 1 : Math.min(PAGES_MAX, rules.includedPages + 2);
      const addons = available(platform);
      const p = computePrice({ platform, pages, addons });
      const extraPages = rules.fixedPages ? 0 : pages - rules.includedPages;
      expect(p.extraPages).toBe(extraPages);
      expect(p.extraPagesCost).toBe(extraPages * rules.extraPage);
      expect(p.addons).toEqual(addons.map((id) => ({ id, price: addonPrice(platform, id) })));
      const total =
        rules.base +
        extraPages * rules.extraPage +
        addons.reduce((sum, a) => sum + addonPrice(platform, a), 0);
      expect(p.oneTimeTotal).toBe(total);
      expect(p.oneTimeTotalInclVat).toBe(inclVat(Math.round(total)));
    });

    it(`${platform}: recurring costs come from the price table, with VAT to the cent`, () => {
      const p = computePrice({ platform, pages: 1, addons: [] });
      expect(p.supportMonthly).toBe(rules.supportMonthly);
      expect(p.supportMonthlyInclVat).toBe(inclVat(rules.supportMonthly));
      expect(p.domain).toEqual({
        yearlyMin: rules.domainYearly.min,
        yearlyMax: rules.domainYearly.max,
      });
      if (rules.hosting.kind === "paid") {
        expect(p.hosting).toEqual({
          kind: "paid",
          monthly: rules.hosting.monthly,
          monthlyInclVat: inclVat(rules.hosting.monthly),
          promoMonthly: rules.hosting.promoMonthly,
          promoMonthlyInclVat: inclVat(rules.hosting.promoMonthly),
          promoMonths: rules.hosting.promoMonths,
        });
      } else {
        expect(p.hosting).toEqual({ kind: "included_with_support" });
      }
      if (rules.originalBase === null) expect(p.originalBase).toBeUndefined();
      else expect(p.originalBase).toBe(rules.originalBase);
    });
  }

  it("a fixed-page platform ignores the page count and unavailable add-ons", () => {
    for (const platform of PLATFORMS.filter((p) => PRICING[p].fixedPages)) {
      const p = computePrice({ platform, pages: 9, addons: [...ADDONS] });
      expect(p.pages).toBe(PRICING[platform].includedPages);
      expect(p.extraPages).toBe(0);
      expect(p.addons.map((a) => a.id)).toEqual(available(platform));
    }
  });

  it("lists what a platform's price includes (0) even when not chosen, and nothing else unchosen", () => {
    for (const platform of PLATFORMS) {
      const included = ADDONS.filter((a) => PRICING[platform].addons[a] === 0);
      const p = computePrice({ platform, pages: 1, addons: [] });
      expect(p.addons).toEqual(included.map((id) => ({ id, price: 0 })));
      expect(p.addonsTotal).toBe(0);
      // The visitor's choice is not changed by it: the configuration keeps only what was chosen.
      expect(normalizeConfig({ platform, addons: [] }).addons).toEqual([]);
    }
  });

  it("VAT: the ex-VAT amount times (1 + VAT_RATE), rounded to the cent", () => {
    expect(withVat(100)).toBe(100 + 100 * VAT_RATE);
    expect(withVat(2.99)).toBe(Math.round(299 * (1 + VAT_RATE)) / 100);
    expect(Number.isInteger(Math.round(withVat(1234.56) * 100))).toBe(true);
  });
});

describe("platform rules", () => {
  it("availability follows the price table (null = not offered)", () => {
    for (const platform of PLATFORMS) {
      for (const addon of ADDONS) {
        expect(isAddonAvailable(platform, addon)).toBe(PRICING[platform].addons[addon] !== null);
      }
    }
    // Each platform offers something the other does not (the calculator has to disable it).
    expect(PLATFORMS.every((p) => available(p).length < ADDONS.length)).toBe(true);
  });

  it("normalizeConfig clamps, rounds, fixes the page count, drops unknown/unavailable/duplicate add-ons", () => {
    const free = PLATFORMS.find((p) => !PRICING[p].fixedPages)!;
    const fixed = PLATFORMS.find((p) => PRICING[p].fixedPages)!;
    const unavailable = ADDONS.find((a) => !isAddonAvailable(free, a))!;
    const offered = available(free)[0]!;
    expect(
      normalizeConfig({
        platform: free,
        pages: 99,
        addons: [offered, offered, unavailable, "cms"],
      }),
    ).toEqual({ platform: free, pages: PAGES_MAX, addons: [offered] });
    expect(normalizeConfig({ platform: free, pages: 0.4 })).toEqual({
      platform: free,
      pages: 1,
      addons: [],
    });
    expect(normalizeConfig({ platform: free, pages: 7.6 }).pages).toBe(8);
    expect(normalizeConfig({ platform: fixed, pages: 12 }).pages).toBe(
      PRICING[fixed].includedPages,
    );
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
      pages: PRICING.lovable.includedPages,
      addons: (["ecommerce", "calculator"] as const).filter((a) => isAddonAvailable("lovable", a)),
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
