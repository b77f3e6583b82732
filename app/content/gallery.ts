import type { ImageId } from "./images";

/**
 * The photo and video work shown in the galleries (docs/product.md §7: gallery item). Titles and
 * descriptions are per language in the `photo` messages (`photo.item.<id>.title` / `.description`);
 * the pictures are in images.ts (where a real photo replaces a placeholder).
 */
export const GALLERY_CATEGORIES = [
  "portrait",
  "lifestyle",
  "business",
  "seasonal",
  "evening",
  "holiday",
  "fashion",
  "wedding",
  "corporate",
  "events",
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export interface GalleryItem {
  id: string;
  image: ImageId;
  category: GalleryCategory;
  type: "photo" | "video";
}

/** The nine photos of the photo/video page and the portfolio (docs/product.md §7.1, §7.2). */
export const PHOTO_ITEMS = [
  { id: "portraitStudio", image: "portrait-studio", category: "portrait", type: "photo" },
  { id: "lifestyleFamily", image: "lifestyle-family", category: "lifestyle", type: "photo" },
  { id: "businessHeadshots", image: "business-headshots", category: "business", type: "photo" },
  { id: "seasonalAutumn", image: "seasonal-autumn", category: "seasonal", type: "photo" },
  { id: "eveningCity", image: "evening-city", category: "evening", type: "photo" },
  { id: "holidayLights", image: "holiday-lights", category: "holiday", type: "photo" },
  { id: "fashionEditorial", image: "fashion-editorial", category: "fashion", type: "photo" },
  { id: "portraitOutdoor", image: "portrait-outdoor", category: "portrait", type: "photo" },
  { id: "lifestyleCafe", image: "lifestyle-cafe", category: "lifestyle", type: "photo" },
] as const satisfies readonly GalleryItem[];

/**
 * The three films of the portfolio (docs/product.md §7.2), shown by their poster. There is no
 * public video file: a visitor sees the poster in the lightbox and can ask for the full film in the
 * chat.
 */
export const VIDEO_ITEMS = [
  { id: "weddingFilm", image: "video-wedding", category: "wedding", type: "video" },
  { id: "corporateFilm", image: "video-corporate", category: "corporate", type: "video" },
  { id: "eventFilm", image: "video-event", category: "events", type: "video" },
] as const satisfies readonly GalleryItem[];

export type PhotoItemId = (typeof PHOTO_ITEMS)[number]["id"];
export type VideoItemId = (typeof VIDEO_ITEMS)[number]["id"];
