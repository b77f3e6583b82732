import { IMAGE_WIDTHS } from "../../app/content/images";

/**
 * Widths to encode for a source image: every IMAGE_WIDTHS entry not wider than the source (never
 * upscale), plus the source width itself when it is smaller than the largest, so the full-size
 * variant is as sharp as the source allows.
 */
export function variantWidths(sourceWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= sourceWidth);
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? sourceWidth;
  if (sourceWidth < largest && !widths.includes(sourceWidth)) widths.push(sourceWidth);
  return widths;
}
