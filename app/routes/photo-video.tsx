import { PhotoCta } from "~/features/photo/photo-cta";
import { PhotoGallerySection } from "~/features/photo/photo-gallery-section";
import { PhotoHero } from "~/features/photo/photo-hero";
import { PhotoReasons } from "~/features/photo/photo-reasons";
import { PhotoServices } from "~/features/photo/photo-services";
import { PhotoSessions } from "~/features/photo/photo-sessions";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/photo-video";

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
