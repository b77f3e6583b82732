import {
  between,
  blurFilter,
  bokeh,
  linearGradient,
  palette,
  pick,
  r,
  radialGradient,
  skyline,
  svgDocument,
  type Canvas,
} from "./svg-kit";

/** Business: cool glass-and-steel towers under a clear sky, lit windows. */
export function business(c: Canvas): string {
  const p = palette(c, [
    { sky: ["#dbe8f7", "#8fb0d8", "#2c4f7c"], far: "#46678f", near: "#1b2e48", win: "#e9f2ff" },
    { sky: ["#e6ecef", "#a6b7c2", "#3e5563"], far: "#5b7080", near: "#1f2d36", win: "#fff5db" },
  ]);
  const defs = linearGradient("sky", p.sky, 90) + blurFilter("haze", c.h * 0.01);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="url(#sky)"/>` +
    `<g filter="url(#haze)" opacity="0.8">${skyline(c, { baseY: 1, minH: 0.35, maxH: 0.6, fill: p.far })}</g>` +
    skyline(c, { baseY: 1, minH: 0.2, maxH: 0.75, fill: p.near, windows: p.win });
  return svgDocument(c, defs, body);
}

/** Seasonal: an autumn palette with scattered leaves at several depths. */
export function seasonal(c: Canvas): string {
  const p = palette(c, [
    {
      bg: ["#f8e2b8", "#e7a35a", "#9c4a22"],
      leaves: ["#d9581e", "#f0a02c", "#a23b1b", "#7a3418", "#e8c15a"],
    },
    {
      bg: ["#f3ead7", "#c9b07c", "#6d5a33"],
      leaves: ["#b5651d", "#d99a3e", "#8c4a1f", "#6f7d35", "#e2b65b"],
    },
  ]);
  const leaf = (x: number, y: number, s: number, angle: number, fill: string, opacity: number) =>
    `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(angle)})" opacity="${opacity.toFixed(2)}">` +
    `<path d="M0 ${r(-s)} C${r(s * 0.75)} ${r(-s * 0.5)} ${r(s * 0.75)} ${r(s * 0.5)} 0 ${r(s)} C${r(-s * 0.75)} ${r(s * 0.5)} ${r(-s * 0.75)} ${r(-s * 0.5)} 0 ${r(-s)} Z" fill="${fill}"/>` +
    `<path d="M0 ${r(-s * 0.9)} L0 ${r(s * 1.25)}" stroke="#3d1d0c" stroke-opacity="0.35" stroke-width="${r(s * 0.05)}"/></g>`;
  const far: string[] = [];
  const near: string[] = [];
  const unit = Math.min(c.w, c.h);
  for (let i = 0; i < 26; i++) {
    far.push(
      leaf(
        c.rand() * c.w,
        c.rand() * c.h,
        between(c.rand, 0.02, 0.05) * unit,
        c.rand() * 360,
        pick(c.rand, p.leaves),
        0.7,
      ),
    );
  }
  for (let i = 0; i < 9; i++) {
    near.push(
      leaf(
        c.rand() * c.w,
        c.rand() * c.h,
        between(c.rand, 0.06, 0.11) * unit,
        c.rand() * 360,
        pick(c.rand, p.leaves),
        0.95,
      ),
    );
  }
  const defs =
    radialGradient(
      "bg",
      (p.bg as readonly string[]).map((col) => [col, 1] as const),
      0.35,
      0.3,
      0.9,
    ) +
    blurFilter("far", unit * 0.008) +
    blurFilter("light", unit * 0.08);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="url(#bg)"/>` +
    `<circle cx="${r(c.w * 0.3)}" cy="${r(c.h * 0.25)}" r="${r(unit * 0.22)}" fill="#fff6dc" opacity="0.5" filter="url(#light)"/>` +
    `<g filter="url(#far)">${far.join("")}</g>` +
    near.join("");
  return svgDocument(c, defs, body);
}

/** Evening: dusk over a city skyline with warm window lights and street bokeh. */
export function evening(c: Canvas): string {
  const p = palette(c, [
    {
      sky: ["#1c1646", "#5b2a6e", "#c8566b", "#f3a261"],
      city: "#120d24",
      lights: ["#ffd27a", "#ff9f68", "#ffe9b0"],
    },
    {
      sky: ["#0f1d3d", "#284a7a", "#7d6aa3", "#f0b07a"],
      city: "#0a1226",
      lights: ["#ffd98c", "#9fd3ff", "#ffe9c4"],
    },
  ]);
  const defs =
    linearGradient("sky", p.sky, 90) +
    blurFilter("bokeh", Math.min(c.w, c.h) * 0.012) +
    blurFilter("sun", c.h * 0.05);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="url(#sky)"/>` +
    `<circle cx="${r(c.w * between(c.rand, 0.3, 0.7))}" cy="${r(c.h * 0.72)}" r="${r(c.h * 0.12)}" fill="#ffd9a0" opacity="0.7" filter="url(#sun)"/>` +
    skyline(c, { baseY: 0.9, minH: 0.12, maxH: 0.42, fill: p.city, windows: p.lights[0] }) +
    `<rect y="${r(c.h * 0.9)}" width="${c.w}" height="${r(c.h * 0.1)}" fill="${p.city}"/>` +
    `<g filter="url(#bokeh)">${bokeh(c, 22, p.lights, { minR: 0.01, maxR: 0.035, minY: 0.84, maxY: 1, opacity: 0.85 })}</g>`;
  return svgDocument(c, defs, body);
}

/** Holiday: a deep evening backdrop, a garland of lights and golden bokeh. */
export function holiday(c: Canvas): string {
  const p = palette(c, [
    { bg: ["#0f3d2e", "#0a2219"], glow: ["#ffd36b", "#ffb347", "#ff6b5b", "#fff1c1"] },
    { bg: ["#3a0f1c", "#160810"], glow: ["#ffd36b", "#f8f1d8", "#ff8a65", "#ffe08a"] },
  ]);
  const sag = c.h * between(c.rand, 0.12, 0.2);
  const y0 = c.h * 0.22;
  const bulbs: string[] = [];
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = t * c.w;
    const y = y0 + sag * 4 * t * (1 - t);
    const col = pick(c.rand, p.glow);
    bulbs.push(
      `<circle cx="${r(x)}" cy="${r(y + c.h * 0.02)}" r="${r(c.h * 0.035)}" fill="${col}" opacity="0.45" filter="url(#halo)"/>` +
        `<circle cx="${r(x)}" cy="${r(y + c.h * 0.02)}" r="${r(c.h * 0.011)}" fill="${col}"/>`,
    );
  }
  const wire = `<path d="M0 ${r(y0)} Q${r(c.w / 2)} ${r(y0 + sag * 2)} ${c.w} ${r(y0)}" fill="none" stroke="#000000" stroke-opacity="0.5" stroke-width="${r(c.h * 0.004)}"/>`;
  const defs =
    radialGradient("bg", [
      [p.bg[0] ?? "#0f3d2e", 1],
      [p.bg[1] ?? "#0a2219", 1],
    ]) +
    blurFilter("halo", c.h * 0.015) +
    blurFilter("deep", c.h * 0.03);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="url(#bg)"/>` +
    `<g filter="url(#deep)">${bokeh(c, 26, p.glow, { minR: 0.02, maxR: 0.07, minY: 0.45, maxY: 1, opacity: 0.55 })}</g>` +
    wire +
    bulbs.join("");
  return svgDocument(c, defs, body);
}
