import { configToSearch, type PriceConfig } from "~/lib/pricing";

/** The query parameters the calculator owns; every other one (q, utm_*) is left alone. */
export const CALCULATOR_PARAMS = ["platform", "pages", "addons"] as const;

/** The query string with the configuration written into it, e.g. "?q=x&platform=lovable&pages=1". */
export function searchWithConfig(search: string, config: PriceConfig): string {
  const params = new URLSearchParams(search);
  for (const key of CALCULATOR_PARAMS) params.delete(key);
  for (const [key, value] of configToSearch(config)) params.set(key, value);
  // Keep the comma of the add-on list readable instead of %2C.
  return `?${params.toString().replace(/%2C/gi, ",")}`;
}
