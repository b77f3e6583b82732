import { CLAIMS } from "~/content/studio";
import { TANDARTS, fillText } from "~/content/tandarts";
import { VAT_RATE } from "~/lib/pricing";

/** The page is Dutch only (docs/product.md §10): numbers and money are formatted for nl-NL. */
export const NL_LOCALE = "nl-NL";

const VARS = {
  ...TANDARTS.numbers,
  ...CLAIMS,
  vat: new Intl.NumberFormat(NL_LOCALE, { style: "percent" }).format(VAT_RATE),
};

/** A text of the dental page with its numbers filled in. */
export function tx(text: string, extra: Readonly<Record<string, string | number>> = {}): string {
  return fillText(text, { ...VARS, ...extra });
}

/** Euros without cents, e.g. "€ 2.500". */
export function euros(amount: number): string {
  return new Intl.NumberFormat(NL_LOCALE, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(amount);
}
