import type { Lang } from "./languages";
import type { MessageKey, Messages } from "./messages/types";

/**
 * Texts that come with an island's code instead of with the page
 * (docs/decisions/220-island-texts.md). The page's inlined dictionary
 * carries only what React hydrates at load; the keys below are rendered only inside the named
 * deferred island (app/lib/island.tsx), so they reach the browser as a per-language chunk of their
 * message file when that island loads. The prerendered HTML has every text either way.
 *
 * Only the server (`app/i18n/messages/for-page.ts`) imports this module statically; the browser
 * fetches it with the first island that loads. A prefix listed here is left out of every page's
 * dictionary. If a part of a page that is not one
 * of these islands renders such a key, the prerender shows the raw key and the build fails
 * (`scripts/find-raw-keys.ts`), so the table cannot silently drift from the components.
 */
export type MessageFile =
  | "common"
  | "home"
  | "contact"
  | "calculator"
  | "quote"
  | "search"
  | "photo"
  | "web-portfolio"
  | "card";

export interface IslandTexts {
  /** The message files (`app/i18n/messages/<lang>/<file>.ts`) the keys live in. */
  files: readonly MessageFile[];
  /** Key prefixes this island renders; matched with `startsWith`. */
  prefixes: readonly string[];
}

const FOOTER = ["footer.", "chat.ibanRequest"];
const PHOTO_GRID = ["photo.category.", "photo.item.", "photo.gallery.", "photo.lightbox."];

export const ISLAND_TEXTS: Readonly<Record<string, IslandTexts>> = {
  footer: { files: ["common"], prefixes: FOOTER },
  "cookie-banner": { files: ["common"], prefixes: ["cookie."] },
  // A legal page's body (one island per language): the privacy policy quotes the banner's labels
  // ({cookie.acceptAll}) and offers "Cookie settings".
  "legal-body": { files: ["common"], prefixes: ["cookie.", "footer.cookieSettings"] },
  "search-results": { files: ["search"], prefixes: ["search."] },
  services: { files: ["home"], prefixes: ["home.services."] },
  about: { files: ["home", "common"], prefixes: ["home.about.", ...FOOTER] },
  portfolio: { files: ["home"], prefixes: ["home.portfolio.", "home.projects."] },
  // The form texts (`contact.*`: labels, field errors, toasts) stay with the page: every lead form
  // uses them, some only in states the prerender never shows (a refused post, a failed send).
  contact: { files: ["home"], prefixes: ["home.contact."] },
  calculator: { files: ["calculator", "quote"], prefixes: ["calculator.", "quote."] },
  "photo-services": { files: ["photo"], prefixes: ["photo.services.", "photo.service."] },
  "photo-sessions": { files: ["photo"], prefixes: ["photo.sessions.", "photo.session."] },
  "photo-gallery-section": { files: ["photo"], prefixes: PHOTO_GRID },
  "photo-reasons": { files: ["photo"], prefixes: ["photo.reasons.", "photo.reason."] },
  "photo-cta": { files: ["photo"], prefixes: ["photo.cta."] },
  "photo-work": { files: ["photo"], prefixes: [...PHOTO_GRID, "photo.portfolio."] },
  "video-work": { files: ["photo"], prefixes: [...PHOTO_GRID, "photo.portfolio."] },
  "portfolio-cta": { files: ["photo"], prefixes: ["photo.portfolio."] },
  "web-projects": {
    files: ["web-portfolio"],
    prefixes: [
      "webPortfolio.projects.",
      "webPortfolio.project.",
      "webPortfolio.filter.",
      "webPortfolio.features",
      "webPortfolio.industry",
      "webPortfolio.screenshotAlt",
      "webPortfolio.service",
      "webPortfolio.technologies",
      "webPortfolio.view",
    ],
  },
  "web-process": { files: ["web-portfolio"], prefixes: ["webPortfolio.process."] },
  "web-cta": { files: ["web-portfolio"], prefixes: ["webPortfolio.cta."] },
  "card-contacts": {
    files: ["card"],
    prefixes: ["card.contact", "card.chatPrefill", "card.locationValue"],
  },
  "card-skills": { files: ["card"], prefixes: ["card.skill"] },
  "card-languages": {
    files: ["card"],
    prefixes: ["card.language.", "card.languagesHeading", "card.level"],
  },
};

/**
 * Keys under an island's prefix that parts hydrated at load render too (the language menu, the
 * home page's structured data): they stay in the page's dictionary. A key only one page renders
 * outside its island is listed for that page instead (app/i18n/page-message-groups.ts).
 */
const SHARED_WITH_PAGE: ReadonlySet<string> = new Set([
  "footer.privacy",
  "footer.language",
  "footer.description",
]);

const OWNED: readonly string[] = [
  ...new Set(Object.values(ISLAND_TEXTS).flatMap((texts) => texts.prefixes)),
];

/** Whether a key comes with an island's code rather than in the page's dictionary. */
export function isIslandKey(key: string): boolean {
  return !SHARED_WITH_PAGE.has(key) && OWNED.some((prefix) => key.startsWith(prefix));
}

/** The island's own keys out of a whole dictionary. */
export function pickIslandTexts(
  dictionary: Partial<Messages>,
  texts: IslandTexts,
): Partial<Messages> {
  const picked: Partial<Record<MessageKey, string>> = {};
  for (const [key, text] of Object.entries(dictionary) as [MessageKey, string][]) {
    if (texts.prefixes.some((prefix) => key.startsWith(prefix))) picked[key] = text;
  }
  return picked;
}

/**
 * One lazily loaded chunk per language and message file. Built by the bundler; a function, so that
 * scripts run outside it (tsx) can import this module.
 */
function messageFiles() {
  return import.meta.glob<Record<string, Record<string, string>>>([
    "./messages/*/*.ts",
    "!./messages/*/index.ts",
  ]);
}

/**
 * In the browser (loaded with the first island, not with the page): fetches the island's message
 * files in this language and picks its keys; null for an island without texts of its own.
 */
export async function loadIslandTexts(name: string, lang: Lang): Promise<Partial<Messages> | null> {
  const texts = ISLAND_TEXTS[name];
  if (!texts) return null;
  const files = messageFiles();
  const modules = await Promise.all(
    texts.files.map((file) => {
      const load = files[`./messages/${lang}/${file}.ts`];
      if (!load) throw new Error(`No message file ${lang}/${file}`);
      return load();
    }),
  );
  const merged: Record<string, string> = {};
  for (const module of modules)
    for (const group of Object.values(module)) Object.assign(merged, group);
  return pickIslandTexts(merged as Partial<Messages>, texts);
}
