import type { ImageId } from "~/content/images";
import manifest from "~/content/generated/image-manifest.json";
import {
  IMAGE_URL_BASE,
  imageFileName,
  type ImageInfo,
  type ImageManifest,
  type ImageVariant,
} from "./image-types";

export type { ImageInfo, ImageVariant };

const MANIFEST: ImageManifest = manifest;

/**
 * Size assumed for an image the build does not know (docs/product.md §7.4: the gallery's fallback).
 */
export const FALLBACK_IMAGE_SIZE = { width: 1200, height: 800 } as const;

/** What the build knows about an image, with its AVIF and WebP variant URLs, or undefined. */
export function imageInfo(id: ImageId): ImageInfo | undefined {
  const record = MANIFEST[id];
  if (!record) return undefined;
  const variants = (ext: "avif" | "webp") =>
    record.widths.map((w) => ({
      w,
      src: `${IMAGE_URL_BASE}/${imageFileName(id, w, record.hash, ext)}`,
    }));
  return { ...record, avif: variants("avif"), webp: variants("webp") };
}

/** Intrinsic size of an image, with the fallback for unknown ones. */
export function imageSize(id: ImageId): { width: number; height: number } {
  const info = imageInfo(id);
  return info ? { width: info.width, height: info.height } : FALLBACK_IMAGE_SIZE;
}

export function srcSet(variants: readonly ImageVariant[]): string {
  return variants.map((v) => `${v.src} ${v.w}w`).join(", ");
}

/** The largest variant: the full-size image of links and the lightbox. */
export function largestSrc(variants: readonly ImageVariant[]): string | undefined {
  return variants[variants.length - 1]?.src;
}

/** The variant closest to (not smaller than) a width, for a plain `src` fallback. */
export function srcForWidth(variants: readonly ImageVariant[], width: number): string | undefined {
  return (variants.find((v) => v.w >= width) ?? variants[variants.length - 1])?.src;
}
