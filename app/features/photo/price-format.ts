/** Whole-euro amounts: the photo prices are round numbers (docs/product.md §7.1). */
function euroFormat(locale: string, currency: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    // Why: "€" in every language (Ukrainian's default symbol for the euro is "EUR").
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  });
}

export function formatPrice(amount: number, locale: string, currency: string): string {
  return euroFormat(locale, currency).format(amount);
}

/** A price range the way the language writes it, e.g. "€150 – €400" or "150–400 €". */
export function formatPriceRange(
  range: { min: number; max: number },
  locale: string,
  currency: string,
): string {
  return euroFormat(locale, currency).formatRange(range.min, range.max);
}
