import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/card";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "card");
export const handle = { chrome: "standalone" };

export default function CardPage() {
  const { t } = useI18n();
  return <PageIntro heading={t("card.heading")} intro={t("card.intro")} />;
}
