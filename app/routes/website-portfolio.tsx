import { PageIntro } from "~/components/sections/page-intro";
import { WebCta } from "~/features/web-portfolio/web-cta";
import { WebProcess } from "~/features/web-portfolio/web-process";
import { WebProjects } from "~/features/web-portfolio/web-projects";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/website-portfolio";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "websitePortfolio");

/** Website portfolio (docs/product.md §7.3). */
export default function WebsitePortfolioPage() {
  const { t } = useI18n();
  return (
    <>
      <PageIntro wide heading={t("websitePortfolio.heading")} intro={t("websitePortfolio.intro")} />
      <WebProjects />
      <WebProcess />
      <WebCta />
    </>
  );
}
