import { Film, MessageCircle } from "lucide-react";
import { SectionHeading } from "~/components/sections/section-heading";
import { VIDEO_ITEMS } from "~/content/gallery";
import { chatLink } from "~/content/studio";
import { GalleryGrid } from "~/features/gallery/gallery-grid";
import { contactLink } from "~/lib/track-contact";
import { useI18n } from "~/i18n/i18n-context";
import { WorkCaption } from "./work-caption";

/**
 * The three films (docs/product.md §7.2). There is no public video file, so there is no "Watch"
 * button that would do nothing (a control that does nothing reads as broken): the poster opens in
 * the lightbox with an honest caption, and the visitor can ask for the full film in the chat.
 */
export function VideoWork() {
  const { t } = useI18n();
  const entries = VIDEO_ITEMS.map((item) => ({
    ...item,
    title: t(`photo.item.${item.id}.title`),
    description: t(`photo.item.${item.id}.description`),
    note: t("photo.portfolio.videoNote"),
  }));
  return (
    <section aria-labelledby="videos-title" className="bg-slate-50 py-12 lg:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="videos-title"
          title={t("photo.portfolio.videosHeading")}
          intro={t("photo.portfolio.videosIntro")}
          align="start"
        />
        <GalleryGrid
          entries={entries}
          layout="cards"
          linkLabel={t("photo.gallery.viewLarger")}
          className="mt-8"
          renderOverlay={() => (
            <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-slate-950/80 px-3 py-1 text-xs font-semibold text-white">
              <Film aria-hidden="true" className="h-4 w-4" />
              {t("photo.portfolio.videoBadge")}
            </span>
          )}
          renderDetails={(entry) => (
            <WorkCaption
              category={t(`photo.category.${entry.category}`)}
              title={entry.title}
              description={entry.description}
            >
              <p className="mt-3 text-sm text-slate-600">{entry.note}</p>
              <a
                href={chatLink(t("photo.portfolio.requestFilmMessage", { title: entry.title }))}
                target="_blank"
                rel="noopener noreferrer"
                {...contactLink("whatsapp")}
                // Named in full by aria-label: a visually hidden span was read "film : Wedding film".
                aria-label={`${t("photo.portfolio.requestFilm")}${t("punct.colon")} ${entry.title}`}
                className="mt-1 inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t("photo.portfolio.requestFilm")}
              </a>
            </WorkCaption>
          )}
        />
      </div>
    </section>
  );
}
