import type { SearchEntry } from "./search-index";

/**
 * Lower case, without diacritics (é -> e, й -> и, ї -> і) and without apostrophes, so a visitor
 * finds "connexion" with "connexión" and "зв'язок" with "звʼязок". Works for Latin and Cyrillic.
 */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’ʼ`]/g, "")
    .toLowerCase();
}

export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Why: one letter matches nearly every page; digits alone ("7") are still meaningful. */
const MIN_TOKEN_LENGTH = 2;
/** Why: inside a compound word ("tandartspraktijk") only longer fragments are meaningful. */
const MIN_INFIX_LENGTH = 4;
/** How much a match counts, by where it is. */
const WEIGHTS = { title: 10, heading: 6, description: 4, text: 2 } as const;
const MAX_RESULTS = 20;

export function queryTokens(query: string): string[] {
  return [
    ...new Set(tokenize(query).filter((t) => t.length >= MIN_TOKEN_LENGTH || /^\d+$/.test(t))),
  ];
}

/**
 * Why 0.7: words differing only in their ending are forms of one word ("droits"/"droit",
 * "конфіденційність"/"конфіденційності"); a cheap stand-in for stemming in four languages.
 */
const STEM_SHARE = 0.7;
const MIN_STEM_LENGTH = 4;

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Short words change their ending too: Ukrainian "ціна" is "ціни", "ціну", "цінами" on the page.
 * A query word of four letters or more without its final vowels (and soft sign) is a stem when at
 * least three letters are left; a page word is another form of it when only a short ending
 * follows. Vowels after normalizeText, which has turned "й" into "и" and "ї" into "і".
 */
const FINAL_VOWELS = /[aeiouyаеєиіоуюяь]+$/u;
const MIN_SHORT_STEM = 3;
const MAX_ENDING = 3;

function shortStem(token: string): string | null {
  if (token.length < MIN_STEM_LENGTH) return null;
  const stem = token.replace(FINAL_VOWELS, "");
  return stem.length >= MIN_SHORT_STEM && stem !== token ? stem : null;
}

/**
 * Ukrainian swaps "і" and "о" inside a word's stem as its ending changes ("вартість", "вартості";
 * "ніч", "ночі"): forms of a word are compared with both read as "о".
 */
function foldVowelShift(word: string): string {
  return word.replaceAll("і", "о");
}

/**
 * 1 for a word starting with the token, 0.75 for another form of the same word, 0.5 for a long
 * token inside a (compound) word, else 0.
 */
function matchStrength(words: readonly string[], token: string): number {
  const stem = Math.max(MIN_STEM_LENGTH, Math.ceil(token.length * STEM_SHARE));
  const folded = foldVowelShift(token);
  const short = shortStem(folded);
  let best = 0;
  for (const word of words) {
    if (word.startsWith(token)) return 1;
    const form = foldVowelShift(word);
    if (token.length > MIN_STEM_LENGTH && commonPrefixLength(form, folded) >= stem) best = 0.75;
    else if (short && form.startsWith(short) && form.length - short.length <= MAX_ENDING)
      best = 0.75;
    else if (best < 0.5 && token.length >= MIN_INFIX_LENGTH && word.includes(token)) best = 0.5;
  }
  return best;
}

interface Field {
  weight: number;
  words: string[];
  /** The section this text belongs to, for a link to its anchor. */
  section?: number;
}

function fieldsOf(entry: SearchEntry): Field[] {
  return [
    { weight: WEIGHTS.title, words: tokenize(entry.title) },
    { weight: WEIGHTS.description, words: tokenize(entry.description) },
    { weight: WEIGHTS.text, words: tokenize(entry.intro) },
    ...entry.sections.flatMap((s, i) => [
      { weight: WEIGHTS.heading, words: tokenize(s.heading), section: i },
      { weight: WEIGHTS.text, words: tokenize(s.text), section: i },
    ]),
  ];
}

export interface SearchResult {
  /** Page path, with the anchor of the best matching section when it has one. */
  href: string;
  title: string;
  /** The best matching section's heading, when the match is inside the page. */
  sectionHeading?: string;
  snippet: string;
  score: number;
}

/**
 * Ranks the pages of one language for a query. A page must contain every word of the query
 * (as a word prefix); when no page does, pages containing the most words are shown instead.
 */
export function searchPages(entries: readonly SearchEntry[], query: string): SearchResult[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const scored = entries.map((entry) => {
    const fields = fieldsOf(entry);
    const titleWords = fields[0]?.words ?? [];
    const sectionScores = new Map<number, number>();
    /** How many words of a section match: between sections of one score, the one saying it most. */
    const sectionHits = new Map<number, number>();
    let score = 0;
    let matched = 0;
    for (const token of tokens) {
      // A word of the page title says which page, not which section: it does not pick the anchor.
      const inTitle = matchStrength(titleWords, token) > 0;
      let best = 0;
      for (const field of fields) {
        const strength = matchStrength(field.words, token) * field.weight;
        if (strength === 0) continue;
        best = Math.max(best, strength);
        if (field.section !== undefined && !inTitle) {
          sectionScores.set(field.section, (sectionScores.get(field.section) ?? 0) + strength);
          const hits = field.words.filter((w) => matchStrength([w], token) > 0).length;
          sectionHits.set(field.section, (sectionHits.get(field.section) ?? 0) + hits);
        }
      }
      if (best > 0) matched++;
      score += best;
    }
    return { entry, score, matched, sectionScores, sectionHits };
  });
  const mostMatched = Math.max(0, ...scored.map((s) => s.matched));
  if (mostMatched === 0) return [];
  return scored
    .filter((s) => s.matched === mostMatched)
    .sort((a, b) => b.score - a.score || a.entry.path.localeCompare(b.entry.path))
    .slice(0, MAX_RESULTS)
    .map(({ entry, score, sectionScores, sectionHits }) => {
      const hits = (section: number) => sectionHits.get(section) ?? 0;
      const [bestSection] =
        [...sectionScores.entries()].sort((a, b) => b[1] - a[1] || hits(b[0]) - hits(a[0]))[0] ??
        [];
      const inPage = bestSection === undefined ? undefined : entry.sections[bestSection];
      return {
        href: inPage?.id ? `${entry.path}#${inPage.id}` : entry.path,
        title: entry.title,
        ...(inPage ? { sectionHeading: inPage.heading } : {}),
        snippet: (inPage?.text || entry.description || entry.intro).trim(),
        score,
      };
    });
}
