import type { ComponentType, ReactNode } from "react";
import type { LegalBodies, LegalDocId, LegalSection } from "~/content/legal/types";
import { useI18n } from "~/i18n/i18n-context";
import type { Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages/types";
import { CookieSettingsLink } from "./cookie-settings-link";

/** Something interactive at the end of a section, by document and section id. */
const EXTRAS: Readonly<Partial<Record<`${LegalDocId}#${string}`, ReactNode>>> = {
  "privacy#cookies": <CookieSettingsLink />,
};

export interface LegalBodyProps {
  id: LegalDocId;
}

/** Each language's texts in a chunk of its own. */
const TEXTS: Readonly<Record<Lang, () => Promise<LegalBodies>>> = {
  en: () => import("~/content/legal/en").then((m) => m.legalEn),
  nl: () => import("~/content/legal/nl").then((m) => m.legalNl),
  ua: () => import("~/content/legal/ua").then((m) => m.legalUa),
  fr: () => import("~/content/legal/fr").then((m) => m.legalFr),
};

/** The body component in `lang`, once that language's texts have arrived. */
export async function legalBodyIn(lang: Lang): Promise<ComponentType<LegalBodyProps>> {
  return legalBody(await TEXTS[lang]());
}

/**
 * The body of a legal page (docs/product.md §12): its table of contents and sections, in the
 * language of `bodies`. A deferred island (app/features/legal/legal-body-island.ts), so the text
 * is in the page's HTML once and never in its route data.
 */
function legalBody(bodies: LegalBodies): ComponentType<LegalBodyProps> {
  return function LegalBody({ id }: LegalBodyProps) {
    const { t } = useI18n();
    // `{cookie.acceptAll}` in a legal text becomes the button's label in the page's language.
    const fill = (text: string) =>
      text.replace(/\{([\w.]+)\}/g, (_, key: string) => t(key as MessageKey));
    const sections = bodies[id].sections;
    return (
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <nav aria-labelledby="legal-contents" className="rounded-2xl bg-slate-50 p-5">
          <h2
            id="legal-contents"
            className="text-sm font-bold tracking-wide text-slate-700 uppercase"
          >
            {t("legalPages.contents")}
          </h2>
          <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
                >
                  {fill(s.heading)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s) => (
          <Section key={s.id} section={s} fill={fill} extra={EXTRAS[`${id}#${s.id}`]} />
        ))}
      </div>
    );
  };
}

function Section({
  section,
  fill,
  extra,
}: {
  section: LegalSection;
  fill: (text: string) => string;
  extra?: ReactNode;
}) {
  return (
    <section aria-labelledby={section.id} className="mt-10">
      <h2 id={section.id} className="text-xl font-bold text-slate-950 sm:text-2xl">
        {fill(section.heading)}
      </h2>
      {section.paragraphs.map((p) => (
        <p key={p} className="mt-3 leading-relaxed text-slate-800">
          {fill(p)}
        </p>
      ))}
      {section.items ? (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-800">
          {section.items.map((item) => (
            <li key={item}>{fill(item)}</li>
          ))}
        </ul>
      ) : null}
      {section.facts ? (
        <dl className="mt-4 grid gap-y-3 rounded-2xl border border-slate-200 p-5 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          {section.facts.map(([label, value]) => (
            <div key={label} className="sm:contents">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {extra}
    </section>
  );
}
