import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home");

export default function HomePage() {
  const { t } = useI18n();
  return <PageIntro heading={t("home.meta.title")} intro={t("home.meta.description")} />;
}
