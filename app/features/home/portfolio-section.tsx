import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PROJECTS, filterProjects, type ProjectFilter } from "~/content/projects";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { ProjectCard } from "./project-card";
import { SectionHeading } from "./section-heading";
import { FilterButtons, useFilterFromAddress } from "~/components/ui/filter-buttons";

const FILTERS = [
  { id: "all", key: "home.portfolio.filterAll" },
  { id: "web", key: "home.portfolio.filterWeb" },
] as const satisfies readonly { id: ProjectFilter; key: string }[];

/** Portfolio (docs/product.md §4): eight project cards; the filter buttons really filter. */
export function PortfolioSection() {
  const { t, lang } = useI18n();
  const [filter, setFilter] = useFilterFromAddress<ProjectFilter>(FILTERS.map((f) => f.id));
  const shown = filterProjects(PROJECTS, filter);
  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className="bg-white py-16 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="portfolio-title"
          title={t("home.portfolio.heading")}
          intro={t("home.portfolio.intro")}
        />
        <FilterButtons
          filters={FILTERS.map((f) => f.id)}
          value={filter}
          onChange={setFilter}
          label={t("home.portfolio.filterLabel")}
          labelOf={(id) => t(FILTERS.find((f) => f.id === id)!.key)}
          anchor="portfolio"
          className="mt-8 flex flex-wrap justify-center gap-2"
        />
        <p role="status" className="mt-4 text-center text-sm text-slate-600">
          {t("home.portfolio.showing", { count: shown.length, total: PROJECTS.length })}
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {shown.map((project) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link
            to={pathFor("websitePortfolio", lang)}
            className={buttonVariants({ variant: "outline" })}
          >
            {t("home.portfolio.more")}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
