import { useI18n } from "~/i18n/i18n-context";
import { formatMoney } from "~/lib/format-money";

/** The original price of a special offer, struck through; screen readers hear "Original price". */
export function StruckPrice({ amount, className }: { amount: number; className?: string }) {
  const { t, option } = useI18n();
  const price = formatMoney(amount, option.locale);
  return (
    <s className={className}>
      <span className="sr-only">{t("calculator.originalPrice", { price })}</span>
      <span aria-hidden="true">{price}</span>
    </s>
  );
}
