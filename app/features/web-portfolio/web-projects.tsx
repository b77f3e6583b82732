import { useState } from "react";
import { SectionHeading } from "~/components/sections/section-heading";
import {
  WEB_PROJECTS,
  WEB_PROJECT_FILTERS,
  filterWebProjects,
  type WebProjectFilter,
} from "~/content/web-portfolio";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { REPLAY_CLICK } from "~/lib/island";
import { WebProjectCard } from "./web-project-card";

/** The projects with the All / Web development / Marketing filter, which really filters. */
export function WebProjects() {
  const { t } = useI18n();
  const [filter, setFilter] = useState<WebProjectFilter>("all");
  const shown = filterWebProjects(WEB_PROJECTS, filter);
  return (
    <section aria-labelledby="projects-title" className="py-12 lg:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="projects-title"
          title={t("webPortfolio.projects.heading")}
          align="start"
        />
        <div
          role="group"
          aria-label={t("webPortfolio.filter.label")}
          className="mt-6 flex flex-wrap gap-2"
        >
          {WEB_PROJECT_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              // A click before the island's code has come is held and given again once it has.
              {...REPLAY_CLICK}
              onClick={() => setFilter(f)}
              className={cn(
                "min-h-11 rounded-full px-5 text-sm font-semibold ring-1 transition-colors",
                filter === f
                  ? "bg-brand-700 text-white ring-brand-700"
                  : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
              )}
            >
              {t(`webPortfolio.filter.${f}`)}
            </button>
          ))}
        </div>
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t("webPortfolio.filter.showing", { count: shown.length, total: WEB_PROJECTS.length })}
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project, index) => (
            <li key={project.id}>
              <WebProjectCard project={project} lcp={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
