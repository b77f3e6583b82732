import { ProjectLinks, TechList } from "~/components/sections/project-links";
import type { Project } from "~/content/projects";
import { useI18n } from "~/i18n/i18n-context";

const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline";

/** One portfolio project: image, category, title, description, technologies, existing links. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useI18n();
  const title = project.titleKey ? t(project.titleKey) : project.title;
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
        <h3 className="mt-1 text-lg font-bold text-slate-950">{title}</h3>
        <p className="mt-2 flex-1 text-sm text-slate-700">
          {t(`home.projects.${project.id}.description`)}
        </p>
        <TechList
          items={project.technologies}
          label={t("home.portfolio.technologies")}
          className="mt-4 flex flex-wrap gap-1.5"
        />
        <ProjectLinks
          title={title}
          liveUrl={project.liveUrl}
          codeUrl={project.githubUrl}
          liveLabel={t("home.portfolio.viewLive")}
          codeLabel={t("home.portfolio.viewCode")}
          className="mt-3 flex flex-wrap gap-x-4"
          linkClassName={linkClass}
        />
      </div>
    </article>
  );
}
