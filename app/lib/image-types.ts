import type { ImageId } from "~/content/images";

/** One encoded size of an image. */
export interface ImageVariant {
  /** Width in px. */
  w: number;
  src: string;
}

/** What the build knows about an image (written by scripts/generate-images.ts). */
export interface ImageInfo {
  /** Content hash of the source and encoding settings; also part of every file name. */
  hash: string;
  /** Intrinsic size of the largest variant. */
  width: number;
  height: number;
  /** Dominant colour, painted while the image loads. */
  color: string;
  avif: ImageVariant[];
  webp: ImageVariant[];
}

export type ImageManifest = Partial<Record<ImageId, ImageInfo>>;
