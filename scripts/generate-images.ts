/**
 * Build step (runs before `react-router build`): makes every image listed in app/content/images.ts.
 *
 * - An entry with `photo` uses that file from content-images/ (EXIF rotation applied, metadata
 *   such as GPS stripped); any other entry gets placeholder artwork drawn as SVG and rasterised.
 * - Each image is written as AVIF and WebP at the widths of IMAGE_WIDTHS that fit the source, to
 *   public/generated/img/ (gitignored), with a content hash in the name so a replaced photo is
 *   never served from a stale cache.
 * - app/content/generated/image-manifest.json records each image's intrinsic size, a background
 *   colour and its variant URLs, so pages set width/height (no layout shift) and the lightbox knows
 *   every size without downloading the image
 *   (docs/decisions/010-placeholder-images-at-build-time.md).
 * Unchanged images are not re-encoded: a second run takes a second or two.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "prettier";
import sharp from "sharp";
import {
  IMAGES,
  IMAGE_WIDTHS,
  PLACEHOLDER_SIZE,
  type ImageId,
  type ImageSource,
} from "../app/content/images";
import {
  IMAGE_URL_BASE,
  imageFileName,
  type ImageManifest,
  type ImageRecord,
} from "../app/lib/image-types";
import { placeholderSvg } from "./images/placeholder-art";
import { variantWidths } from "./images/variant-widths";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PHOTO_DIR = path.join(ROOT, "content-images");
const OUT_DIR = path.join(ROOT, "public", ...IMAGE_URL_BASE.split("/").filter(Boolean));
const MANIFEST_FILE = path.join(ROOT, "app", "content", "generated", "image-manifest.json");

/** Why: visually clean at a fraction of JPEG's size; AVIF quality scale runs lower than WebP's. */
const AVIF_OPTIONS = { quality: 55, effort: 2 } as const;
const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;
/** Bump when the encoding changes, so every image is made again. */
const PIPELINE_VERSION = 1;

interface Decoded {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

function sourceBytes(id: ImageId, source: ImageSource): Buffer {
  if (source.photo) {
    const file = path.join(PHOTO_DIR, source.photo);
    if (!existsSync(file)) {
      throw new Error(
        `Image "${id}": ${source.photo} is named in app/content/images.ts but not found in content-images/`,
      );
    }
    return readFileSync(file);
  }
  const size = PLACEHOLDER_SIZE[source.orientation];
  return Buffer.from(placeholderSvg(source.art, source.seed, size.width, size.height));
}

async function decode(bytes: Buffer): Promise<Decoded> {
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

function hex(n: number): string {
  return Math.round(n).toString(16).padStart(2, "0");
}

/** Every file an image record stands for. */
function recordFiles(id: string, record: ImageRecord): string[] {
  return record.widths.flatMap((w) =>
    (["avif", "webp"] as const).map((ext) => imageFileName(id, w, record.hash, ext)),
  );
}

async function makeImage(
  id: ImageId,
  source: ImageSource,
  previous?: ImageRecord,
): Promise<ImageRecord> {
  const bytes = sourceBytes(id, source);
  const hash = createHash("sha256")
    .update(JSON.stringify({ v: PIPELINE_VERSION, AVIF_OPTIONS, WEBP_OPTIONS, IMAGE_WIDTHS }))
    .update(bytes)
    .digest("hex")
    .slice(0, 10);
  if (
    previous?.hash === hash &&
    Array.isArray(previous.widths) &&
    recordFiles(id, previous).every((name) => existsSync(path.join(OUT_DIR, name)))
  ) {
    return previous;
  }

  const img = await decode(bytes);
  const raw = { raw: { width: img.width, height: img.height, channels: img.channels } };
  const { dominant } = await sharp(img.pixels, raw).stats();
  const widths = variantWidths(img.width);
  for (const w of widths) {
    const resized = () => sharp(img.pixels, raw).resize({ width: w });
    const avif = path.join(OUT_DIR, imageFileName(id, w, hash, "avif"));
    const webp = path.join(OUT_DIR, imageFileName(id, w, hash, "webp"));
    if (!existsSync(avif)) await resized().avif(AVIF_OPTIONS).toFile(avif);
    if (!existsSync(webp)) await resized().webp(WEBP_OPTIONS).toFile(webp);
  }
  const width = widths[widths.length - 1] ?? img.width;
  return {
    hash,
    width,
    height: Math.round((width * img.height) / img.width),
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    widths,
  };
}

function readPreviousManifest(): ImageManifest {
  try {
    return JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as ImageManifest;
  } catch {
    return {};
  }
}

async function main() {
  const started = Date.now();
  mkdirSync(OUT_DIR, { recursive: true });
  mkdirSync(path.dirname(MANIFEST_FILE), { recursive: true });
  const previous = readPreviousManifest();
  const manifest: ImageManifest = {};
  const ids = Object.keys(IMAGES) as ImageId[];
  for (const id of ids) manifest[id] = await makeImage(id, IMAGES[id], previous[id]);

  const keep = new Set(
    ids.flatMap((id) => {
      const record = manifest[id];
      return record ? recordFiles(id, record) : [];
    }),
  );
  let removed = 0;
  for (const name of readdirSync(OUT_DIR)) {
    if (!keep.has(name)) {
      rmSync(path.join(OUT_DIR, name));
      removed++;
    }
  }
  const json = await format(JSON.stringify(manifest), { parser: "json", printWidth: 100 });
  const before = existsSync(MANIFEST_FILE) ? readFileSync(MANIFEST_FILE, "utf8") : "";
  if (json !== before) writeFileSync(MANIFEST_FILE, json);
  const photos = ids.filter((id) => "photo" in IMAGES[id]).length;
  console.log(
    `images: ${ids.length} images (${photos} photos, ${ids.length - photos} placeholders), ${keep.size} files, ${removed} stale removed, ${Date.now() - started} ms`,
  );
}

await main();
