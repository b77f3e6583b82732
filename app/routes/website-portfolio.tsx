import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/features/seo/seo";
import type { Route } from "./+types/website-portfolio";
import { island, preloadIslands } from "~/lib/island";

/**
 * Below the first screen: prerendered in full, hydrated when near the viewport or at the first
 * interaction (app/lib/island.tsx, docs/decisions/180-deferred-islands.md).
 */
const WebProjects = island(
  "web-projects",
  () => import("~/features/web-portfolio/web-projects"),
  (m) => m.WebProjects,
);
const WebProcess = island(
  "web-process",
  () => import("~/features/web-portfolio/web-process"),
  (m) => m.WebProcess,
);
const WebCta = island(
  "web-cta",
  () => import("~/features/web-portfolio/web-cta"),
  (m) => m.WebCta,
);
const ISLANDS = [WebProjects, WebProcess, WebCta];

/**
 * No data: a server loader only so that the client loader below runs on client-side navigations
 * and not when the prerendered page hydrates (where the islands wait for their trigger).
 */
export function loader() {
  return null;
}

/** A client-side navigation fetches the islands' code before the page renders. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await preloadIslands(ISLANDS, request);
  return null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "websitePortfolio");

/** Website portfolio (docs/product.md §7.3). */
export default function WebsitePortfolioPage() {
  const { t } = useI18n();
  return (
    <>
      <PageIntro wide heading={t("websitePortfolio.heading")} intro={t("websitePortfolio.intro")} />
      <WebProjects />
      <WebProcess />
      <WebCta />
    </>
  );
}
