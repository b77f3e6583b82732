/** Share images (1200x630) per page type, written into the build at build time. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const TYPES = {
  studio: {
    title: "Studio Noord",
    subtitle: "Websites · Marketing · Photo &amp; video",
    from: "#1d40b0",
    to: "#172554",
  },
  "photo-video": {
    title: "Photo &amp; video",
    subtitle: "Studio Noord",
    from: "#7c2d12",
    to: "#1e293b",
  },
  portfolio: {
    title: "Website portfolio",
    subtitle: "Studio Noord",
    from: "#0f766e",
    to: "#172554",
  },
  card: {
    title: "Digital business card",
    subtitle: "Studio Noord",
    from: "#4338ca",
    to: "#0f172a",
  },
  tandarts: {
    title: "Websites voor tandartsen",
    subtitle: "Studio Noord",
    from: "#0f766e",
    to: "#134e4a",
  },
} as const;

function svg(t: (typeof TYPES)[keyof typeof TYPES]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1050" cy="120" r="220" fill="#ffffff" opacity="0.08"/>
  <circle cx="980" cy="560" r="140" fill="#ffffff" opacity="0.06"/>
  <rect x="80" y="80" width="96" height="96" rx="22" fill="#ffffff"/>
  <path d="M108 152V104h10l26 30V104h10v48h-10l-26-30v30z" fill="${t.from}"/>
  <text x="80" y="360" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#ffffff">${t.title}</text>
  <text x="80" y="440" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" fill="#e2e8f0">${t.subtitle}</text>
</svg>`;
}

export async function generateOgImages(outDir: string): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  for (const [name, t] of Object.entries(TYPES)) {
    await sharp(Buffer.from(svg(t)))
      .png({ compressionLevel: 9 })
      .toFile(path.join(outDir, `${name}.png`));
  }
  return Object.keys(TYPES).length;
}
