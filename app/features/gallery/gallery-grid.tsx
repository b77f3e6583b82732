import { useRef, type MouseEvent, type ReactNode } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageId } from "~/content/images";
import { imageInfo, imageSize, largestSrc, srcSet } from "~/content/image-info";
import { cn } from "~/lib/cn";
import type { LightboxSlide } from "./lightbox-types";
import { openLightbox } from "./open-lightbox";
import { useLightboxLabels } from "./use-lightbox-labels";
import { REPLAY_CLICK } from "~/lib/island";
import { isPlainLeftClick } from "~/lib/plain-click";

export interface GalleryEntry {
  id: string;
  image: ImageId;
  /** Alt text of the thumbnail and the lightbox caption. */
  title: string;
  /** Second caption line in the lightbox. */
  note?: string;
}

/** Grid layouts: square thumbnails only, or cards with details under each image. */
const LAYOUT = {
  thumbnails: {
    list: "grid grid-cols-3 gap-2 sm:gap-4",
    image: "aspect-square",
    sizes: "(min-width: 1280px) 416px, 33vw",
    later: undefined,
  },
  cards: {
    list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
    image: "aspect-[4/3]",
    sizes: "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
    /**
     * Cards after the first are laid out and painted only near the screen (a phone shows one), so
     * the first photo paints before the photos further down are fetched. That containment clips
     * what is drawn outside the card, so the clip is widened to let a link's focus ring show
     * (3 px outside a 2 px gap, app.css).
     */
    later:
      "[contain-intrinsic-block-size:auto_420px] [content-visibility:auto] [overflow-clip-margin:8px]",
  },
} as const;

function toSlide(entry: GalleryEntry, element: HTMLAnchorElement | null): LightboxSlide {
  const info = imageInfo(entry.image);
  const { width, height } = imageSize(entry.image);
  return {
    src: (info && largestSrc(info.webp)) ?? element?.href ?? "",
    srcset: info ? srcSet(info.webp) : undefined,
    width,
    height,
    alt: entry.title,
    title: entry.title,
    note: entry.note,
    element: element ?? undefined,
  };
}

/**
 * A gallery whose items are real links to the full-size image (works without JavaScript); with
 * JavaScript a click opens the lightbox at that item instead. Sizes come from the build.
 */
export function GalleryGrid<T extends GalleryEntry>({
  entries,
  layout = "thumbnails",
  firstIsLcp = false,
  linkLabel,
  renderDetails,
  renderOverlay,
  className,
}: {
  entries: readonly T[];
  layout?: keyof typeof LAYOUT;
  /** The first image is the page's largest paint (fetched with high priority). */
  firstIsLcp?: boolean;
  /** Visually hidden text after the title in each link, e.g. "(view larger)". */
  linkLabel: string;
  /** Extra content under each image (title, description, links). */
  renderDetails?: (entry: T) => ReactNode;
  /** Decoration on top of each image, e.g. a "Video" badge. */
  renderOverlay?: (entry: T) => ReactNode;
  className?: string;
}) {
  const labels = useLightboxLabels();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const style = LAYOUT[layout];

  function onClick(event: MouseEvent<HTMLAnchorElement>, index: number) {
    // Let the browser handle "open in new tab" and other modified clicks.
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    const slides = entries.map((entry, i) => toSlide(entry, links.current[i] ?? null));
    void openLightbox(slides, index, labels);
  }

  return (
    <ul className={cn(style.list, className)}>
      {entries.map((entry, index) => {
        const info = imageInfo(entry.image);
        const { width, height } = imageSize(entry.image);
        return (
          <li key={entry.id} className={cn("flex flex-col", index > 0 && style.later)}>
            <a
              ref={(el) => {
                links.current[index] = el;
              }}
              href={info ? largestSrc(info.webp) : undefined}
              data-pswp-width={width}
              data-pswp-height={height}
              onClick={(event) => onClick(event, index)}
              {...REPLAY_CLICK}
              className="group relative block overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-offset-4"
            >
              <ResponsiveImage
                image={entry.image}
                alt={entry.title}
                sizes={style.sizes}
                className="block"
                priority={index === 0 && firstIsLcp ? "lcp" : "lazy"}
                imgClassName={cn(
                  "h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]",
                  style.image,
                )}
              />
              {renderOverlay ? renderOverlay(entry) : null}
              <span className="sr-only" data-nosnippet="">
                {" "}
                {linkLabel}
              </span>
            </a>
            {renderDetails ? renderDetails(entry) : null}
          </li>
        );
      })}
    </ul>
  );
}
