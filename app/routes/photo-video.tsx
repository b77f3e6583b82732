import { PhotoHero } from "~/features/photo/photo-hero";
import { pageMeta } from "~/features/seo/seo";
import type { Route } from "./+types/photo-video";
import { island, preloadIslands } from "~/lib/island";

/**
 * Below the first screen: prerendered in full, hydrated when near the viewport or at the first
 * interaction (app/lib/island.tsx, docs/decisions/180-deferred-islands.md).
 */
const PhotoServices = island(
  "photo-services",
  () => import("~/features/photo/photo-services"),
  (m) => m.PhotoServices,
);
const PhotoSessions = island(
  "photo-sessions",
  () => import("~/features/photo/photo-sessions"),
  (m) => m.PhotoSessions,
);
const PhotoGallerySection = island(
  "photo-gallery-section",
  () => import("~/features/photo/photo-gallery-section"),
  (m) => m.PhotoGallerySection,
);
const PhotoReasons = island(
  "photo-reasons",
  () => import("~/features/photo/photo-reasons"),
  (m) => m.PhotoReasons,
);
const PhotoCta = island(
  "photo-cta",
  () => import("~/features/photo/photo-cta"),
  (m) => m.PhotoCta,
);
const ISLANDS = [PhotoServices, PhotoSessions, PhotoGallerySection, PhotoReasons, PhotoCta];

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

export const meta: Route.MetaFunction = (args) => pageMeta(args, "photoVideo");

/** Photo and video services (docs/product.md §7.1). */
export default function PhotoVideoPage() {
  return (
    <>
      <PhotoHero />
      <PhotoServices />
      <PhotoSessions />
      <PhotoGallerySection />
      <PhotoReasons />
      <PhotoCta />
    </>
  );
}
