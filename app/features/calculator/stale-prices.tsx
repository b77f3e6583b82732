import { Button } from "~/components/ui/button";
import { StaleNote } from "~/components/ui/stale-note";
import { useI18n } from "~/i18n/i18n-context";
import { CALCULATOR_FORM_ID } from "./calculator-url";

/**
 * The calculator's stale-price note: where the prices are (on a phone, under all the options),
 * with the same "Update price" that asks the server for the chosen configuration.
 */
export function StalePricesNote() {
  const { t } = useI18n();
  return (
    <StaleNote className="mb-6 rounded-xl p-4">
      <p>{t("calculator.staleNote")}</p>
      <Button type="submit" form={CALCULATOR_FORM_ID} variant="outline" className="mt-3 w-full">
        {t("calculator.update")}
      </Button>
    </StaleNote>
  );
}
