/**
 * Every image of the site, in one place (docs/decisions/010-placeholder-images-at-build-time.md): a
 * real photo is one file in one folder and one line in one data file.
 *
 * An entry without `photo` shows placeholder artwork that scripts/generate-images.ts draws at build
 * time (an abstract composition in the style of `art`). To show a real photo instead:
 *   1. put the file (JPEG, PNG, WebP, AVIF or TIFF, ideally 2400 px wide or more) in `content-images/`;
 *   2. set `photo: "the-file-name.jpg"` on the entry below;
 *   3. run `npm run build` (or `npm run assets`): the script makes the AVIF/WebP sizes and measures it.
 * The texts shown with an image (title, description, alt text) are in the message files.
 */

/**
 * Art styles of the placeholder artwork: the gallery categories (docs/product.md §7) plus a website
 * mock-up.
 */
export const ART_STYLES = [
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
  "website",
] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

/** Landscape 3:2 or portrait 3:4 placeholder; a real photo keeps its own proportions. */
export type Orientation = "landscape" | "portrait";

export interface ImageSource {
  /** Style of the generated placeholder. */
  art: ArtStyle;
  /** Varies the placeholder's composition and colours within its style. */
  seed: number;
  orientation: Orientation;
  /** File name in content-images/; when set, this photo replaces the placeholder. */
  photo?: string;
}

export const IMAGES = {
  // Photo gallery (photo/video page and photo/video portfolio).
  "portrait-studio": { art: "portrait", seed: 1, orientation: "portrait" },
  "lifestyle-family": { art: "lifestyle", seed: 2, orientation: "landscape" },
  "business-headshots": { art: "business", seed: 3, orientation: "landscape" },
  "seasonal-autumn": { art: "seasonal", seed: 4, orientation: "portrait" },
  "evening-city": { art: "evening", seed: 5, orientation: "landscape" },
  "holiday-lights": { art: "holiday", seed: 6, orientation: "landscape" },
  "fashion-editorial": { art: "fashion", seed: 7, orientation: "portrait" },
  "portrait-outdoor": { art: "portrait", seed: 8, orientation: "landscape" },
  "lifestyle-cafe": { art: "lifestyle", seed: 9, orientation: "portrait" },
  // Posters of the video work (photo/video portfolio).
  "video-wedding": { art: "wedding", seed: 10, orientation: "landscape" },
  "video-corporate": { art: "corporate", seed: 11, orientation: "landscape" },
  "video-event": { art: "events", seed: 12, orientation: "landscape" },
  // Screenshots of the website projects (website portfolio).
  "project-smilecare": { art: "website", seed: 15, orientation: "landscape" },
  "project-physio": { art: "website", seed: 13, orientation: "landscape" },
  "project-escape": { art: "website", seed: 14, orientation: "landscape" },
  // Screenshots of the eight projects in the home page portfolio (app/content/projects.ts).
  "portfolio-barbershop": { art: "website", seed: 19, orientation: "landscape" },
  "portfolio-cleaning": { art: "website", seed: 20, orientation: "landscape" },
  "portfolio-dental": { art: "website", seed: 21, orientation: "landscape" },
  "portfolio-bakery": { art: "website", seed: 22, orientation: "landscape" },
  "portfolio-boutique": { art: "website", seed: 23, orientation: "landscape" },
  "portfolio-physio": { art: "website", seed: 24, orientation: "landscape" },
  "portfolio-yoga": { art: "website", seed: 25, orientation: "landscape" },
  "portfolio-trattoria": { art: "website", seed: 26, orientation: "landscape" },
  // The founder's photo: the business card and the home page's founder card and dialog.
  founder: { art: "portrait", seed: 18, orientation: "portrait" },
} as const satisfies Record<string, ImageSource>;

export type ImageId = keyof typeof IMAGES;

/** Widths (px) of the responsive variants; only those not wider than the source are made. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600, 2400] as const;

/** Size of a generated placeholder per orientation (a real photo keeps its own size). */
export const PLACEHOLDER_SIZE: Record<Orientation, { width: number; height: number }> = {
  landscape: { width: 1600, height: 1067 },
  portrait: { width: 1200, height: 1600 },
};
