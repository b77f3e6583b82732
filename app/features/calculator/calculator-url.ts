import {
  configToSearch,
  knownAddons,
  pagesInBounds,
  readConfigSearch,
  type Addon,
  type PriceConfig,
} from "~/lib/pricing";
import { readableQuery } from "~/lib/readable-query";
import { CALCULATOR_PARAMS } from "./calculator-params";

/** The calculator's `<form>`: before hydration "Request a quote" submits it (quote-launcher.tsx). */
export const CALCULATOR_FORM_ID = "calculator-form";
/**
 * `?quote=1`: the page shows the quote form in place, for the configuration in the address (what
 * "Request a quote" asks for before the calculator's code runs).
 */
export const QUOTE_PARAM = "quote";

/** Whether the address asks for the quote form in place. */
export function quoteInPage(search: string): boolean {
  return new URLSearchParams(search).get(QUOTE_PARAM) === "1";
}

/** The address without the quote form: the calculator with the same configuration. */
export function searchWithoutQuote(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(QUOTE_PARAM);
  const rest = readableQuery(params);
  return rest ? `?${rest}` : "";
}

/** The query string with the configuration written into it, e.g. "?q=x&platform=lovable&pages=1". */
export function searchWithConfig(search: string, config: PriceConfig): string {
  const params = new URLSearchParams(search);
  for (const key of CALCULATOR_PARAMS) params.delete(key);
  for (const [key, value] of configToSearch(config)) params.set(key, value);
  return `?${readableQuery(params)}`;
}

/** What the visitor chose, before a platform's rules cut it down. */
export type Choices = { pages: number; addons: readonly Addon[] };

/**
 * The choices in an address before the platform's rules: its page count (within the bounds) and
 * every add-on it names, also one the platform lacks. A page for a fixed-page platform keeps them
 * for the way back (docs/decisions/312-calculator-keeps-choices.md).
 */
export function choicesFromSearch(search: URLSearchParams): Choices {
  const raw = readConfigSearch(search);
  return { pages: pagesInBounds(raw.pages), addons: knownAddons(raw.addons) };
}
