import type { I18n } from "~/i18n/i18n-context";
import { pagesKey } from "~/features/calculator/pages-key";
import { formatMoney } from "~/lib/format-money";
import type { PriceBreakdown } from "~/lib/pricing";

/** The two lines that say what a quote is for: the configuration, and its one-time total. */
export interface QuoteSummaryText {
  config: string;
  total: string;
}

export function quoteSummaryText(
  t: I18n["t"],
  price: PriceBreakdown,
  locale: string,
): QuoteSummaryText {
  const money = (amount: number) => formatMoney(amount, locale);
  const addons = price.addons.map((a) => t(`calculator.addon.${a.id}.name`)).join(", ");
  return {
    config:
      t("quote.summary", {
        platform: t(`calculator.platform.${price.platform}.name`),
        pages: t(pagesKey(price.pages, locale), { count: price.pages }),
      }) + (addons ? ` + ${addons}` : ""),
    total: t("quote.summaryTotal", {
      total: money(price.oneTimeTotal),
      totalInclVat: money(price.oneTimeTotalInclVat),
    }),
  };
}
