import type { LegalDocId } from "~/content/legal/types";
import { LEGAL_UPDATED } from "~/content/legal/updated";
import { useLoaderData } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import { langFromPath, languageOption } from "~/i18n/languages";
import { preloadIslands } from "~/lib/island";
import { longDate } from "~/lib/long-date";
import { LEGAL_BODY } from "./legal-body-island";

/**
 * A legal page (docs/product.md §12): heading, date, then its body (table of contents and
 * sections), whose text reaches the page once, in its HTML (docs/decisions/230-legal-text-once.md).
 */
export function LegalDocument({
  id,
  heading,
  intro,
}: {
  id: LegalDocId;
  heading: string;
  intro: string;
}) {
  const { t, lang } = useI18n();
  // The date of the text, written out by the route's loader (below).
  const date = useLoaderData<typeof legalClientLoader>().updated;
  const Body = LEGAL_BODY[lang];
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-8 sm:px-6 lg:pt-20">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{intro}</p>
          <p className="mt-3 text-sm text-slate-600">{t("legalPages.updated", { date })}</p>
        </div>
      </header>
      <Body id={id} />
    </article>
  );
}

/** The date the legal texts were last changed, as the page's language writes it. */
function updatedFor(request: Request): { updated: string } {
  const lang = langFromPath(new URL(request.url).pathname);
  return { updated: longDate(LEGAL_UPDATED, languageOption(lang).locale) };
}

/**
 * The routes' loaders. The server one writes out the date: the page hydrates with that text
 * instead of formatting it again, which cost the phone its first use of `Intl` (about 100 ms at
 * 4x CPU) before the page answered (docs/decisions/324-no-intl-before-the-page-answers.md). The
 * client one runs on client-side navigations only: it formats the date there and
 * fetches the body's code and text of the page's language, so the page renders complete at once.
 */
export function legalLoader({ request }: { request: Request }) {
  return updatedFor(request);
}

export async function legalClientLoader({ request }: { request: Request }) {
  await preloadIslands([LEGAL_BODY[langFromPath(new URL(request.url).pathname)]], request);
  return updatedFor(request);
}
