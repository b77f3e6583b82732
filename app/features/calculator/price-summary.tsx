import type { ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-context";
import { pluralKey } from "~/i18n/plural-key";
import { PRICING, VAT_RATE, type PriceBreakdown } from "~/lib/pricing";
import { formatMoney, formatMoneyRange } from "~/lib/format-money";
import { InfoTip } from "./info-tip";
import { StruckPrice } from "./struck-price";

/** Shown as a whole percentage (21). */
const VAT_PERCENT = Math.round(VAT_RATE * 100);

/**
 * The calculator output (docs/product.md §5.2): one-time costs with VAT, then the recurring costs.
 */
export function PriceSummary({ price }: { price: PriceBreakdown }) {
  const { t, option } = useI18n();
  const money = (amount: number) => formatMoney(amount, option.locale);
  const { hosting, domain, platform } = price;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="calc-one-time">
        <h3 id="calc-one-time" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
          {t("calculator.oneTimeHeading")}
        </h3>
        <dl className="stale-dim mt-3 grid gap-2">
          <Row label={t("calculator.base")}>
            {price.originalBase !== undefined ? (
              <>
                <span className="mb-1 block">
                  <span className="rounded bg-orange-800 px-1.5 py-0.5 text-xs font-bold text-white">
                    {t("calculator.specialOffer")}
                  </span>
                </span>
                <StruckPrice amount={price.originalBase} className="text-slate-600" />{" "}
              </>
            ) : null}
            {money(price.base)}
          </Row>
          {/* A platform with a fixed page count has no extra pages to price. */}
          {PRICING[price.platform].fixedPages ? null : (
            <Row
              label={t("calculator.extraPages", {
                pages: price.extraPages,
                price: money(price.extraPagePrice),
              })}
            >
              {money(price.extraPagesCost)}
            </Row>
          )}
          {price.addons.map((addon) => (
            <Row key={addon.id} label={t(`calculator.addon.${addon.id}.name`)}>
              {addon.price === 0 ? t("calculator.included") : money(addon.price)}
            </Row>
          ))}
        </dl>
        <dl
          className="stale-dim mt-3 grid gap-1 border-t border-slate-300 pt-3"
          aria-live="polite"
          aria-atomic="true"
        >
          <Row label={t("calculator.total")} strong>
            <span data-testid="total">{money(price.oneTimeTotal)}</span>
          </Row>
          <Row label={t("calculator.totalInclVat", { vat: VAT_PERCENT })}>
            <span data-testid="total-incl-vat">{money(price.oneTimeTotalInclVat)}</span>
          </Row>
        </dl>
      </section>
      <section aria-labelledby="calc-recurring">
        <h3
          id="calc-recurring"
          className="text-sm font-bold tracking-wide text-slate-600 uppercase"
        >
          {t("calculator.recurringHeading")}
        </h3>
        <dl className="stale-dim mt-3 grid gap-3">
          <Row
            label={t("calculator.support")}
            tip={
              <InfoTip
                label={t("calculator.moreInfo", { topic: t("calculator.support") })}
                text={t(`calculator.tip.support.${platform}`)}
              />
            }
          >
            <span className="whitespace-nowrap">
              {t("calculator.perMonth", { price: money(price.supportMonthly) })}
            </span>
            <Sub>
              <span className="whitespace-nowrap">
                {t("calculator.inclVat", { price: money(price.supportMonthlyInclVat) })}
              </span>
            </Sub>
          </Row>
          <Row
            label={t("calculator.hosting")}
            tip={
              <InfoTip
                label={t("calculator.moreInfo", { topic: t("calculator.hosting") })}
                text={t(`calculator.tip.hosting.${platform}`)}
              />
            }
          >
            {hosting.kind === "paid" ? (
              <>
                <span className="mb-1 inline-block rounded bg-orange-800 px-1.5 py-0.5 text-xs font-bold text-white">
                  {t("calculator.limitedOffer")}
                </span>
                <Sub strong>
                  {t(pluralKey("calculator.hostingPromo", hosting.promoMonths, option.locale), {
                    price: money(hosting.promoMonthly),
                    months: hosting.promoMonths,
                  })}
                </Sub>
                <Sub>{t("calculator.hostingAfterPromo", { price: money(hosting.monthly) })}</Sub>
              </>
            ) : (
              t("calculator.hostingIncluded")
            )}
          </Row>
          <Row label={t("calculator.domain")}>
            {t("calculator.perYear", {
              price:
                domain.yearlyMin === domain.yearlyMax
                  ? money(domain.yearlyMin)
                  : formatMoneyRange(
                      { min: domain.yearlyMin, max: domain.yearlyMax },
                      option.locale,
                    ),
            })}
          </Row>
        </dl>
        <p className="mt-3 text-sm text-slate-700">{t(`calculator.hostingNote.${platform}`)}</p>
      </section>
    </div>
  );
}

function Row({
  label,
  tip,
  strong = false,
  children,
}: {
  label: string;
  tip?: ReactNode;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    // Wraps on the narrowest phones (320 px): the price goes under its label, still at the right.
    <div className="relative flex flex-wrap items-start justify-between gap-x-4">
      <dt className={strong ? "font-bold text-slate-950" : "flex items-center text-slate-800"}>
        {label}
        {tip}
      </dt>
      <dd
        className={`ml-auto text-right tabular-nums ${strong ? "text-2xl font-extrabold text-brand-800" : "font-semibold text-slate-950"}`}
      >
        {children}
      </dd>
    </div>
  );
}

function Sub({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <span
      className={`block text-sm ${strong ? "font-semibold text-slate-950" : "font-normal text-slate-600"}`}
    >
      {children}
    </span>
  );
}
