import { Info } from "lucide-react";
import { NativeDialog } from "~/components/ui/native-dialog";
import { STUDIO, chatLink, postalAddress } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { longDate } from "~/lib/long-date";

/**
 * The legal-details dialog of the footer (docs/product.md §3.2): registration data, addresses,
 * emails and the masked IBAN. On desktop the home page's about section opens this same dialog
 * (`legal-info`), so the page carries one dialog with these facts, not two
 * (docs/decisions/230-legal-text-once.md).
 */
export function LegalInfoDialog() {
  const { t } = useI18n();
  return (
    <NativeDialog
      id="legal-info"
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
      <LegalFacts className="grid gap-3 text-sm text-slate-700" />
    </NativeDialog>
  );
}

/** The day the studio was registered, as a calendar date in the page's language. */
export function useRegisteredSince(): string {
  return longDate(STUDIO.legal.registeredSince, useI18n().option.locale);
}

/**
 * The studio's registration facts: in this dialog, and in the about section's phone disclosure
 * (app/features/home/legal-line.tsx). They live in this module, which every page's shell already
 * loads, so sharing them costs no extra script.
 */
export function LegalFacts({ className }: { className: string }) {
  const { t, lang } = useI18n();
  const rows: [string, string][] = [
    [t("footer.legalForm"), t("footer.legalFormValue")],
    [t("footer.kvk"), STUDIO.legal.kvk],
    [t("footer.vat"), STUDIO.legal.vat],
    [t("footer.registeredSince"), useRegisteredSince()],
    [t("footer.registeredAddress"), postalAddress(STUDIO.legal.registeredAddress, lang)],
    [t("footer.businessAddress"), postalAddress(STUDIO.legal.businessAddress, lang)],
    [t("footer.emails"), `${STUDIO.legal.emails.general}, ${STUDIO.legal.emails.privacy}`],
  ];
  return (
    <dl className={className}>
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
            className="inline-flex min-h-11 flex-wrap items-start gap-x-2 underline underline-offset-4"
          >
            <span className="tabular-nums">{STUDIO.legal.ibanMasked}</span>
            <span className="text-slate-600">{`(${t("footer.ibanHint")})`}</span>
          </a>
        </dd>
      </div>
    </dl>
  );
}
