import { ChevronDown, Scale } from "lucide-react";
import { Link } from "react-router";
import { NativeDialogTrigger } from "~/components/ui/native-dialog";
import { STUDIO, chatLink } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";

/**
 * The short legal line of the about section (docs/product.md §4): on phones a native disclosure
 * expands it (works without JavaScript); on desktop its button opens the footer's legal-details
 * dialog (app/components/layout/legal-info-dialog.tsx), so the page carries that dialog once
 * (docs/decisions/230-legal-text-once.md).
 */
export function LegalLine() {
  const { t, lang, option } = useI18n();
  const since = new Intl.DateTimeFormat(option.locale, {
    dateStyle: "long",
    // A calendar date: the same day for every visitor, whatever their time zone.
    timeZone: "UTC",
  }).format(new Date(STUDIO.legal.registeredSince));
  const short = t("home.about.legalShort", { date: since });
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-700">
      <details className="group lg:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          <Scale aria-hidden="true" className="h-4 w-4 text-brand-700" />
          {t("home.about.legalToggle")}
          <ChevronDown
            aria-hidden="true"
            className="h-4 w-4 transition-transform group-open:rotate-180"
          />
        </summary>
        <p className="mt-1">{short}</p>
        <LegalFacts since={since} />
        <Link
          to={pathFor("legal", lang)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {t("home.about.legalMore")}
        </Link>
      </details>
      <div className="hidden gap-2 lg:flex">
        <Scale aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        <div>
          <p>{short}</p>
          <NativeDialogTrigger
            dialogId="legal-info-dialog"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {t("home.about.legalToggle")}
          </NativeDialogTrigger>
        </div>
      </div>
    </div>
  );
}

/** The registration facts inside the phone disclosure (the footer's dialog lists its own). */
function LegalFacts({ since }: { since: string }) {
  const { t } = useI18n();
  const rows: [string, string][] = [
    [t("footer.legalForm"), t("footer.legalFormValue")],
    [t("footer.kvk"), STUDIO.legal.kvk],
    [t("footer.vat"), STUDIO.legal.vat],
    [t("footer.registeredSince"), since],
    [t("footer.registeredAddress"), STUDIO.legal.registeredAddress],
    [t("footer.emails"), `${STUDIO.legal.emails.general}, ${STUDIO.legal.emails.privacy}`],
  ];
  return (
    <dl className="mt-3 grid gap-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="break-words">{value}</dd>
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
