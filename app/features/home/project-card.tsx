import { Code2, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import type { Project } from "~/content/projects";
import { useI18n } from "~/i18n/i18n-context";

const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline";

/** One portfolio project: image, category, title, description, technologies, existing links. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useI18n();
  const live = project.liveUrl;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={project.image.src}
        width={project.image.width}
        height={project.image.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t(`home.portfolio.category.${project.category}`)}
        </p>
        <h3 className="mt-1 text-lg font-bold text-slate-950">{project.title}</h3>
        <p className="mt-2 flex-1 text-sm text-slate-700">
          {t(`home.projects.${project.id}.description`)}
        </p>
        <ul aria-label={t("home.portfolio.technologies")} className="mt-4 flex flex-wrap gap-1.5">
          {project.technologies.map((tech) => (
            <li
              key={tech}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800"
            >
              {tech}
            </li>
          ))}
        </ul>
        {live || project.githubUrl ? (
          <div className="mt-3 flex flex-wrap gap-x-4">
            {live ? (
              live.startsWith("/") ? (
                <Link to={live} className={linkClass}>
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  {t("home.portfolio.viewLive")}
                  <span className="sr-only">: {project.title}</span>
                </Link>
              ) : (
                <a href={live} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  {t("home.portfolio.viewLive")}
                  <span className="sr-only">: {project.title}</span>
                </a>
              )
            ) : null}
            {project.githubUrl ? (
              <a
                href={project.githubUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                <Code2 aria-hidden="true" className="h-4 w-4" />
                {t("home.portfolio.viewCode")}
                <span className="sr-only">: {project.title}</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
