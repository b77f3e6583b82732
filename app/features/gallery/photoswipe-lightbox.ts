/**
 * The lightbox itself, loaded with its CSS only when a visitor opens an image
 * (docs/decisions/008-javascript-budget.md: the gallery loads PhotoSwipe lazily). Never import this
 * module statically: use openLightbox().
 */
import PhotoSwipe, { type PhotoSwipeOptions, type SlideData } from "photoswipe";
import "photoswipe/style.css";
import "./lightbox.css";
import { popOverlayEntry, pushOverlayEntry } from "~/lib/overlay-history";
import type { LightboxLabels, LightboxSlide } from "./lightbox-types";

const LIGHTBOX_ID = "lightbox";

/** docs/product.md §7.4: 60 px around the image on every side, on a desktop-sized window. */
const PADDING_PX = 60;
/**
 * Why: on a phone 60 px on each side would show a photo smaller than its thumbnail. Below this
 * width the photo uses the full width; above and below it keeps room for the toolbar and caption.
 */
export const PHONE_MAX_WIDTH_PX = 767;
const PHONE_PADDING = { top: 48, bottom: 60, left: 0, right: 0 } as const;

export function lightboxPadding(viewport: { x: number; y: number }) {
  return viewport.x <= PHONE_MAX_WIDTH_PX
    ? PHONE_PADDING
    : { top: PADDING_PX, bottom: PADDING_PX, left: PADDING_PX, right: PADDING_PX };
}
/** docs/product.md §7.4: background opacity. */
const BG_OPACITY = 0.9;
/**
 * docs/product.md §7.4: never zoom an image wider than this (PhotoSwipe's own secondary-zoom cap
 * too).
 */
export const MAX_ZOOM_WIDTH_PX = 4000;

export function lightboxOptions(
  slides: readonly LightboxSlide[],
  index: number,
  labels: LightboxLabels,
): PhotoSwipeOptions {
  const dataSource: SlideData[] = slides.map((s) => ({
    src: s.src,
    srcset: s.srcset,
    width: s.width,
    height: s.height,
    alt: s.alt,
    element: s.element,
    thumbCropped: true,
    title: s.title,
    note: s.note,
  }));
  return {
    dataSource,
    index,
    paddingFn: lightboxPadding,
    bgOpacity: BG_OPACITY,
    showHideAnimationType: "zoom",
    maxZoomLevel: (zoom) => Math.max(zoom.fit, MAX_ZOOM_WIDTH_PX / (zoom.elementSize?.x || 1)),
    errorMsg: labels.error,
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
  };
}

/** Caption under the image: the slide's title and its note, as text (never HTML). */
function registerCaption(pswp: PhotoSwipe) {
  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "caption",
      order: 9,
      isButton: false,
      appendTo: "root",
      onInit: (el) => {
        el.setAttribute("aria-live", "polite");
        const update = () => {
          const data = pswp.currSlide?.data;
          const title = document.createElement("strong");
          title.textContent = typeof data?.title === "string" ? data.title : "";
          el.replaceChildren(title);
          if (typeof data?.note === "string" && data.note) {
            const note = document.createElement("span");
            note.textContent = data.note;
            el.append(note);
          }
        };
        pswp.on("change", update);
        update();
      },
    });
  });
}

/** The lightbox on screen: a tap that reaches the page while it opens moves it, never adds one. */
let current: PhotoSwipe | null = null;

export function showLightbox(
  slides: readonly LightboxSlide[],
  index: number,
  labels: LightboxLabels,
): PhotoSwipe {
  if (current) {
    current.goTo(index);
    return current;
  }
  const pswp = new PhotoSwipe(lightboxOptions(slides, index, labels));
  current = pswp;
  registerCaption(pswp);
  // Back closes the lightbox instead of leaving the page (app/lib/overlay-history.ts).
  pushOverlayEntry(LIGHTBOX_ID, () => pswp.close());
  pswp.on("destroy", () => {
    if (current === pswp) current = null;
    void popOverlayEntry(LIGHTBOX_ID);
  });
  pswp.on("afterInit", () => {
    pswp.element?.setAttribute("aria-modal", "true");
    pswp.element?.setAttribute("aria-label", labels.dialog);
    // PhotoSwipe writes these two in English.
    pswp.scrollWrap?.setAttribute("aria-roledescription", labels.carousel);
    for (const holder of pswp.mainScroll.itemHolders)
      holder.el.setAttribute("aria-roledescription", labels.slide);
  });
  pswp.init();
  return pswp;
}
