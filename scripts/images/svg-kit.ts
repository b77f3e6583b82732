/**
 * Tiny SVG toolkit for the placeholder artwork: a seeded random generator and a few shapes.
 * Pure string building, so the same seed always gives the same picture (stable file hashes).
 */

export interface Canvas {
  w: number;
  h: number;
  seed: number;
  rand: () => number;
}

/** The colour palette of a picture: chosen by seed, so neighbouring seeds never share one. */
export function palette<T>(c: Canvas, palettes: readonly T[]): T {
  return palettes[c.seed % palettes.length] as T;
}

/** mulberry32: small, fast, good enough for artwork. */
export function seededRandom(seed: number): () => number {
  let a = seed * 0x9e3779b9;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rand: () => number, min: number, max: number): number {
  return min + rand() * (max - min);
}

export function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

export function r(n: number): string {
  return n.toFixed(1);
}

export function linearGradient(id: string, stops: readonly string[], angleDeg = 90): string {
  const rad = (angleDeg * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  const stopTags = stops
    .map((c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`)
    .join("");
  return `<linearGradient id="${id}" x1="${0.5 - x}" y1="${0.5 - y}" x2="${0.5 + x}" y2="${0.5 + y}">${stopTags}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [string, number])[],
  cx = 0.5,
  cy = 0.5,
  radius = 0.7,
): string {
  const stopTags = stops
    .map(([c, o], i) => {
      const offset = i / Math.max(1, stops.length - 1);
      return `<stop offset="${offset}" stop-color="${c}" stop-opacity="${o}"/>`;
    })
    .join("");
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${radius}">${stopTags}</radialGradient>`;
}

export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r(deviation)}"/></filter>`;
}

/** Soft out-of-focus light discs ("bokeh"). */
export function bokeh(
  c: Canvas,
  count: number,
  colors: readonly string[],
  opts: { minR: number; maxR: number; minY?: number; maxY?: number; opacity?: number },
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = c.rand() * c.w;
    const cy = between(c.rand, (opts.minY ?? 0) * c.h, (opts.maxY ?? 1) * c.h);
    const radius = between(c.rand, opts.minR, opts.maxR) * Math.min(c.w, c.h);
    const opacity = (opts.opacity ?? 0.5) * between(c.rand, 0.4, 1);
    out.push(
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${pick(c.rand, colors)}" opacity="${opacity.toFixed(2)}"/>`,
    );
  }
  return out.join("");
}

/** A smooth hill/wave band across the picture, from baseline y with amplitude a (fractions of h). */
export function wave(c: Canvas, y: number, amplitude: number, fill: string, bumps = 3): string {
  const base = y * c.h;
  const amp = amplitude * c.h;
  const step = c.w / bumps;
  let d = `M0 ${r(base)}`;
  for (let i = 0; i < bumps; i++) {
    const x0 = i * step;
    const up = base - amp * between(c.rand, 0.4, 1);
    d += ` C${r(x0 + step * 0.3)} ${r(up)} ${r(x0 + step * 0.7)} ${r(up)} ${r(x0 + step)} ${r(base + amp * between(c.rand, -0.3, 0.3))}`;
  }
  d += ` L${c.w} ${c.h} L0 ${c.h} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/** A row of city buildings along the bottom, optionally with lit windows. */
export function skyline(
  c: Canvas,
  opts: { baseY: number; minH: number; maxH: number; fill: string; windows?: string },
): string {
  const out: string[] = [];
  let x = -10;
  const base = opts.baseY * c.h;
  while (x < c.w) {
    const bw = between(c.rand, 0.04, 0.1) * c.w;
    const bh = between(c.rand, opts.minH, opts.maxH) * c.h;
    out.push(
      `<rect x="${r(x)}" y="${r(base - bh)}" width="${r(bw)}" height="${r(bh + c.h - base)}" fill="${opts.fill}"/>`,
    );
    if (opts.windows) {
      const cell = bw / 5;
      for (let wy = base - bh + cell; wy < base - cell; wy += cell * 1.6) {
        for (let wx = x + cell * 0.7; wx < x + bw - cell; wx += cell * 1.3) {
          if (c.rand() < 0.45) {
            out.push(
              `<rect x="${r(wx)}" y="${r(wy)}" width="${r(cell * 0.6)}" height="${r(cell * 0.8)}" fill="${opts.windows}" opacity="${between(c.rand, 0.35, 0.9).toFixed(2)}"/>`,
            );
          }
        }
      }
    }
    x += bw + between(c.rand, 0, 0.01) * c.w;
  }
  return out.join("");
}

/** Head-and-shoulders silhouette centred at cx, head centre at cy, head radius hr. */
export function figure(cx: number, cy: number, hr: number, fill: string): string {
  const neckTop = cy + hr * 0.8;
  const shoulderY = cy + hr * 1.9;
  const sw = hr * 2.6;
  const body =
    `M${r(cx - hr * 0.45)} ${r(neckTop)} L${r(cx + hr * 0.45)} ${r(neckTop)}` +
    ` L${r(cx + hr * 0.55)} ${r(shoulderY - hr * 0.4)}` +
    ` C${r(cx + sw * 0.7)} ${r(shoulderY - hr * 0.3)} ${r(cx + sw)} ${r(shoulderY)} ${r(cx + sw * 1.05)} ${r(cy + hr * 6)}` +
    ` L${r(cx - sw * 1.05)} ${r(cy + hr * 6)}` +
    ` C${r(cx - sw)} ${r(shoulderY)} ${r(cx - sw * 0.7)} ${r(shoulderY - hr * 0.3)} ${r(cx - hr * 0.55)} ${r(shoulderY - hr * 0.4)} Z`;
  return `<g fill="${fill}"><ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(hr * 0.86)}" ry="${r(hr)}"/><path d="${body}"/></g>`;
}

export function svgDocument(c: Canvas, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}"><defs>${defs}</defs>${body}</svg>`;
}
