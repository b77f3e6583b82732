import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "privacy");

export default function PrivacyPage() {
  const { t } = useI18n();
  return <PageIntro heading={t("privacy.heading")} intro={t("privacy.intro")} />;
}
