import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/legal";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "legal");

export default function LegalPage() {
  const { t } = useI18n();
  return <PageIntro heading={t("legal.heading")} intro={t("legal.intro")} />;
}
