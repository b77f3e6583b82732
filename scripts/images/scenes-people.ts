import {
  between,
  blurFilter,
  bokeh,
  figure,
  linearGradient,
  palette,
  r,
  radialGradient,
  svgDocument,
  wave,
  type Canvas,
} from "./svg-kit";

/** Studio portrait: a softly lit backdrop and a head-and-shoulders silhouette with rim light. */
export function portrait(c: Canvas): string {
  const p = palette(c, [
    { light: "#f6d5bd", mid: "#c9825f", dark: "#4a2520", figure: "#2a1412", rim: "#ffe3cc" },
    { light: "#d7e7e4", mid: "#6f9c98", dark: "#1f3a3d", figure: "#132426", rim: "#e8fffb" },
    { light: "#ead9f2", mid: "#9b78ad", dark: "#35224a", figure: "#1e1230", rim: "#f6e8ff" },
  ]);
  const cx = c.w * between(c.rand, 0.42, 0.58);
  const hr = Math.min(c.w, c.h) * 0.13;
  const cy = c.h * 0.42;
  const defs =
    radialGradient(
      "bg",
      [
        [p.light, 1],
        [p.mid, 1],
        [p.dark, 1],
      ],
      cx / c.w - 0.12,
      0.3,
      0.85,
    ) +
    blurFilter("soft", hr * 0.25) +
    blurFilter("glow", hr * 0.9);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="url(#bg)"/>` +
    `<circle cx="${r(cx - hr * 1.6)}" cy="${r(cy - hr)}" r="${r(hr * 2.4)}" fill="${p.light}" opacity="0.55" filter="url(#glow)"/>` +
    `<g filter="url(#soft)">${figure(cx + hr * 0.08, cy, hr * 1.02, p.rim)}</g>` +
    figure(cx, cy, hr, p.figure);
  return svgDocument(c, defs, body);
}

/** Lifestyle: warm daylight over soft hills, a low sun and foreground bokeh. */
export function lifestyle(c: Canvas): string {
  const p = palette(c, [
    {
      sky: ["#e9a777", "#f6cf9f", "#fdeed6"],
      hills: ["#c49a6c", "#8d7a4f", "#4f5a39"],
      sun: "#fffaf0",
    },
    {
      sky: ["#9cc3b0", "#cfe3cf", "#f4f8ee"],
      hills: ["#86a982", "#58805c", "#2f4a35"],
      sun: "#fffdf2",
    },
  ]);
  const defs =
    linearGradient("sky", p.sky, 90) +
    blurFilter("sun", c.h * 0.06) +
    blurFilter("near", c.h * 0.02);
  const sunX = c.w * between(c.rand, 0.25, 0.75);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="url(#sky)"/>` +
    `<circle cx="${r(sunX)}" cy="${r(c.h * 0.45)}" r="${r(c.h * 0.2)}" fill="${p.sun}" opacity="0.9" filter="url(#sun)"/>` +
    `<circle cx="${r(sunX)}" cy="${r(c.h * 0.45)}" r="${r(c.h * 0.07)}" fill="#ffffff"/>` +
    wave(c, 0.6, 0.1, p.hills[0] ?? "#999", 2) +
    wave(c, 0.73, 0.08, p.hills[1] ?? "#777", 2) +
    wave(c, 0.87, 0.06, p.hills[2] ?? "#555", 3) +
    `<g filter="url(#near)">${bokeh(c, 9, [p.sun, "#ffffff"], { minR: 0.015, maxR: 0.05, minY: 0.05, maxY: 0.6, opacity: 0.6 })}</g>`;
  return svgDocument(c, defs, body);
}

/** Fashion: bold colour blocking with a tall, elongated figure and a hard shadow. */
export function fashion(c: Canvas): string {
  const p = palette(c, [
    { a: "#f26b5b", b: "#3b1f4a", figure: "#150b1c", shadow: "#2a1636" },
    { a: "#f3c623", b: "#1d3557", figure: "#0b1626", shadow: "#13233b" },
  ]);
  const cx = c.w * between(c.rand, 0.45, 0.6);
  const head = c.h * 0.05;
  const top = c.h * 0.18;
  const split = c.w * between(c.rand, 0.35, 0.55);
  const silhouette = (dx: number, fill: string) =>
    `<g fill="${fill}" transform="translate(${r(dx)} 0)">` +
    `<ellipse cx="${r(cx)}" cy="${r(top)}" rx="${r(head * 0.8)}" ry="${r(head)}"/>` +
    `<path d="M${r(cx - head * 0.5)} ${r(top + head)} L${r(cx + head * 0.5)} ${r(top + head)} L${r(cx + head * 1.9)} ${r(top + head * 2.4)} L${r(cx + head * 1.4)} ${r(c.h * 0.62)} L${r(cx + head * 2.6)} ${r(c.h)} L${r(cx - head * 2.6)} ${r(c.h)} L${r(cx - head * 1.4)} ${r(c.h * 0.62)} L${r(cx - head * 1.9)} ${r(top + head * 2.4)} Z"/></g>`;
  const defs = linearGradient("floor", [p.b, "#000000"], 90);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="${p.a}"/>` +
    `<path d="M${r(split)} 0 L${c.w} 0 L${c.w} ${c.h} L${r(split - c.w * 0.2)} ${c.h} Z" fill="${p.b}"/>` +
    `<rect y="${r(c.h * 0.86)}" width="${c.w}" height="${r(c.h * 0.14)}" fill="url(#floor)" opacity="0.5"/>` +
    silhouette(head * 1.6, p.shadow) +
    silhouette(0, p.figure);
  return svgDocument(c, defs, body);
}

/** Wedding: blush light, two interlocking golden rings, drifting petals. */
export function wedding(c: Canvas): string {
  const p = palette(c, [
    { bg: ["#fff7f3", "#f6dcd6", "#e8bfb8"], petal: "#f3b5b0", gold: ["#f9e3a3", "#c9963a"] },
    { bg: ["#fbf8f1", "#efe4d2", "#d9c7a8"], petal: "#f0d3c9", gold: ["#fbeab8", "#b8862f"] },
  ]);
  const ringR = Math.min(c.w, c.h) * 0.16;
  const cx = c.w * 0.5;
  const cy = c.h * 0.5;
  const petals: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = c.rand() * c.w;
    const y = c.rand() * c.h;
    const s = between(c.rand, 0.012, 0.03) * c.w;
    petals.push(
      `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(s)}" ry="${r(s * 0.55)}" fill="${p.petal}" opacity="${between(c.rand, 0.45, 0.9).toFixed(2)}" transform="rotate(${r(c.rand() * 180)} ${r(x)} ${r(y)})"/>`,
    );
  }
  const ring = (x: number) =>
    `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(ringR)}" fill="none" stroke="url(#gold)" stroke-width="${r(ringR * 0.16)}"/>`;
  const defs =
    radialGradient(
      "bg",
      (p.bg as readonly string[]).map((col) => [col, 1] as const),
      0.5,
      0.45,
      0.8,
    ) +
    linearGradient("gold", p.gold, 45) +
    blurFilter("soft", c.h * 0.03) +
    blurFilter("shadow", ringR * 0.12);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="url(#bg)"/>` +
    `<g filter="url(#soft)">${bokeh(c, 10, ["#ffffff", p.petal], { minR: 0.03, maxR: 0.08, opacity: 0.7 })}</g>` +
    `<g opacity="0.25" filter="url(#shadow)" transform="translate(${r(ringR * 0.12)} ${r(ringR * 0.2)})">${ring(cx - ringR * 0.55).replace("url(#gold)", "#6b4a2a")}${ring(cx + ringR * 0.55).replace("url(#gold)", "#6b4a2a")}</g>` +
    ring(cx - ringR * 0.55) +
    ring(cx + ringR * 0.55) +
    petals.join("");
  return svgDocument(c, defs, body);
}
