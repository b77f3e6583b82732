import type { ArtStyle } from "../../app/content/images";
import { fashion, lifestyle, portrait, wedding } from "./scenes-people";
import { business, evening, holiday, seasonal } from "./scenes-places";
import { corporate, events, website } from "./scenes-stage";
import { seededRandom, type Canvas } from "./svg-kit";

const SCENES: Record<ArtStyle, (c: Canvas) => string> = {
  portrait,
  lifestyle,
  business,
  seasonal,
  evening,
  holiday,
  fashion,
  wedding,
  corporate,
  events,
  website,
};

/** The SVG source of a placeholder picture: same style + seed + size, same picture. */
export function placeholderSvg(style: ArtStyle, seed: number, w: number, h: number): string {
  return SCENES[style]({ w, h, seed, rand: seededRandom(seed) });
}
