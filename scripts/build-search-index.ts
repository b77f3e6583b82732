/**
 * Build step (run by postbuild.ts, after prerendering): the site-search index of each language,
 * read from the prerendered pages themselves, written to build/client/search/{lang}.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { searchIndexUrl, type SearchEntry } from "../app/features/search/search-index";
import { extractSearchEntry } from "../build-tools/extract-search-entry";
import { LANGS } from "../app/i18n/languages";
import { PAGES, allPagePaths } from "../app/i18n/pages";

export function buildSearchIndexes(clientDir: string): Record<string, SearchEntry[]> {
  const indexable = new Set(PAGES.filter((p) => p.index).map((p) => p.id));
  const byLang: Record<string, SearchEntry[]> = Object.fromEntries(LANGS.map((l) => [l, []]));
  for (const { id, lang, path: pagePath } of allPagePaths()) {
    if (!indexable.has(id)) continue;
    const file = path.join(clientDir, pagePath, "index.html");
    if (!existsSync(file)) throw new Error(`search index: no prerendered page at ${file}`);
    byLang[lang]?.push(extractSearchEntry(readFileSync(file, "utf8"), pagePath));
  }
  for (const lang of LANGS) {
    const out = path.join(clientDir, searchIndexUrl(lang));
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(byLang[lang]));
  }
  return byLang;
}
