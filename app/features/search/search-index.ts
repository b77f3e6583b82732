/**
 * The site-search index (docs/decisions/015-site-search-from-the-built-pages.md): built from the
 * prerendered HTML at build time (build-tools/extract-search-entry.ts), one small JSON file per
 * language.
 */

export interface SearchSection {
  /** Anchor to link to, when the section has one. */
  id?: string;
  heading: string;
  text: string;
}

export interface SearchEntry {
  path: string;
  title: string;
  description: string;
  /** Text before the first sub-heading (the page intro). */
  intro: string;
  sections: SearchSection[];
}

/** Where the index of a language is served from. */
export function searchIndexUrl(lang: string): string {
  return `/search/${lang}.json`;
}

/** Why: enough text per section to match on, small enough to keep each index a few KB. */
export const SECTION_TEXT_LIMIT = 400;
