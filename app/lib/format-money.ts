/**
 * Money for a locale with Intl (docs/decisions/007-i18n-without-a-library.md); whole amounts show
 * no cents.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
