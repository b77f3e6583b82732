import type { LightboxLabels, LightboxSlide } from "./lightbox-types";

/**
 * Opens the lightbox at a slide. PhotoSwipe and its CSS are fetched on the first call only; if
 * that fails (offline), the visitor gets the full-size image the link points to instead.
 */
export async function openLightbox(
  slides: readonly LightboxSlide[],
  index: number,
  labels: LightboxLabels,
): Promise<void> {
  try {
    const { showLightbox } = await import("./photoswipe-lightbox");
    showLightbox(slides, index, labels);
  } catch (error) {
    console.warn("Lightbox could not be loaded", error);
    const src = slides[index]?.src;
    if (src) window.location.assign(src);
  }
}
