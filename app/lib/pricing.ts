/**
 * The one pricing module (docs/product.md §5). Pure: the browser calculator and the server's quote
 * endpoint both import it, so a price is defined exactly once. All amounts are EUR excluding VAT
 * unless the name says `InclVat`.
 */

export const PLATFORMS = ["elementor", "lovable"] as const;
export type Platform = (typeof PLATFORMS)[number];

export const ADDONS = [
  "ecommerce",
  "seo",
  "analytics",
  "multilingual",
  "calculator",
  "branding",
] as const;
export type Addon = (typeof ADDONS)[number];

import { CURRENCY, VAT_RATE } from "./vat";

export { CURRENCY, VAT_RATE } from "./vat";

/** Slider bounds of the calculator (docs/product.md §5.1). */
export const PAGES_MIN = 1;
export const PAGES_MAX = 30;

type PlatformPricing = {
  readonly base: number;
  /** Struck-through price shown as a special offer, when there is one. */
  readonly originalBase: number | null;
  readonly includedPages: number;
  /** Lovable is a one-page prototype: the page count is fixed (docs/product.md §5.1). */
  readonly fixedPages: boolean;
  readonly extraPage: number;
  /** `null` means the add-on is not available on this platform. */
  readonly addons: { readonly [A in Addon]: number | null };
  readonly supportMonthly: number;
  readonly hosting:
    | {
        readonly kind: "paid";
        readonly monthly: number;
        readonly promoMonthly: number;
        readonly promoMonths: number;
      }
    | { readonly kind: "included_with_support" };
  readonly domainYearly: { readonly min: number; readonly max: number };
};

export const PRICING = {
  elementor: {
    base: 600,
    originalBase: null,
    includedPages: 10,
    fixedPages: false,
    extraPage: 50,
    addons: {
      ecommerce: 400,
      seo: 150,
      analytics: 50,
      multilingual: 200,
      calculator: null,
      branding: 200,
    },
    supportMonthly: 40,
    hosting: { kind: "paid", monthly: 16, promoMonthly: 2.99, promoMonths: 12 },
    domainYearly: { min: 18, max: 18 },
  },
  lovable: {
    base: 200,
    originalBase: 300,
    includedPages: 1,
    fixedPages: true,
    extraPage: 50,
    addons: {
      ecommerce: null,
      seo: 0,
      analytics: 40,
      multilingual: 100,
      calculator: 150,
      branding: 200,
    },
    supportMonthly: 25,
    hosting: { kind: "included_with_support" },
    domainYearly: { min: 10, max: 20 },
  },
} as const satisfies Record<Platform, PlatformPricing>;

export type PriceConfig = { platform: Platform; pages: number; addons: Addon[] };

export const DEFAULT_CONFIG: Readonly<PriceConfig> = Object.freeze({
  platform: "elementor",
  pages: 5,
  addons: [],
});

export function isPlatform(value: unknown): value is Platform {
  return typeof value === "string" && (PLATFORMS as readonly string[]).includes(value);
}

export function isAddon(value: unknown): value is Addon {
  return typeof value === "string" && (ADDONS as readonly string[]).includes(value);
}

export function isAddonAvailable(platform: Platform, addon: Addon): boolean {
  return PRICING[platform].addons[addon] !== null;
}

/**
 * An add-on that is part of the platform's price (0): always in, not a choice
 * (docs/product.md §5.1).
 */
export function isAddonIncluded(platform: Platform, addon: Addon): boolean {
  return PRICING[platform].addons[addon] === 0;
}

/** Amount in euros rounded to cents, computed on integer cents to avoid float drift. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** VAT-inclusive amount, to the cent. */
export function withVat(amount: number): number {
  const cents = Math.round(amount * 100);
  return Math.round(cents * (1 + VAT_RATE)) / 100;
}

/**
 * Applies the platform rules to any (possibly hand-edited) configuration: unknown platform ->
 * default; pages rounded and clamped to 1..30, forced to 1 on lovable; unknown, unavailable and
 * duplicate add-ons dropped (kept in the canonical ADDONS order).
 */
export function normalizeConfig(input: {
  platform?: unknown;
  pages?: unknown;
  addons?: unknown;
}): PriceConfig {
  const platform = isPlatform(input.platform) ? input.platform : DEFAULT_CONFIG.platform;
  const rules = PRICING[platform];
  const pages = rules.fixedPages ? rules.includedPages : pagesInBounds(input.pages);
  const addons = knownAddons(input.addons).filter((a) => isAddonAvailable(platform, a));
  return { platform, pages, addons };
}

/** A page count rounded into PAGES_MIN..PAGES_MAX; the default for anything not a number. */
export function pagesInBounds(value: unknown): number {
  const pages = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(pages)) return DEFAULT_CONFIG.pages;
  return Math.min(PAGES_MAX, Math.max(PAGES_MIN, Math.round(pages)));
}

/** The known add-ons in a list, once each, in the canonical ADDONS order. */
export function knownAddons(value: unknown): Addon[] {
  const wanted: unknown[] = Array.isArray(value) ? value : [];
  return ADDONS.filter((a) => wanted.includes(a));
}

export type PriceBreakdown = {
  platform: Platform;
  pages: number;
  currency: typeof CURRENCY;
  base: number;
  originalBase?: number;
  includedPages: number;
  extraPages: number;
  extraPagePrice: number;
  extraPagesCost: number;
  addons: { id: Addon; price: number }[];
  addonsTotal: number;
  oneTimeTotal: number;
  oneTimeTotalInclVat: number;
  supportMonthly: number;
  supportMonthlyInclVat: number;
  hosting:
    | {
        kind: "paid";
        monthly: number;
        monthlyInclVat: number;
        promoMonthly: number;
        promoMonthlyInclVat: number;
        promoMonths: number;
      }
    | { kind: "included_with_support" };
  domain: { yearlyMin: number; yearlyMax: number };
};

/**
 * Total = base + (pages beyond the included ones) x extra-page price + selected add-ons
 * (docs/product.md §5). The add-ons listed are the selected ones and those the platform includes.
 */
export function computePrice(input: {
  platform?: unknown;
  pages?: unknown;
  addons?: unknown;
}): PriceBreakdown {
  const config = normalizeConfig(input);
  const rules: PlatformPricing = PRICING[config.platform];
  const extraPages = Math.max(0, config.pages - rules.includedPages);
  const extraPagesCost = extraPages * rules.extraPage;
  const addons = ADDONS.filter(
    (id) => config.addons.includes(id) || isAddonIncluded(config.platform, id),
  ).map((id) => ({ id, price: rules.addons[id] ?? 0 }));
  const addonsTotal = addons.reduce((sum, a) => sum + a.price, 0);
  const oneTimeTotal = roundCents(rules.base + extraPagesCost + addonsTotal);
  const hosting: PriceBreakdown["hosting"] =
    rules.hosting.kind === "paid"
      ? {
          kind: "paid",
          monthly: rules.hosting.monthly,
          monthlyInclVat: withVat(rules.hosting.monthly),
          promoMonthly: rules.hosting.promoMonthly,
          promoMonthlyInclVat: withVat(rules.hosting.promoMonthly),
          promoMonths: rules.hosting.promoMonths,
        }
      : { kind: "included_with_support" };
  return {
    platform: config.platform,
    pages: config.pages,
    currency: CURRENCY,
    base: rules.base,
    ...(rules.originalBase !== null ? { originalBase: rules.originalBase } : {}),
    includedPages: rules.includedPages,
    extraPages,
    extraPagePrice: rules.extraPage,
    extraPagesCost,
    addons,
    addonsTotal,
    oneTimeTotal,
    // docs/product.md §5: the VAT-inclusive total is the *rounded* ex-VAT total times 1.21.
    oneTimeTotalInclVat: withVat(Math.round(oneTimeTotal)),
    supportMonthly: rules.supportMonthly,
    supportMonthlyInclVat: withVat(rules.supportMonthly),
    hosting,
    domain: { yearlyMin: rules.domainYearly.min, yearlyMax: rules.domainYearly.max },
  };
}

/** Reads `?platform=elementor&pages=12&addons=seo,analytics`; invalid parts fall back silently. */
export function parseConfigFromSearch(search: URLSearchParams): PriceConfig {
  return normalizeConfig(readConfigSearch(search));
}

/** The address's options as written, before the platform's rules (normalizeConfig) apply. */
export function readConfigSearch(search: URLSearchParams) {
  const rawAddons = search.getAll("addons").flatMap((v) => v.split(","));
  const pages = search.get("pages");
  return {
    platform: search.get("platform") ?? undefined,
    pages: pages === null || pages.trim() === "" ? undefined : Number(pages),
    addons: rawAddons.map((a) => a.trim()).filter(Boolean),
  };
}

export function configToSearch(config: PriceConfig): URLSearchParams {
  const normalized = normalizeConfig(config);
  const search = new URLSearchParams({
    platform: normalized.platform,
    pages: String(normalized.pages),
  });
  if (normalized.addons.length > 0) search.set("addons", normalized.addons.join(","));
  return search;
}
