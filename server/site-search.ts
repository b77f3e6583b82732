/** The site search on the server: the build's per-language index, read once, then searched. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { searchIndexUrl, type SearchEntry } from "../app/features/search/search-index";
import { searchPages, type SearchResult } from "../app/features/search/search";
import type { Lang } from "../app/i18n/languages";

export function createSiteSearch(clientDir: string) {
  const indexes = new Map<Lang, Promise<SearchEntry[] | null>>();
  const load = (lang: Lang) =>
    readFile(path.join(clientDir, searchIndexUrl(lang)), "utf8")
      .then((text) => JSON.parse(text) as SearchEntry[])
      .catch(() => null);
  return async (lang: Lang, query: string): Promise<SearchResult[] | null> => {
    let index = indexes.get(lang);
    if (!index) indexes.set(lang, (index = load(lang)));
    const entries = await index;
    return entries ? searchPages(entries, query) : null;
  };
}
