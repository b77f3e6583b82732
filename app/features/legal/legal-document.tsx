import type { LegalDocId } from "~/content/legal/types";
import { LEGAL_UPDATED } from "~/content/legal/updated";
import { useI18n } from "~/i18n/i18n-context";
import { langFromPath } from "~/i18n/languages";
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
  const { t, lang, option } = useI18n();
  const date = longDate(LEGAL_UPDATED, option.locale);
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

/**
 * The routes' loaders. The server one returns nothing: it is there so that the client one runs on
 * client-side navigations only, not when the prerendered page hydrates (where the body waits for
 * its trigger). The client one fetches the body's code and text of the page's language, so the
 * page renders complete at once.
 */
export function legalLoader() {
  return null;
}

export async function legalClientLoader({ request }: { request: Request }) {
  await preloadIslands([LEGAL_BODY[langFromPath(new URL(request.url).pathname)]], request);
  return null;
}
