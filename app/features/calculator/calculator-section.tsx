import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { useHydrated } from "~/lib/use-hydrated";
import { fabClear } from "~/lib/fab-clear";
import { VAT_RATE } from "~/lib/pricing";
import { AddonList } from "./addon-list";
import { PagesSlider } from "./pages-slider";
import { PlatformPicker } from "./platform-picker";
import { PriceSummary } from "./price-summary";
import { QuoteLauncher } from "./quote-launcher";
import { RunningTotal, SUMMARY_ID } from "./running-total";
import { useCalculatorConfig } from "./use-calculator-config";
import { CALCULATOR_FORM_ID, quoteInPage } from "./calculator-url";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { CampaignFields } from "~/components/ui/campaign-fields";
import { StalePricesNote } from "./stale-prices";
import { MarkRangeMoves } from "~/components/ui/stale-note";

/**
 * The website price calculator (docs/product.md §5). Prices come from app/lib/pricing.ts only; the
 * prerendered HTML shows the default configuration in full.
 */
export function CalculatorSection() {
  const { t, lang } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const { config, price, update, kept } = useCalculatorConfig(form);
  const quoteHere = quoteInPage(useLocation().search);
  return (
    <section
      id="calculator"
      aria-labelledby="calculator-title"
      className="live-prices bg-slate-50 py-16 lg:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <h2
            id="calculator-title"
            className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl"
          >
            {t("calculator.heading")}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{t("calculator.intro")}</p>
          <p className="mt-2 text-sm text-slate-600">
            {t("calculator.vatNote", { vat: Math.round(VAT_RATE * 100) })}
          </p>
        </div>
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-[1.5fr_1fr]">
          {/* A real GET form with the address's own parameters: without JavaScript (or before
              it runs) "Update price" asks the server for the page with this configuration. */}
          <form
            ref={form}
            id={CALCULATOR_FORM_ID}
            method="get"
            action={`${pathFor("home", lang)}#calculator`}
            onSubmit={(e) => e.preventDefault()}
            aria-label={t("calculator.heading")}
            {...fabClear("options")}
            className="live-form grid gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <PlatformPicker value={config.platform} onChange={(platform) => update({ platform })} />
            <PagesSlider
              platform={config.platform}
              pages={config.pages}
              keptPages={kept.pages}
              onChange={(pages) => update({ pages })}
            />
            <AddonList
              platform={config.platform}
              selected={config.addons}
              kept={kept.addons}
              onToggle={(addon, on) =>
                update({
                  addons: on ? [...config.addons, addon] : config.addons.filter((a) => a !== addon),
                })
              }
            />
            <UpdateSlot />
            <MarkRangeMoves />
            <CampaignFields />
            <RunningTotal price={price} />
          </form>
          <div
            id={SUMMARY_ID}
            className={cn(
              "rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-8",
              // Sticky beside the options, unless it holds the quote form (`?quote=1`): taller
              // than the screen, its end could not be reached.
              !quoteHere && "lg:sticky lg:top-24",
            )}
          >
            <StalePricesNote />
            <PriceSummary price={price} />
            <div className="mt-6 border-t border-slate-200 pt-6">
              <QuoteLauncher config={config} />
              <p className="mt-3 text-center text-sm text-slate-600">{t("calculator.quoteNote")}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * Until the calculator runs (no JavaScript, or before hydration) a submit button computes the
 * price on the server; once it runs, prices follow every choice and the same space holds a note
 * saying so (nothing moves).
 */
function UpdateSlot() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  return (
    // The outlined button is 46 px tall (44 px plus its border): the note gets the same height.
    <div className="-mt-2 flex min-h-[2.875rem] items-center">
      {hydrated ? (
        <p className="text-sm text-slate-600">{t("calculator.liveNote")}</p>
      ) : (
        <Button type="submit" variant="outline">
          {t("calculator.update")}
        </Button>
      )}
    </div>
  );
}
