import { CURRENCY } from "./pricing";

interface MoneyStyle {
  /** ISO code; the site's prices are in euros (CURRENCY). */
  currency?: string;
  /** The narrow symbol in every language: Ukrainian's default symbol for the euro is "EUR". */
  narrow?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, whole: boolean, style: MoneyStyle): Intl.NumberFormat {
  const { currency = CURRENCY, narrow = false } = style;
  const key = `${locale}|${currency}|${whole}|${narrow}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(narrow ? { currencyDisplay: "narrowSymbol" } : {}),
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

/** A range the way the language writes it, e.g. "€150 – €400" or "150–400 €". */
export function formatMoneyRange(
  range: { min: number; max: number },
  locale: string,
  style: MoneyStyle = {},
): string {
  const whole = Number.isInteger(range.min) && Number.isInteger(range.max);
  return moneyFormat(locale, whole, style).formatRange(range.min, range.max);
}
