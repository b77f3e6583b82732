import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "portfolio");

export default function PortfolioPage() {
  const { t } = useI18n();
  return <PageIntro heading={t("portfolio.heading")} intro={t("portfolio.intro")} />;
}
