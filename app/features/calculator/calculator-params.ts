/**
 * The calculator's query, without the pricing module: pages that only pass a configuration on (the
 * quote's sent page) import this, not the prices.
 */

/** The query parameters the calculator owns; every other one (q, utm_*) is left alone. */
export const CALCULATOR_PARAMS = ["platform", "pages", "addons"] as const;
