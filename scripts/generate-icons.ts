/**
 * Build step: the bitmap icons that browsers and phones ask for at fixed addresses, drawn from
 * public/favicon.svg (the one source): /favicon.ico (16, 32 and 48 px, for browsers and tools that
 * take no SVG icon) and /apple-touch-icon.png (180 px, opaque, which iOS asks for when a visitor
 * adds the site to the home screen). Neither needs a <link> in the pages: both are looked up at
 * those addresses by default. Written to public/ (gitignored), so the build copies them to the root.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const PUBLIC = fileURLToPath(new URL("../public", import.meta.url));
const svg = readFileSync(path.join(PUBLIC, "favicon.svg"));
/** The icon's own blue: iOS would fill the rounded corners' transparency with black. */
const BACKGROUND = /fill="(#[0-9a-fA-F]{6})"/.exec(svg.toString())?.[1] ?? "#ffffff";

async function png(size: number, opaque = false): Promise<Buffer> {
  const image = sharp(svg, { density: 72 * Math.ceil(size / 16) }).resize(size, size);
  return (opaque ? image.flatten({ background: BACKGROUND }) : image).png().toBuffer();
}

/** An ICO file holding PNG images (supported by every browser since Windows Vista's era). */
export function icoOf(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  const sizes = [16, 32, 48];
  const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
  writeFileSync(path.join(PUBLIC, "favicon.ico"), icoOf(images));
  writeFileSync(path.join(PUBLIC, "apple-touch-icon.png"), await png(180, true));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
