import { expect, test, type Page } from "./support/test";
import { STUDIO } from "../../app/content/studio";
import { allPagePaths, pageLangs, pathFor } from "../../app/i18n/pages";

/**
 * Fails when a Dutch, Ukrainian or French page still carries English: any run of three or more
 * words of the English version of the same page found verbatim on the translated page.
 * Brand and product names, people, addresses, emails, URLs and numbers do not count.
 */
const MIN_PHRASE_WORDS = 3;

const NAMES = [
  STUDIO.brand,
  STUDIO.founder,
  STUDIO.legal.registeredAddress,
  STUDIO.legal.businessAddress,
  `${STUDIO.address.street}, ${STUDIO.address.postalCode} ${STUDIO.address.city}`,
  ...STUDIO.socials.map((s) => s.label),
  "Meta Platforms Ireland Ltd.",
  "Telegram Messenger Inc.",
  "Conversions API",
  "Data Privacy Framework",
  "Autoriteit Persoonsgegevens",
  "Google Maps",
  "WhatsApp",
  "Telegram",
].sort((a, b) => b.length - a.length);

/** Runs of plain words per line; anything that is not a plain word breaks the run. */
function wordRuns(text: string): string[][] {
  let cleaned = text.replace(/\S+@\S+/g, "\n").replace(/\b(?:https?:\/\/|www\.)\S+/g, "\n");
  for (const name of NAMES) cleaned = cleaned.split(name).join("\n");
  const runs: string[][] = [];
  for (const line of cleaned.split(/[\n.!?;:()[\]{}"“”«»‘’|•·—–/]+/)) {
    let run: string[] = [];
    for (const raw of line.split(/\s+/)) {
      const word = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
      // camelCase identifiers and acronyms are names, not prose.
      const plain =
        /^\p{L}[\p{L}'’-]*$/u.test(word) &&
        !/\p{Ll}\p{Lu}/u.test(word) &&
        !/^\p{Lu}{2,}$/u.test(word);
      if (!plain || /\d|_/.test(raw)) {
        if (run.length) runs.push(run);
        run = [];
        continue;
      }
      run.push(word.toLowerCase());
    }
    if (run.length) runs.push(run);
  }
  return runs;
}

function phrases(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const run of wordRuns(text)) {
    for (let i = 0; i + MIN_PHRASE_WORDS <= run.length; i++) {
      const phrase = run.slice(i, i + MIN_PHRASE_WORDS).join(" ");
      if (!found.has(phrase)) found.set(phrase, run.join(" "));
    }
  }
  return found;
}

async function visibleText(page: Page, path: string): Promise<string> {
  await page.goto(encodeURI(path), { waitUntil: "domcontentloaded" });
  return page.locator("body").innerText();
}

/** Every prefixed page of a language, paired with the English page it translates. */
function pagesOf(lang: "nl" | "ua" | "fr"): { path: string; english: string }[] {
  const pages = allPagePaths()
    .filter((p) => p.lang === lang)
    .map((p) => ({
      path: p.path,
      english: pageLangs(p.id).includes("en") ? pathFor(p.id, "en") : pathFor("home", "en"),
    }));
  return [...pages, { path: `/${lang}/no-such-page`, english: "/en/no-such-page" }];
}

// The prerendered HTML is what every visitor gets first; no scripts makes this check fast.
test.use({ javaScriptEnabled: false });

for (const lang of ["nl", "ua", "fr"] as const) {
  test(`no English left on the ${lang} pages`, async ({ page }) => {
    test.setTimeout(60_000);
    const englishCache = new Map<string, Map<string, string>>();
    const offending: string[] = [];
    for (const { path, english } of pagesOf(lang)) {
      if (!englishCache.has(english))
        englishCache.set(english, phrases(await visibleText(page, english)));
      const englishPhrases = englishCache.get(english) ?? new Map();
      const translated = phrases(await visibleText(page, path));
      const leaks = [...translated.keys()].filter((p) => englishPhrases.has(p));
      // Report each English passage once, by the longest context it was found in.
      const contexts = [...new Set(leaks.map((p) => translated.get(p) ?? p))];
      for (const context of contexts) offending.push(`${path}: "${context}"`);
    }
    expect(offending, `English text on ${lang} pages:\n${offending.join("\n")}`).toEqual([]);
  });
}
