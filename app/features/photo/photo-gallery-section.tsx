import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "~/components/sections/section-heading";
import { buttonVariants } from "~/components/ui/button";
import { PHOTO_ITEMS } from "~/content/gallery";
import { GalleryGrid } from "~/features/gallery/gallery-grid";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";

/** The 9-image gallery of the photo/video page (docs/product.md §7.1), with the lightbox. */
export function PhotoGallerySection() {
  const { t, lang } = useI18n();
  const entries = PHOTO_ITEMS.map((item) => ({
    id: item.id,
    image: item.image,
    title: t(`photo.item.${item.id}.title`),
    note: t(`photo.category.${item.category}`),
  }));
  return (
    <section aria-labelledby="gallery-title" className="py-16 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="gallery-title"
          title={t("photo.gallery.heading")}
          intro={t("photo.gallery.intro")}
        />
        <GalleryGrid
          entries={entries}
          linkLabel={t("photo.gallery.viewLarger")}
          className="mt-12"
        />
        <div className="mt-10 text-center">
          <Link to={pathFor("portfolio", lang)} className={buttonVariants({ variant: "outline" })}>
            {t("photo.gallery.viewAll")}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
