import { Info } from "lucide-react";
import { NativeDialog } from "~/components/ui/native-dialog";
import { useI18n } from "~/i18n/i18n-context";
import { LEGAL_INFO_DIALOG_ID, LegalFacts } from "./legal-facts";

/**
 * The legal-details dialog of the footer (docs/product.md §3.2): registration data, addresses,
 * emails and the masked IBAN. On desktop the home page's about section opens this same dialog, so
 * the page carries one dialog with these facts, not two (docs/decisions/230-legal-text-once.md).
 */
export function LegalInfoDialog() {
  const { t } = useI18n();
  return (
    <NativeDialog
      id={LEGAL_INFO_DIALOG_ID}
      trigger={
        <>
          <Info aria-hidden="true" className="h-4 w-4" />
          {t("footer.legalInfo")}
        </>
      }
      triggerProps={{
        className:
          "inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-200 underline underline-offset-4 hover:text-white",
      }}
      closeLabel={t("a11y.close")}
      title={t("footer.legalInfoTitle")}
      titleClassName="mb-4 pr-10 text-xl font-bold"
    >
      <LegalFacts className="gap-3" />
    </NativeDialog>
  );
}
