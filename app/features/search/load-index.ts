import { searchIndexUrl, type SearchEntry } from "./search-index";

export type LoadedIndex = { ok: true; entries: SearchEntry[] } | { ok: false };

const cache = new Map<string, Promise<LoadedIndex>>();

/** The language's index, fetched once per page view; never rejects (a failure is a value). */
export function loadSearchIndex(lang: string): Promise<LoadedIndex> {
  let promise = cache.get(lang);
  if (!promise) {
    promise = fetch(searchIndexUrl(lang), { headers: { Accept: "application/json" } })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<SearchEntry[]>;
      })
      .then((entries): LoadedIndex => ({ ok: true, entries }))
      .catch((error: unknown) => {
        console.warn("Search index not available:", error instanceof Error ? error.message : error);
        cache.delete(lang);
        return { ok: false };
      });
    cache.set(lang, promise);
  }
  return promise;
}
