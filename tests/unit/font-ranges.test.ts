import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The Inter faces' unicode ranges (app/app.css) as [from, to] code point pairs per face. */
function faceRanges(): { src: string; ranges: [number, number][] }[] {
  const css = readFileSync("app/app.css", "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1]!)
    .filter((body) => body.includes("unicode-range"))
    .map((body) => ({
      src: /url\("([^"]+)"\)/.exec(body)![1]!,
      ranges: /unicode-range:([^;]+);/
        .exec(body)![1]!
        .split(",")
        .map((part) => {
          const [from, to = from] = part.trim().replace("U+", "").split("-");
          return [parseInt(from!, 16), parseInt(to!, 16)] as [number, number];
        }),
    }));
}

describe("self-hosted font faces", () => {
  it("cover each character with one file only, so no page fetches a second file for it", () => {
    const faces = faceRanges();
    expect(faces.length).toBeGreaterThanOrEqual(3);
    const owner = new Map<number, string>();
    const clashes: string[] = [];
    for (const face of faces) {
      for (const [from, to] of face.ranges) {
        for (let cp = from; cp <= to; cp++) {
          const other = owner.get(cp);
          if (other) clashes.push(`U+${cp.toString(16)}: ${other} and ${face.src}`);
          owner.set(cp, face.src);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it("keep the French œ and the euro sign in the small Latin file", () => {
    const latin = faceRanges().find((f) => f.src.includes("inter-latin.woff2"))!;
    for (const cp of [0x153, 0x20ac, 0xe9]) {
      expect(latin.ranges.some(([a, b]) => cp >= a && cp <= b)).toBe(true);
    }
  });
});
