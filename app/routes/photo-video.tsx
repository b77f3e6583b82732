import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/photo-video";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "photoVideo");

export default function PhotoVideoPage() {
  const { t } = useI18n();
  return <PageIntro heading={t("photoVideo.heading")} intro={t("photoVideo.intro")} />;
}
