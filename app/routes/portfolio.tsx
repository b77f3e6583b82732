import { PageIntro } from "~/components/sections/page-intro";
import { useI18n } from "~/i18n/i18n-context";
import { pageMeta } from "~/features/seo/seo";
import type { Route } from "./+types/portfolio";
import { island, preloadIslands } from "~/lib/island";

/**
 * Below the first screen: prerendered in full, hydrated when near the viewport or at the first
 * interaction (app/lib/island.tsx, docs/decisions/180-deferred-islands.md).
 */
const PhotoWork = island(
  "photo-work",
  () => import("~/features/portfolio/photo-work"),
  (m) => m.PhotoWork,
);
const VideoWork = island(
  "video-work",
  () => import("~/features/portfolio/video-work"),
  (m) => m.VideoWork,
);
const PortfolioCta = island(
  "portfolio-cta",
  () => import("~/features/portfolio/portfolio-cta"),
  (m) => m.PortfolioCta,
);
const ISLANDS = [PhotoWork, VideoWork, PortfolioCta];

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

export const meta: Route.MetaFunction = (args) => pageMeta(args, "portfolio");

/** Photo and video portfolio (docs/product.md §7.2). */
export default function PortfolioPage() {
  const { t } = useI18n();
  return (
    <>
      <PageIntro wide heading={t("portfolio.heading")} intro={t("portfolio.intro")} />
      <PhotoWork />
      <VideoWork />
      <PortfolioCta />
    </>
  );
}
