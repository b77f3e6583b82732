import { CURRENCY } from "./pricing";

interface MoneyStyle {
  /** ISO code; the site's prices are in euros (CURRENCY). */
  currency?: string;
}

const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, whole: boolean, style: MoneyStyle): Intl.NumberFormat {
  const { currency = CURRENCY } = style;
  const key = `${locale}|${currency}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      // The symbol in every language, one look on every page: Ukrainian's default for the euro
      // is the code ("600 EUR"), the narrow symbol is "600 €" as in French.
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Money for a locale with Intl (docs/decisions/007-i18n-without-a-library.md): whole amounts
 * without cents (600 €), others with (2,99 €).
 */
export function formatMoney(amount: number, locale: string, style: MoneyStyle = {}): string {
  return moneyFormat(locale, Number.isInteger(amount), style).format(amount);
}

/**
 * A range the way the language writes it, e.g. "€150 – €400" or "150–400 €". Dutch comes as
 * "€ 150-400" with a hyphen; the page's other ranges ("3–5 dagen") have the en dash a range takes,
 * so the hyphen between two figures is one.
 */
export function formatMoneyRange(
  range: { min: number; max: number },
  locale: string,
  style: MoneyStyle = {},
): string {
  const whole = Number.isInteger(range.min) && Number.isInteger(range.max);
  return moneyFormat(locale, whole, style)
    .formatRange(range.min, range.max)
    .replace(/(\d)-(\d)/g, "$1\u2013$2");
}
