import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";
import { CALCULATOR_FORM_ID } from "./calculator-url";

/**
 * Before the calculator's code runs (without JavaScript, or while it is still on its way) its
 * prices are the prerendered ones: a changed option leaves them behind. This says so where the
 * prices are, dims them, and offers the same "Update price" that asks the server
 * (docs/decisions/307-stale-calculator-prices.md). app/app.css shows it once the form differs from
 * what the page was rendered with: a radio or checkbox off its default (CSS alone), or the pages
 * slider moved (`data-changed`, set by `MarkChanges`: a range input has no such CSS state). Once the
 * calculator has hydrated, its prices follow every choice and this is gone.
 */
export function StalePricesNote() {
  const { t } = useI18n();
  if (useHydrated()) return null;
  return (
    <div className="stale-note mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
      <p>{t("calculator.staleNote")}</p>
      <Button type="submit" form={CALCULATOR_FORM_ID} variant="outline" className="mt-3 w-full">
        {t("calculator.update")}
      </Button>
    </div>
  );
}

/**
 * Runs as the form is parsed: a moved range input marks the form changed (radios and checkboxes
 * need no mark: CSS compares them with their defaults, and unticking again undoes it).
 */
const MARK_CHANGES = `document.currentScript.closest("form").addEventListener("input",function(e){if(e.target.type=="range")this.setAttribute("data-changed","")})`;

/** Inside the calculator form, before hydration only (its listener outlives it, harmlessly). */
export function MarkChanges() {
  if (useHydrated()) return null;
  return <script dangerouslySetInnerHTML={{ __html: MARK_CHANGES }} />;
}
