/**
 * Share images (1200x630), one per page type and language, written into the build at build time.
 * Their words are the site's own texts in that language (app/i18n/messages), so a page shared in
 * Ukrainian shows a Ukrainian card (docs/decisions/332-share-images-per-language.md).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Lang } from "../app/lib/langs";
import { MESSAGES } from "../app/i18n/messages";
import type { MessageKey } from "../app/i18n/messages/types";
import { allPagePaths } from "../app/i18n/pages";
import { shareImageFor, shareImagePath, type ShareImage } from "../app/features/seo/share-images";
import { escapeHtml } from "../server/outbox/chat-text";

/** Each type's colours and which texts it shows (title, then the line under it). */
const LOOK: Record<
  ShareImage,
  { title: MessageKey; subtitle: MessageKey; from: string; to: string }
> = {
  studio: { title: "site.name", subtitle: "site.tagline", from: "#1d40b0", to: "#172554" },
  "photo-video": { title: "nav.photoVideo", subtitle: "site.name", from: "#7c2d12", to: "#1e293b" },
  portfolio: {
    title: "nav.websitePortfolio",
    subtitle: "site.name",
    from: "#0f766e",
    to: "#172554",
  },
  card: { title: "card.heading", subtitle: "site.name", from: "#4338ca", to: "#0f172a" },
  tandarts: { title: "tandarts.heading", subtitle: "site.name", from: "#0f766e", to: "#134e4a" },
};

const WIDTH = 1200;
const MARGIN = 80;

/**
 * A font size at which the line fits between the margins: DejaVu Sans averages about 0.62 em a
 * letter in bold and 0.56 in regular, Cyrillic included; long titles shrink, short ones keep `max`.
 */
function fitting(text: string, max: number, emPerLetter: number): number {
  return Math.min(max, Math.floor((WIDTH - 2 * MARGIN) / (text.length * emPerLetter)));
}

function svg(type: ShareImage, lang: Lang): string {
  const look = LOOK[type];
  const title = MESSAGES[lang][look.title];
  const subtitle = MESSAGES[lang][look.subtitle];
  const font = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="630" fill="url(#g)"/>
  <circle cx="1050" cy="120" r="220" fill="#ffffff" opacity="0.08"/>
  <circle cx="980" cy="560" r="140" fill="#ffffff" opacity="0.06"/>
  <rect x="${MARGIN}" y="80" width="96" height="96" rx="22" fill="#ffffff"/>
  <path d="M108 152V104h10l26 30V104h10v48h-10l-26-30v30z" fill="${look.from}"/>
  <text x="${MARGIN}" y="360" font-family="${font}" font-size="${fitting(title, 76, 0.62)}" font-weight="700" fill="#ffffff">${escapeHtml(title)}</text>
  <text x="${MARGIN}" y="440" font-family="${font}" font-size="${fitting(subtitle, 38, 0.56)}" fill="#e2e8f0">${escapeHtml(subtitle)}</text>
</svg>`;
}

/**
 * Writes the picture every page names (its type, in its language) under `clientDir`, each once;
 * returns how many.
 */
export async function generateOgImages(clientDir: string): Promise<number> {
  const wanted = new Map(
    allPagePaths().map(({ id, lang }) => {
      const type = shareImageFor(id);
      return [shareImagePath(type, lang), { type, lang }] as const;
    }),
  );
  for (const [url, { type, lang }] of wanted) {
    const file = path.join(clientDir, url);
    mkdirSync(path.dirname(file), { recursive: true });
    await sharp(Buffer.from(svg(type, lang)))
      .png({ compressionLevel: 9 })
      .toFile(file);
  }
  return wanted.size;
}
