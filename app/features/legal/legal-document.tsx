import type { ReactNode } from "react";
import type { LegalDocument as LegalDoc, LegalSection } from "~/content/legal/types";
import { useI18n } from "~/i18n/i18n-context";

/**
 * A legal page (docs/product.md §12): heading, date, table of contents and the sections of its
 * body.
 */
export function LegalDocument({
  heading,
  intro,
  updated,
  doc,
  extras = {},
}: {
  heading: string;
  intro: string;
  /** ISO date of the last change. */
  updated: string;
  doc: LegalDoc;
  /** Something interactive to show at the end of a section, by section id. */
  extras?: Readonly<Record<string, ReactNode>>;
}) {
  const { t, option } = useI18n();
  const date = new Intl.DateTimeFormat(option.locale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${updated}T00:00:00Z`));
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
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <nav aria-labelledby="legal-contents" className="rounded-2xl bg-slate-50 p-5">
          <h2
            id="legal-contents"
            className="text-sm font-bold tracking-wide text-slate-700 uppercase"
          >
            {t("legalPages.contents")}
          </h2>
          <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
                >
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s) => (
          <Section key={s.id} section={s} extra={extras[s.id]} />
        ))}
      </div>
    </article>
  );
}

function Section({ section, extra }: { section: LegalSection; extra?: ReactNode }) {
  return (
    <section aria-labelledby={section.id} className="mt-10">
      <h2 id={section.id} className="text-xl font-bold text-slate-950 sm:text-2xl">
        {section.heading}
      </h2>
      {section.paragraphs.map((p) => (
        <p key={p} className="mt-3 leading-relaxed text-slate-800">
          {p}
        </p>
      ))}
      {section.items ? (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-800">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.facts ? (
        <dl className="mt-4 grid gap-y-3 rounded-2xl border border-slate-200 p-5 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          {section.facts.map(([label, value]) => (
            <div key={label} className="sm:contents">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="text-slate-800 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {extra}
    </section>
  );
}
