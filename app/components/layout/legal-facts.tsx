import { STUDIO, chatLink } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";

/** The footer's legal-details dialog (docs/product.md §3.2): one per page, whatever opens it. */
export const LEGAL_INFO_DIALOG_ID = "legal-info-dialog";

/**
 * The studio's registration facts (docs/product.md §3.2, §4): legal form, KvK and VAT numbers,
 * registration date, addresses, emails and the masked IBAN, whose link asks for it in the chat.
 */
/** `className` places the list and sets its row gap (`gap-2`, `gap-3`). */
export function LegalFacts({ className }: { className: string }) {
  const { t, option } = useI18n();
  const since = new Intl.DateTimeFormat(option.locale, {
    dateStyle: "long",
    // A calendar date: the same day for every visitor, whatever their time zone.
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
    <dl className={cn("grid text-sm text-slate-700", className)}>
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
  );
}
