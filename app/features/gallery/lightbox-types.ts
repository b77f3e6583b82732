/** One slide of the lightbox, independent of the lightbox library. */
export interface LightboxSlide {
  src: string;
  srcset?: string;
  width: number;
  height: number;
  alt: string;
  /** Caption: the item's title (SPEC 2.7/2.8), and an optional second line. */
  title: string;
  note?: string;
  /** The link that opened it: the zoom animation starts from its thumbnail. */
  element?: HTMLElement;
}

/** Translated texts of the lightbox's controls and its error slot (SPEC 8). */
export interface LightboxLabels {
  dialog: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
}
