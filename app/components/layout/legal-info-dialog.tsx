import { Info } from "lucide-react";
import { NativeDialog } from "~/components/ui/native-dialog";
import { STUDIO, chatLink } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";

/**
 * The legal-details dialog of the footer (docs/product.md §3.2): registration data, addresses,
 * emails and the masked IBAN. On desktop the home page's about section opens this same dialog
 * (`legal-info-dialog`), so the page carries one dialog with these facts, not two
 * (docs/decisions/230-legal-text-once.md). Its rows are written here and not shared with the about
 * section's phone disclosure: a module shared by both would be one more script every page lists.
 */
export function LegalInfoDialog() {
  const { t, option } = useI18n();
  const since = new Intl.DateTimeFormat(option.locale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(STUDIO.legal.registeredSince));
  const rows: [string, string][] = [
    [t("footer.legalForm"), t("footer.legalFormValue")],
    [t("footer.kvk"), STUDIO.legal.kvk],
    [t("footer.vat"), STUDIO.legal.vat],
    [t("footer.registeredSince"), since],
    [t("footer.registeredAddress"), STUDIO.legal.registeredAddress],
    [t("footer.businessAddress"), STUDIO.legal.businessAddress],
    [t("footer.emails"), `${STUDIO.legal.emails.general}, ${STUDIO.legal.emails.privacy}`],
  ];
  return (
    <NativeDialog
      id="legal-info-dialog"
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
      <dl className="grid gap-3 text-sm text-slate-700">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold text-slate-900">{t("footer.iban")}</dt>
          <dd>
            <a
              href={chatLink(t("chat.ibanRequest"))}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 flex-wrap items-center gap-x-2 underline underline-offset-4"
            >
              <span className="whitespace-nowrap tabular-nums">{STUDIO.legal.ibanMasked}</span>
              <span className="text-slate-600">({t("footer.ibanHint")})</span>
            </a>
          </dd>
        </div>
      </dl>
    </NativeDialog>
  );
}
