import { SectionHeading } from "~/components/sections/section-heading";
import { PHOTO_ITEMS } from "~/content/gallery";
import { GalleryGrid } from "~/features/gallery/gallery-grid";
import { useI18n } from "~/i18n/i18n-context";
import { WorkCaption } from "./work-caption";

/** The nine photos of the portfolio (docs/product.md §7.2) with category, title and description. */
export function PhotoWork() {
  const { t } = useI18n();
  const entries = PHOTO_ITEMS.map((item) => ({
    ...item,
    title: t(`photo.item.${item.id}.title`),
    note: t(`photo.item.${item.id}.description`),
  }));
  return (
    <section aria-labelledby="photos-title" className="py-12 lg:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="photos-title"
          title={t("photo.portfolio.photosHeading")}
          intro={t("photo.portfolio.photosIntro")}
          align="start"
        />
        <GalleryGrid
          entries={entries}
          layout="cards"
          firstIsLcp
          linkLabel={t("photo.gallery.viewLarger")}
          className="mt-8"
          renderDetails={(entry) => (
            <WorkCaption
              category={t(`photo.category.${entry.category}`)}
              title={entry.title}
              description={entry.note}
            />
          )}
        />
      </div>
    </section>
  );
}
