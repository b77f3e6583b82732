/** One slide of the lightbox, independent of the lightbox library. */
export interface LightboxSlide {
  src: string;
  srcset?: string;
  width: number;
  height: number;
  alt: string;
  /** Caption: the item's title (docs/product.md §7.4), and an optional second line. */
  title: string;
  note?: string;
  /** The link that opened it: the zoom animation starts from its thumbnail. */
  element?: HTMLElement;
}

/** Translated texts of the lightbox's controls and its error slot (docs/product.md §7.4). */
export interface LightboxLabels {
  dialog: string;
  /** What a screen reader calls the viewer and each picture in it (`aria-roledescription`). */
  carousel: string;
  slide: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
}
