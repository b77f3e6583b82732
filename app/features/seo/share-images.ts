import type { Lang } from "~/i18n/languages";
import type { PageId } from "~/i18n/pages";

/** The share images' types; the build draws each in the languages its pages have (scripts/generate-og.ts). */
export type ShareImage = "studio" | "photo-video" | "portfolio" | "card" | "tandarts";

/** Which image a page is shared with. */
export function shareImageFor(id: PageId): ShareImage {
  if (id === "photoVideo" || id === "portfolio") return "photo-video";
  if (id === "websitePortfolio") return "portfolio";
  if (id === "card") return "card";
  if (id === "tandarts") return "tandarts";
  return "studio";
}

/** The image's path on the site, in the page's language. */
export function shareImagePath(type: ShareImage, lang: Lang): string {
  return `/og/${type}-${lang}.png`;
}
