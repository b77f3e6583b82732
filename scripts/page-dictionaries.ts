/**
 * Build step: writes each page's dictionary file (docs/decisions/299-page-dictionary-as-a-file.md)
 * into `build/client/assets/dict/`, one per distinct dictionary of every prerendered path. A
 * language's 404 dictionary is the one every unknown path in that language renders with, so the
 * pages the server renders per request find their file too (`tests/unit/page-dictionary.test.ts`).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { packedDictionaryFor } from "../app/i18n/messages/for-page";
import { DICTIONARY_DIR, dictionaryHref, dictionaryModule } from "../app/i18n/page-dictionary";
import { DICTIONARY_HREF } from "../server/defer-hydration";
import { allPrerenderPaths } from "../app/i18n/prerender";

/** Every dictionary file the site needs, by address. */
export function pageDictionaryFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const pathname of allPrerenderPaths()) {
    const { lang, packed } = packedDictionaryFor(pathname);
    const href = dictionaryHref(lang, packed);
    files.set(href, dictionaryModule(href, packed));
  }
  return files;
}

/** Writes every dictionary file; returns their addresses. */
export function writePageDictionaries(clientDir: string): ReadonlySet<string> {
  const files = pageDictionaryFiles();
  mkdirSync(path.join(clientDir, DICTIONARY_DIR), { recursive: true });
  for (const [href, text] of files) writeFileSync(path.join(clientDir, href), text);
  return new Set(files.keys());
}

/** Dictionary addresses a built page refers to that no written file answers. */
export function missingDictionaries(
  clientDir: string,
  htmlFiles: readonly string[],
  written: ReadonlySet<string>,
): string[] {
  const missing = new Set<string>();
  const hrefs = new RegExp(DICTIONARY_HREF.source, "g");
  for (const file of htmlFiles) {
    for (const [href] of readFileSync(file, "utf8").matchAll(hrefs))
      if (!written.has(href)) missing.add(`${path.relative(clientDir, file)}: ${href}`);
  }
  return [...missing];
}
