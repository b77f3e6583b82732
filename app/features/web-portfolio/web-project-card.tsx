import { Check } from "lucide-react";
import { ProjectLinks, TechList } from "~/components/sections/project-links";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { PROJECT_FEATURES, type WebProject } from "~/content/web-portfolio";
import { CLAIMS } from "~/content/studio";
import { useI18n } from "~/i18n/i18n-context";
import { buttonVariants } from "~/components/ui/button";

const linkButton = buttonVariants({ variant: "outline", size: "sm" });

/**
 * One website project: screenshot, industry, service, description, technologies, features, links.
 * `lcp`: the first card's screenshot is the page's largest paint (preloaded, high priority).
 */
export function WebProjectCard({ project, lcp }: { project: WebProject; lcp: boolean }) {
  const { t } = useI18n();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ResponsiveImage
        image={project.image}
        alt={t("webPortfolio.screenshotAlt", { title: project.title })}
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={lcp ? "lcp" : "lazy"}
        className="block"
        imgClassName="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap gap-2 text-xs font-semibold tracking-wide uppercase">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            {t(`webPortfolio.industry.${project.industry}`)}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
            {t(`webPortfolio.service.${project.service}`)}
          </span>
        </p>
        <h3 className="mt-3 text-xl font-bold text-slate-950">{project.title}</h3>
        <p className="mt-2 text-slate-700">{t(`webPortfolio.project.${project.id}.description`)}</p>
        <h4 className="mt-5 text-sm font-bold text-slate-950">{t("webPortfolio.features")}</h4>
        <ul className="mt-2 space-y-1.5">
          {PROJECT_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2 text-sm text-slate-800">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              {t(`webPortfolio.project.${project.id}.${feature}`, {
                seconds: CLAIMS.loadTargetSeconds,
              })}
            </li>
          ))}
        </ul>
        <h4 className="mt-5 text-sm font-bold text-slate-950">{t("webPortfolio.technologies")}</h4>
        <TechList
          items={project.technologies}
          className="mt-2 flex flex-1 flex-wrap content-start gap-1.5"
        />
        <ProjectLinks
          title={project.title}
          liveUrl={project.liveUrl}
          codeUrl={project.codeUrl}
          liveLabel={t("webPortfolio.viewLive")}
          codeLabel={t("webPortfolio.viewCode")}
          className="mt-6 flex flex-wrap gap-3"
          linkClassName={linkButton}
        />
      </div>
    </article>
  );
}
