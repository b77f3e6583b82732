import type { ImageId } from "~/content/images";

/** One encoded size of an image. */
export interface ImageVariant {
  /** Width in px. */
  w: number;
  src: string;
}

/**
 * What the build records about an image (scripts/generate-images.ts writes it to
 * app/content/generated/image-manifest.json). Compact on purpose: it ships with every page that
 * shows an image; the file URLs are derived with imageFileName().
 */
export interface ImageRecord {
  /** Content hash of the source and encoding settings; also part of every file name. */
  hash: string;
  /** Intrinsic size of the largest variant. */
  width: number;
  height: number;
  /** Dominant colour, painted while the image loads. */
  color: string;
  /** Widths of the AVIF and WebP variants, ascending. */
  widths: number[];
}

export type ImageManifest = Partial<Record<ImageId, ImageRecord>>;

/** An image with its variant URLs, as pages use it. */
export interface ImageInfo extends ImageRecord {
  avif: ImageVariant[];
  webp: ImageVariant[];
}

export const IMAGE_URL_BASE = "/generated/img";

/** File name of one variant, e.g. "founder-800.3f9a2c41d0.avif". */
export function imageFileName(id: string, width: number, hash: string, ext: "avif" | "webp") {
  return `${id}-${width}.${hash}.${ext}`;
}
