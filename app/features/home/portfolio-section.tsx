import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PROJECTS, filterProjects, type ProjectFilter } from "~/content/projects";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { cn } from "~/lib/cn";
import { ProjectCard } from "./project-card";
import { SectionHeading } from "./section-heading";
import { REPLAY_CLICK } from "~/lib/island";

const FILTERS = [
  { id: "all", key: "home.portfolio.filterAll" },
  { id: "web", key: "home.portfolio.filterWeb" },
] as const satisfies readonly { id: ProjectFilter; key: string }[];

/** Portfolio (docs/product.md §4): eight project cards; the filter buttons really filter. */
export function PortfolioSection() {
  const { t, lang } = useI18n();
  const [filter, setFilter] = useState<ProjectFilter>("all");
  const shown = filterProjects(PROJECTS, filter);
  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className="bg-white py-16 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="portfolio-title"
          title={t("home.portfolio.heading")}
          intro={t("home.portfolio.intro")}
        />
        <div
          role="group"
          aria-label={t("home.portfolio.filterLabel")}
          className="mt-8 flex flex-wrap justify-center gap-2"
        >
          {FILTERS.map((f) => (
            <button
              key={f.id}
              type="button"
              aria-pressed={filter === f.id}
              onClick={() => setFilter(f.id)}
              {...REPLAY_CLICK}
              className={cn(
                "min-h-11 rounded-full px-5 text-sm font-semibold ring-1 transition-colors",
                filter === f.id
                  ? "bg-brand-700 text-white ring-brand-700"
                  : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
              )}
            >
              {t(f.key)}
            </button>
          ))}
        </div>
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
