import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";
import { PAGES_MAX, PAGES_MIN, PRICING, type Platform } from "~/lib/pricing";
import { formatMoney } from "~/lib/format-money";
import { pagesKey } from "./pages-key";
import { InfoTip } from "./info-tip";

/**
 * Number of pages (docs/product.md §5.1): a native range input, 1-30 in steps of 1 (keyboard, touch
 * and screen readers work out of the box). Fixed at the included page count on a fixed-page
 * platform: disabled once the calculator runs; before that only dimmed by CSS while such a
 * platform is ticked (`pages-range`, app.css), so a switch back made before the scripts finds it
 * working and it is sent with the form (docs/decisions/312-calculator-keeps-choices.md). Without
 * JavaScript a number box stands in for it (`pagesNumberBox`).
 */
export function PagesSlider({
  platform,
  pages,
  keptPages,
  onChange,
}: {
  platform: Platform;
  pages: number;
  /** The count the address asked for: before the scripts a fixed-page platform shows and sends it. */
  keptPages: number;
  onChange: (pages: number) => void;
}) {
  const { t, option } = useI18n();
  const hydrated = useHydrated();
  const rules = PRICING[platform];
  const pagesText = t(pagesKey(pages, option.locale), { count: pages });
  const included = t(pagesKey(rules.includedPages, option.locale), { count: rules.includedPages });
  const hint = rules.fixedPages
    ? t("calculator.hint.lovable", { pages: included })
    : t("calculator.hint.elementor", {
        pages: included,
        price: formatMoney(rules.extraPage, option.locale),
      });
  return (
    <div>
      <div className="relative flex items-center justify-between gap-3">
        <label
          htmlFor="calculator-pages"
          className="flex items-center gap-1 text-lg font-bold text-slate-950"
        >
          {t("calculator.pagesLabel")}
        </label>
        <span className="flex items-center">
          <output
            htmlFor="calculator-pages"
            className="stale-dim text-lg font-bold whitespace-nowrap text-brand-800 tabular-nums"
          >
            {pagesText}
          </output>
          <InfoTip
            label={t("calculator.moreInfo", { topic: t("calculator.pagesLabel") })}
            text={t(`calculator.tip.pages.${platform}`)}
          />
        </span>
      </div>
      {/* Without JavaScript a moved slider shows no count (no CSS state, decision 307): a number
          box takes its place, first in the form so the server reads its value
          (docs/decisions/328-page-count-without-javascript.md). Inert text while scripts run. */}
      {hydrated ? null : (
        <noscript
          dangerouslySetInnerHTML={{
            __html: pagesNumberBox(
              rules.fixedPages ? keptPages : pages,
              t("calculator.pagesLabel"),
            ),
          }}
        />
      )}
      <input
        id="calculator-pages"
        name="pages"
        type="range"
        min={PAGES_MIN}
        max={PAGES_MAX}
        step={1}
        value={rules.fixedPages && !hydrated ? keptPages : pages}
        disabled={hydrated && rules.fixedPages}
        aria-valuetext={pagesText}
        aria-describedby="calculator-pages-hint"
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        className="pages-range mt-3 h-11 w-full cursor-pointer accent-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
        <span>{PAGES_MIN}</span>
        <span>{PAGES_MAX}</span>
      </div>
      <p id="calculator-pages-hint" className="stale-dim mt-2 text-sm text-slate-700">
        {hint}
      </p>
    </div>
  );
}

const attribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The page count as a number box, for a browser without JavaScript (`.pages-number`, app.css). */
export function pagesNumberBox(value: number, label: string): string {
  return `<input class="pages-number" type="number" name="pages" min="${PAGES_MIN}" max="${PAGES_MAX}" value="${value}" aria-label="${attribute(label)}" aria-describedby="calculator-pages-hint">`;
}
