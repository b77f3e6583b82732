/**
 * The calculator's query, without the pricing module: pages that only pass a configuration on (the
 * quote's sent page) import this, not the prices.
 */

/** The query parameters the calculator owns; every other one (q, utm_*) is left alone. */
export const CALCULATOR_PARAMS = ["platform", "pages", "addons"] as const;

/** The query with the comma of the add-on list readable instead of %2C. */
export function readable(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, ",");
}
