import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CARD_LANGUAGES, filledDots } from "~/content/card";
import { GALLERY_CATEGORIES, PHOTO_ITEMS, VIDEO_ITEMS } from "~/content/gallery";
import { IMAGES, PLACEHOLDER_SIZE, type ImageId } from "~/content/images";
import { WEB_PROJECTS, filterWebProjects } from "~/content/web-portfolio";
import { FALLBACK_IMAGE_SIZE, imageInfo, imageSize } from "~/lib/images";
import { placeholderSvg } from "../../scripts/images/placeholder-art";
import { variantWidths } from "../../scripts/images/variant-widths";

describe("business card proficiency", () => {
  it("fills one dot per full 20 %, never more than five", () => {
    expect([100, 75, 60, 40, 20, 19, 0, 130].map(filledDots)).toEqual([5, 3, 3, 2, 1, 0, 0, 5]);
    expect(CARD_LANGUAGES.map((l) => l.percent)).toEqual([100, 100, 75, 60, 20]);
  });
});

describe("website portfolio filter", () => {
  it("really filters: all, web development, marketing", () => {
    expect(filterWebProjects(WEB_PROJECTS, "all")).toHaveLength(3);
    expect(filterWebProjects(WEB_PROJECTS, "web").map((p) => p.id)).toEqual([
      "smilecare",
      "physio",
    ]);
    expect(filterWebProjects(WEB_PROJECTS, "marketing").map((p) => p.id)).toEqual(["escape"]);
  });

  it("has two healthcare projects and one entertainment project", () => {
    expect(WEB_PROJECTS.filter((p) => p.industry === "healthcare")).toHaveLength(2);
    expect(WEB_PROJECTS.filter((p) => p.industry === "entertainment")).toHaveLength(1);
  });
});

describe("gallery content", () => {
  it("has 9 photos and the wedding, corporate and event films", () => {
    expect(PHOTO_ITEMS).toHaveLength(9);
    expect(VIDEO_ITEMS.map((v) => v.category)).toEqual(["wedding", "corporate", "events"]);
    for (const item of [...PHOTO_ITEMS, ...VIDEO_ITEMS]) {
      expect(GALLERY_CATEGORIES).toContain(item.category);
    }
  });
});

describe("image pipeline", () => {
  it("encodes the standard widths that fit, plus a smaller source's own width", () => {
    expect(variantWidths(1600)).toEqual([400, 800, 1200, 1600]);
    expect(variantWidths(1000)).toEqual([400, 800, 1000]);
    expect(variantWidths(6000)).toEqual([400, 800, 1200, 1600, 2400]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("the committed manifest knows every image with its size and AVIF/WebP variants on disk", () => {
    for (const id of Object.keys(IMAGES) as ImageId[]) {
      const info = imageInfo(id);
      expect(info, id).toBeDefined();
      if (!info) continue;
      const source = IMAGES[id];
      if (!("photo" in source)) {
        const size = PLACEHOLDER_SIZE[source.orientation];
        expect([info.width, info.height]).toEqual([size.width, size.height]);
      }
      expect(info.avif.map((v) => v.w)).toEqual(info.webp.map((v) => v.w));
      expect(info.webp.at(-1)?.w).toBe(info.width);
      for (const v of [...info.avif, ...info.webp]) {
        expect(v.src).toMatch(
          new RegExp(`^/generated/img/${id}-${v.w}\\.${info.hash}\\.(avif|webp)$`),
        );
      }
    }
  });

  it("falls back to 1200x800 for an unknown image", () => {
    expect(imageSize("not-an-image" as ImageId)).toEqual(FALLBACK_IMAGE_SIZE);
    expect(FALLBACK_IMAGE_SIZE).toEqual({ width: 1200, height: 800 });
  });

  it("draws the same placeholder for the same seed, a different one for another seed", async () => {
    const a = placeholderSvg("wedding", 10, 800, 533);
    expect(placeholderSvg("wedding", 10, 800, 533)).toBe(a);
    expect(placeholderSvg("wedding", 11, 800, 533)).not.toBe(a);
    const meta = await sharp(Buffer.from(a)).metadata();
    expect([meta.width, meta.height]).toEqual([800, 533]);
  });

  it("the generated files exist after a build step run", () => {
    const info = imageInfo("founder");
    const file = info?.webp[0]?.src ?? "";
    const onDisk = path.join("public", file);
    // Only meaningful once `npm run assets` ran (the build does); skipped on a fresh clone.
    if (existsSync(path.join("public", "generated", "img"))) expect(existsSync(onDisk)).toBe(true);
  });
});
