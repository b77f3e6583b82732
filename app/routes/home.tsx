import { PageIntro } from "~/components/sections/page-intro";
import { SearchResults } from "~/features/search/search-results";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home");

export default function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <SearchResults />
      <PageIntro heading={t("home.meta.title")} intro={t("home.meta.description")} />
    </>
  );
}
