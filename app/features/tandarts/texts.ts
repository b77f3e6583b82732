import { CLAIMS } from "~/content/studio";
import { TANDARTS } from "~/content/tandarts";
import { fillVars } from "~/lib/fill-vars";
import { VAT_RATE } from "~/lib/vat";

/** The page is Dutch only (docs/product.md §10): numbers and money are formatted for nl-NL. */
export const NL_LOCALE = "nl-NL";

const VARS = {
  ...TANDARTS.numbers,
  ...CLAIMS,
  // Dutch writes a whole percentage as "21%" (tests/unit checks it against Intl): the first Intl
  // formatter of a page costs a phone ~70 ms before it answers (docs/decisions/324).
  vat: `${Math.round(VAT_RATE * 100)}%`,
};

/** A text of the dental page with its numbers filled in. */
export function tx(text: string, extra: Readonly<Record<string, string | number>> = {}): string {
  return fillVars(text, { ...VARS, ...extra });
}
