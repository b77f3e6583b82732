/**
 * The lightbox itself, loaded with its CSS only when a visitor opens an image (GUIDE 3: the
 * gallery loads PhotoSwipe lazily). Never import this module statically: use openLightbox().
 */
import PhotoSwipe, { type PhotoSwipeOptions, type SlideData } from "photoswipe";
import "photoswipe/style.css";
import "./lightbox.css";
import type { LightboxLabels, LightboxSlide } from "./lightbox-types";

/** SPEC 9: 60 px around the image on every side. */
const PADDING_PX = 60;
/** SPEC 9: background opacity. */
const BG_OPACITY = 0.9;
/** SPEC 9: never zoom an image wider than this (PhotoSwipe's own secondary-zoom cap too). */
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
    padding: { top: PADDING_PX, bottom: PADDING_PX, left: PADDING_PX, right: PADDING_PX },
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

export function showLightbox(
  slides: readonly LightboxSlide[],
  index: number,
  labels: LightboxLabels,
): PhotoSwipe {
  const pswp = new PhotoSwipe(lightboxOptions(slides, index, labels));
  registerCaption(pswp);
  pswp.on("afterInit", () => {
    pswp.element?.setAttribute("aria-modal", "true");
    pswp.element?.setAttribute("aria-label", labels.dialog);
  });
  pswp.init();
  return pswp;
}
