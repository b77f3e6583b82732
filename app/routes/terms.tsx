import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "terms");

export default function TermsPage() {
  const { t } = useI18n();
  return <PageIntro heading={t("terms.heading")} intro={t("terms.intro")} />;
}
