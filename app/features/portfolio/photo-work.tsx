import { SectionHeading } from "~/components/sections/section-heading";
import { PHOTO_ITEMS } from "~/content/gallery";
import { GalleryGrid } from "~/features/gallery/gallery-grid";
import { useI18n } from "~/i18n/i18n-context";

/** The nine photos of the portfolio (SPEC 2.8) with category, title and description. */
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
            <div className="mt-3">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {t(`photo.category.${entry.category}`)}
              </p>
              <h3 className="mt-1 text-lg font-bold text-slate-950">{entry.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{entry.note}</p>
            </div>
          )}
        />
      </div>
    </section>
  );
}
