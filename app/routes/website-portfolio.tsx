import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/website-portfolio";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "websitePortfolio");

export default function WebsitePortfolioPage() {
  const { t } = useI18n();
  return <PageIntro heading={t("websitePortfolio.heading")} intro={t("websitePortfolio.intro")} />;
}
