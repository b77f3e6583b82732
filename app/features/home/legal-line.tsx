import { ChevronDown, Scale } from "lucide-react";
import { Link } from "react-router";
import { NativeDialogTrigger } from "~/components/ui/native-dialog";
import { LegalFacts, useRegisteredSince } from "~/components/layout/legal-info-dialog";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";

/**
 * The short legal line of the about section (docs/product.md §4): on phones a native disclosure
 * expands it (works without JavaScript); on desktop its button opens the footer's legal-details
 * dialog (app/components/layout/legal-info-dialog.tsx), so the page carries that dialog once
 * (docs/decisions/230-legal-text-once.md).
 */
export function LegalLine() {
  const { t, lang } = useI18n();
  const short = t("home.about.legalShort", { date: useRegisteredSince() });
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
        <LegalFacts className="mt-3 grid gap-2" />
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
            dialogId="legal-info"
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {t("home.about.legalToggle")}
          </NativeDialogTrigger>
        </div>
      </div>
    </div>
  );
}
