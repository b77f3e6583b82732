import type { MessageKey } from "~/i18n/messages/types";
import { CURRENCY } from "~/lib/pricing";

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Euros for the page's locale; whole amounts without cents (600 €), others with (2,99 €). */
export function formatMoney(amount: number, locale: string): string {
  const whole = Number.isInteger(amount);
  const key = `${locale}|${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: CURRENCY,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** The plural forms the messages provide (Ukrainian needs one/few/many, the others one/other). */
type PluralForm = "one" | "few" | "many" | "other";

/** Message key of "{count} pages" in the right plural form for the locale. */
export function pagesKey(count: number, locale: string): MessageKey {
  const rule = new Intl.PluralRules(locale).select(count);
  const form: PluralForm = rule === "one" || rule === "few" || rule === "many" ? rule : "other";
  return `calculator.pages.${form}`;
}
