import {
  between,
  blurFilter,
  bokeh,
  figure,
  linearGradient,
  palette,
  pick,
  r,
  radialGradient,
  svgDocument,
  type Canvas,
} from "./svg-kit";

/** A row of audience heads along the bottom edge. */
function audience(c: Canvas, fill: string, rows: number): string {
  const out: string[] = [];
  for (let row = 0; row < rows; row++) {
    const hr = c.h * (0.035 + row * 0.012);
    const y = c.h - hr * (1.2 + (rows - 1 - row) * 1.6);
    for (let x = -hr + (row % 2) * hr; x < c.w + hr; x += hr * between(c.rand, 2.1, 2.6)) {
      out.push(
        `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(hr * 0.85)}" ry="${r(hr)}" fill="${fill}"/>` +
          `<rect x="${r(x - hr * 1.1)}" y="${r(y + hr * 0.8)}" width="${r(hr * 2.2)}" height="${r(c.h)}" rx="${r(hr * 0.8)}" fill="${fill}"/>`,
      );
    }
  }
  return out.join("");
}

/** Corporate: a speaker on a stage in a spotlight, audience in the foreground. */
export function corporate(c: Canvas): string {
  const p = palette(c, [
    {
      bg: ["#13234a", "#060b1c"],
      beam: "#cfe0ff",
      screen: ["#2451d8", "#6aa0ff"],
      crowd: "#03060f",
    },
    {
      bg: ["#1d2b33", "#080d10"],
      beam: "#fff0d1",
      screen: ["#0f766e", "#5eead4"],
      crowd: "#020506",
    },
  ]);
  const cx = c.w * between(c.rand, 0.42, 0.58);
  const hr = c.h * 0.05;
  const stageY = c.h * 0.68;
  const defs =
    radialGradient("bg", [
      [p.bg[0] ?? "#13234a", 1],
      [p.bg[1] ?? "#060b1c", 1],
    ]) +
    linearGradient("screen", p.screen, 20) +
    blurFilter("beamBlur", c.h * 0.02);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="url(#bg)"/>` +
    `<rect x="${r(c.w * 0.14)}" y="${r(c.h * 0.12)}" width="${r(c.w * 0.72)}" height="${r(c.h * 0.36)}" rx="${r(c.h * 0.01)}" fill="url(#screen)" opacity="0.85"/>` +
    `<path d="M${r(cx - c.w * 0.03)} 0 L${r(cx + c.w * 0.03)} 0 L${r(cx + c.w * 0.16)} ${r(stageY + hr)} L${r(cx - c.w * 0.16)} ${r(stageY + hr)} Z" fill="${p.beam}" opacity="0.28" filter="url(#beamBlur)"/>` +
    `<rect y="${r(stageY)}" width="${c.w}" height="${r(c.h - stageY)}" fill="#0b0f1a"/>` +
    `<ellipse cx="${r(cx)}" cy="${r(stageY + hr * 0.4)}" rx="${r(c.w * 0.14)}" ry="${r(hr * 0.6)}" fill="${p.beam}" opacity="0.35" filter="url(#beamBlur)"/>` +
    `<g transform="translate(0 ${r(-hr * 1.2)})">${figure(cx, stageY - hr * 4.2, hr, "#05070d")}</g>` +
    `<rect x="${r(cx + hr * 1.8)}" y="${r(stageY - hr * 3)}" width="${r(hr * 2.4)}" height="${r(hr * 3)}" fill="#1a2235"/>` +
    audience(c, p.crowd, 2);
  return svgDocument(c, defs, body);
}

/** Events: a concert crowd with raised hands under coloured light beams and confetti. */
export function events(c: Canvas): string {
  const p = palette(c, [
    { bg: ["#1a0b2e", "#05020c"], beams: ["#ff3d9a", "#7c4dff", "#00e5ff"], crowd: "#040108" },
    { bg: ["#0d1b2a", "#020409"], beams: ["#ffb703", "#fb5607", "#8338ec"], crowd: "#010205" },
  ]);
  const beams: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = c.w * between(c.rand, 0, 1);
    const spread = c.w * between(c.rand, 0.08, 0.2);
    const end = x + c.w * between(c.rand, -0.4, 0.4);
    beams.push(
      `<path d="M${r(x)} 0 L${r(end - spread)} ${c.h} L${r(end + spread)} ${c.h} Z" fill="${pick(c.rand, p.beams)}" opacity="0.32"/>`,
    );
  }
  const arms: string[] = [];
  const arm = (x0: number, y0: number, x1: number, y1: number, t: number) =>
    `<path d="M${r(x0)} ${r(y0)} L${r(x1)} ${r(y1)}" stroke="${p.crowd}" stroke-width="${r(t)}" stroke-linecap="round"/>` +
    `<circle cx="${r(x1)}" cy="${r(y1)}" r="${r(t * 0.9)}" fill="${p.crowd}"/>`;
  for (let i = 0; i < 7; i++) {
    const x = c.rand() * c.w;
    const shoulder = c.h * 0.86;
    const top = c.h * between(c.rand, 0.58, 0.7);
    const t = c.h * 0.016;
    const spread = c.h * between(c.rand, 0.04, 0.09);
    arms.push(arm(x - t, shoulder, x - spread, top, t) + arm(x + t, shoulder, x + spread, top, t));
  }
  const defs =
    radialGradient(
      "bg",
      [
        [p.bg[0] ?? "#1a0b2e", 1],
        [p.bg[1] ?? "#05020c", 1],
      ],
      0.5,
      0.2,
      0.9,
    ) + blurFilter("beam", c.w * 0.012);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="url(#bg)"/>` +
    `<g filter="url(#beam)">${beams.join("")}</g>` +
    bokeh(c, 40, [...p.beams, "#ffffff"], { minR: 0.003, maxR: 0.008, maxY: 0.7, opacity: 0.9 }) +
    arms.join("") +
    audience(c, p.crowd, 3);
  return svgDocument(c, defs, body);
}

/** Website: a browser window showing an abstract page layout in the project's accent colour. */
export function website(c: Canvas): string {
  const p = palette(c, [
    { bg: ["#e0f2f1", "#b2dfdb"], accent: ["#0f766e", "#14b8a6"], soft: "#ccfbf1" },
    { bg: ["#e0ecff", "#b8d0fb"], accent: ["#1d40b0", "#3b6cf6"], soft: "#dbe6fe" },
    { bg: ["#f3e8ff", "#ddc6fb"], accent: ["#6d28d9", "#c026d3"], soft: "#f5e1ff" },
  ]);
  const m = c.w * 0.07;
  const x = m;
  const y = c.h * 0.1;
  const w = c.w - m * 2;
  const h = c.h - y + c.h * 0.05;
  const bar = c.h * 0.06;
  const inner = x + w * 0.06;
  const line = (lx: number, ly: number, lw: number, lh: number, fill: string, opacity = 1) =>
    `<rect x="${r(lx)}" y="${r(ly)}" width="${r(lw)}" height="${r(lh)}" rx="${r(lh / 2)}" fill="${fill}" opacity="${opacity}"/>`;
  const heroY = y + bar;
  const heroH = h * 0.42;
  const cardsY = heroY + heroH + h * 0.06;
  const cardW = (w * 0.88 - w * 0.04) / 3;
  const cards = [0, 1, 2]
    .map((i) => {
      const cx = inner + i * (cardW + w * 0.02);
      return (
        `<rect x="${r(cx)}" y="${r(cardsY)}" width="${r(cardW)}" height="${r(h * 0.36)}" rx="${r(c.h * 0.015)}" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>` +
        `<circle cx="${r(cx + cardW * 0.16)}" cy="${r(cardsY + h * 0.07)}" r="${r(h * 0.035)}" fill="${p.soft}"/>` +
        line(cx + cardW * 0.08, cardsY + h * 0.14, cardW * 0.6, h * 0.025, "#334155") +
        line(cx + cardW * 0.08, cardsY + h * 0.2, cardW * 0.8, h * 0.018, "#94a3b8") +
        line(cx + cardW * 0.08, cardsY + h * 0.24, cardW * 0.7, h * 0.018, "#cbd5e1")
      );
    })
    .join("");
  const defs =
    linearGradient("bg", p.bg, 60) +
    linearGradient("hero", p.accent, 20) +
    blurFilter("shadow", c.h * 0.025);
  const body =
    `<rect width="${c.w}" height="${c.h}" fill="url(#bg)"/>` +
    `<rect x="${r(x)}" y="${r(y + c.h * 0.02)}" width="${r(w)}" height="${r(h)}" rx="${r(c.h * 0.02)}" fill="#0f172a" opacity="0.25" filter="url(#shadow)"/>` +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(c.h * 0.02)}" fill="#ffffff"/>` +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(bar)}" rx="${r(c.h * 0.02)}" fill="#f1f5f9"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${r(x + bar * (0.6 + i * 0.45))}" cy="${r(y + bar / 2)}" r="${r(bar * 0.14)}" fill="${["#f87171", "#fbbf24", "#34d399"][i]}"/>`,
      )
      .join("") +
    line(x + w * 0.3, y + bar * 0.3, w * 0.4, bar * 0.4, "#e2e8f0") +
    `<rect x="${r(x)}" y="${r(heroY)}" width="${r(w)}" height="${r(heroH)}" fill="url(#hero)"/>` +
    line(inner, heroY + heroH * 0.25, w * 0.42, heroH * 0.1, "#ffffff") +
    line(inner, heroY + heroH * 0.42, w * 0.3, heroH * 0.1, "#ffffff", 0.85) +
    line(inner, heroY + heroH * 0.6, w * 0.36, heroH * 0.05, "#ffffff", 0.7) +
    line(inner, heroY + heroH * 0.74, w * 0.14, heroH * 0.13, "#ffffff") +
    `<circle cx="${r(x + w * 0.76)}" cy="${r(heroY + heroH * 0.5)}" r="${r(heroH * 0.32)}" fill="#ffffff" opacity="0.18"/>` +
    `<circle cx="${r(x + w * 0.84)}" cy="${r(heroY + heroH * 0.36)}" r="${r(heroH * 0.16)}" fill="#ffffff" opacity="0.25"/>` +
    cards;
  return svgDocument(c, defs, body);
}
