import type { LightboxLabels, LightboxSlide } from "./lightbox-types";

type Request = { slides: readonly LightboxSlide[]; index: number; labels: LightboxLabels };

/** The tap waiting for PhotoSwipe's code: a second tap meanwhile replaces it, never adds one. */
let wanted: Request | null = null;
let loading: Promise<void> | null = null;

/**
 * Opens the lightbox at a slide. PhotoSwipe and its CSS are fetched on the first call only; if
 * that fails (offline), the visitor gets the full-size image the link points to instead. Taps
 * made while the code is on its way open one lightbox, at the last photo tapped: two or three
 * stacked lightboxes each took a close and a Back of their own.
 */
export function openLightbox(
  slides: readonly LightboxSlide[],
  index: number,
  labels: LightboxLabels,
): Promise<void> {
  wanted = { slides, index, labels };
  loading ??= import("./photoswipe-lightbox")
    .then(({ showLightbox }) => {
      const { slides, index, labels } = wanted!;
      showLightbox(slides, index, labels);
    })
    .catch((error: unknown) => {
      console.warn("Lightbox could not be loaded", error);
      const src = wanted?.slides[wanted.index]?.src;
      if (src) window.location.assign(src);
    })
    .finally(() => {
      wanted = null;
      loading = null;
    });
  return loading;
}
