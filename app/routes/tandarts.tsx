import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tandarts";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "tandarts");
export const handle = { tintedBrand: true };

export default function TandartsPage() {
  const { t } = useI18n();
  return <PageIntro heading={t("tandarts.meta.title")} intro={t("tandarts.meta.description")} />;
}
