import { SectionHeading } from "~/components/sections/section-heading";
import {
  WEB_PROJECTS,
  WEB_PROJECT_FILTERS,
  filterWebProjects,
  type WebProjectFilter,
} from "~/content/web-portfolio";
import { useI18n } from "~/i18n/i18n-context";
import { FilterButtons, useFilterFromAddress } from "~/components/ui/filter-buttons";
import { WebProjectCard } from "./web-project-card";

/** The projects with the All / Web development filter, which really filters. */
export function WebProjects() {
  const { t } = useI18n();
  const [filter, setFilter] = useFilterFromAddress<WebProjectFilter>(WEB_PROJECT_FILTERS);
  const shown = filterWebProjects(WEB_PROJECTS, filter);
  return (
    <section aria-labelledby="projects-title" className="py-12 lg:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="projects-title"
          title={t("webPortfolio.projects.heading")}
          align="start"
        />
        <FilterButtons
          filters={WEB_PROJECT_FILTERS}
          value={filter}
          onChange={setFilter}
          label={t("webPortfolio.filter.label")}
          labelOf={(f) => t(`webPortfolio.filter.${f}`)}
          anchor="projects-title"
          className="mt-6 flex flex-wrap gap-2"
        />
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
