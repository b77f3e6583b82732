import type { CSSProperties } from "react";
import { preload } from "react-dom";
import type { ImageId } from "~/content/images";
import { cn } from "~/lib/cn";
import { imageInfo, imageSize, srcForWidth, srcSet } from "~/content/image-info";

/** Why: 800 px covers a typical card at 2x density; browsers with srcset pick better anyway. */
const FALLBACK_SRC_WIDTH = 800;

export interface ResponsiveImageProps {
  image: ImageId;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /**
   * "lcp": the page's largest image (eager, fetchpriority high); "eager": above the fold;
   * "lazy" (default): below the fold, loaded when it comes near.
   */
  priority?: "lcp" | "eager" | "lazy";
  className?: string;
  /** Sizing of the <img>, e.g. "h-auto w-full aspect-[4/3] object-cover" (no class merging). */
  imgClassName?: string;
  style?: CSSProperties;
}

/**
 * The dominant colour shown while the image loads, left out when it is near white (every channel
 * at least 0xf0): on the site's white cards it would not show, and the home page's screenshots
 * would repeat it in the markup for nothing.
 */
function placeholderColor(color: string | undefined): string | undefined {
  const channels = color?.match(/^#(..)(..)(..)$/)?.slice(1);
  return channels?.every((c) => parseInt(c, 16) >= 0xf0) ? undefined : color;
}

/**
 * An image from the build's manifest as <picture>: AVIF at every generated width, and one WebP for
 * a browser without AVIF (docs/decisions/296-avif-srcset-webp-fallback.md), with its intrinsic
 * width/height (no layout shift) and its dominant colour while it loads (see placeholderColor).
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = "lazy",
  className,
  imgClassName,
  style,
}: ResponsiveImageProps) {
  const info = imageInfo(image);
  const { width, height } = imageSize(image);
  if (priority === "lcp" && info) {
    // Hoisted into <head> by React: the largest image starts loading before fonts and styles.
    preload(srcForWidth(info.avif, FALLBACK_SRC_WIDTH) ?? "", {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(info.avif),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className={className}>
      {info ? <source type="image/avif" srcSet={srcSet(info.avif)} sizes={sizes} /> : null}
      <img
        src={info ? srcForWidth(info.webp, FALLBACK_SRC_WIDTH) : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority === "lazy" ? "lazy" : "eager"}
        decoding={priority === "lcp" ? undefined : "async"}
        fetchPriority={priority === "lcp" ? "high" : undefined}
        className={cn("max-w-full", imgClassName)}
        style={{ backgroundColor: placeholderColor(info?.color), ...style }}
      />
    </picture>
  );
}
