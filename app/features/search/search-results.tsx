import { Search, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/messages/types";
import { pathFor } from "~/i18n/pages";
import type { SearchResult } from "./search";

/**
 * Site search results for `?q=` on a language home, searched on the server (the home route's
 * loader), so they show with or without JavaScript. `results` is null when the index could not
 * be read.
 */
export function SearchResults({
  query,
  results,
}: {
  query: string;
  results: readonly SearchResult[] | null;
}) {
  const { t, lang } = useI18n();
  const home = pathFor("home", lang);

  return (
    <section
      aria-labelledby="search-results-title"
      className="border-b border-slate-200 bg-slate-50"
    >
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <div className="flex items-start justify-between gap-4">
          <h2
            id="search-results-title"
            tabIndex={-1}
            ref={(el) => el?.focus()}
            className="text-2xl font-bold text-slate-950 outline-none sm:text-3xl"
          >
            {t("search.heading", { query })}
          </h2>
          <Link
            to={home}
            aria-label={t("search.close")}
            title={t("search.close")}
            className="grid h-11 w-11 shrink-0 place-items-center rounded-lg text-slate-700 hover:bg-slate-200"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
        <form role="search" action={home} method="get" className="mt-4 flex max-w-xl gap-2">
          <label htmlFor="search-results-q" className="sr-only">
            {t("search.label")}
          </label>
          <input
            key={query}
            id="search-results-q"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={t("search.placeholder")}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3"
          />
          <Button type="submit">
            <Search aria-hidden="true" className="h-4 w-4" />
            {t("search.button")}
          </Button>
        </form>
        <ResultList results={results} />
      </div>
    </section>
  );
}

function ResultList({ results }: { results: readonly SearchResult[] | null }) {
  const { t, lang, option } = useI18n();
  if (results === null) {
    return (
      <p role="alert" className="mt-6 text-slate-800">
        {t("search.error")}
      </p>
    );
  }
  const plural = new Intl.PluralRules(option.locale).select(results.length);
  const countKey =
    `search.count.${plural === "zero" || plural === "two" ? "other" : plural}` as MessageKey;
  const suggestions = [
    { label: t("nav.services"), to: pathFor("home", lang, "services") },
    { label: t("nav.websitePortfolio"), to: pathFor("websitePortfolio", lang) },
    { label: t("nav.photoVideo"), to: pathFor("photoVideo", lang) },
    { label: t("nav.contact"), to: pathFor("home", lang, "contact") },
  ];

  return (
    <div className="mt-6">
      <p role="status" className="font-medium text-slate-800">
        {results.length > 0 ? t(countKey, { count: results.length }) : t("search.none")}
      </p>
      {results.length > 0 ? (
        <ol className="mt-4 grid gap-3">
          {results.map((r) => (
            <li
              key={r.href}
              className="relative rounded-xl border border-slate-200 bg-white p-4 focus-within:border-brand-500 hover:border-brand-500 hover:shadow-sm"
            >
              <Link
                to={r.href}
                className="text-lg font-semibold text-brand-800 underline-offset-4 after:absolute after:inset-0 hover:underline"
              >
                {r.title}
                {r.sectionHeading ? (
                  <span className="text-slate-700"> · {r.sectionHeading}</span>
                ) : null}
              </Link>
              <p className="mt-1 line-clamp-2 text-slate-700">{r.snippet}</p>
            </li>
          ))}
        </ol>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t("search.noneHint")}</p>
          <ul className="mt-2 flex flex-wrap gap-x-6">
            {suggestions.map((s) => (
              <li key={s.to}>
                <Link
                  to={s.to}
                  className="inline-flex min-h-11 items-center text-brand-700 underline"
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
