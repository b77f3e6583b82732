import { PageIntro } from "~/components/sections/page-intro";
import { PhotoWork } from "~/features/portfolio/photo-work";
import { PortfolioCta } from "~/features/portfolio/portfolio-cta";
import { VideoWork } from "~/features/portfolio/video-work";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "portfolio");

/** Photo and video portfolio (docs/product.md §7.2). */
export default function PortfolioPage() {
  const { t } = useI18n();
  return (
    <>
      <PageIntro wide heading={t("portfolio.heading")} intro={t("portfolio.intro")} />
      <PhotoWork />
      <VideoWork />
      <PortfolioCta />
    </>
  );
}
