/**
 * A page's dictionary (the texts React hydrates at load) as a small script file of its own
 * instead of inside the page's HTML (docs/decisions/299-page-dictionary-as-a-file.md).
 *
 * The file is named by its content (`/assets/dict/ua-1x2y3z.js`), so it is cached for good and
 * shared by every page with the same texts (a language's 404 pages). It registers its text under
 * its own address on `self.__dict`. The page imports it in its boot module ahead of the route
 * modules, so it is there when React hydrates; a client-side navigation loads the next page's
 * file in the root route's `clientLoader`. On the server, the root loader registers the text it
 * computed, and the build writes one file per distinct dictionary (`scripts/page-dictionaries.ts`).
 * A page that fits the first round trip with its text written in gets the file's statement inline
 * instead of the import (`server/inline-dictionary.ts`).
 */
import type { Lang } from "./languages";
import type { MessageKey, Messages } from "./messages/types";
import { unpackMessages } from "./packed-messages";

export const DICTIONARY_DIR = "/assets/dict/";

type Registry = Record<string, string>;

function registry(): Registry {
  const scope = globalThis as typeof globalThis & { __dict?: Registry };
  return (scope.__dict ??= {});
}

/** FNV-1a, 32 bits, over the UTF-16 code units: a name that changes whenever the text does. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The address of the file that holds this packed dictionary. */
export function dictionaryHref(lang: Lang, packed: string): string {
  return `${DICTIONARY_DIR}${lang}-${contentHash(packed)}.js`;
}

/**
 * The file's text: one statement that registers the dictionary under the file's address. `<` is
 * escaped, so the same statement can also stand inside a page's inline script.
 */
export function dictionaryModule(href: string, packed: string): string {
  const text = JSON.stringify(packed).replaceAll("<", "\\u003c");
  return `(self.__dict||={})[${JSON.stringify(href)}]=${text};\n`;
}

/** Server (root loader): keeps the text for the render and meta functions; returns the address. */
export function registerDictionary(lang: Lang, packed: string): string {
  const href = dictionaryHref(lang, packed);
  registry()[href] = packed;
  return href;
}

/** The dictionary at this address, which must have been registered or loaded. */
export function dictionaryAt(href: string): Partial<Messages> {
  const packed = registry()[href];
  if (packed === undefined) throw new Error(`Page dictionary ${href} is not loaded`);
  return unpackMessages(packed);
}

/** Browser: loads the file at this address unless it is already here. */
export async function loadDictionary(href: string): Promise<void> {
  if (registry()[href] !== undefined) return;
  await import(/* @vite-ignore */ href);
  if (registry()[href] === undefined) throw new Error(`Page dictionary ${href} did not register`);
}

/** What the root loader hands each page: its language and where its dictionary is. */
export interface RootLoaderData {
  lang: Lang;
  dictionary: string;
  /** Development server only: the packed dictionary itself (no build wrote the file). */
  messages?: string;
}

/** A page's dictionary from the root loader's data. */
export function pageMessages(data: RootLoaderData): Partial<Messages> {
  // The development server sends the text itself; kept too, for `textInLoadedDictionary`.
  if (data.messages !== undefined) registry()[data.dictionary] ??= data.messages;
  return dictionaryAt(data.dictionary);
}

/**
 * A text from any dictionary of this language already here, for a page whose own dictionary may
 * be what failed to arrive (app/features/recovery/navigation-error.tsx).
 */
export function textInLoadedDictionary(lang: Lang, key: MessageKey): string | undefined {
  for (const [href, packed] of Object.entries(registry())) {
    const text = href.startsWith(`${DICTIONARY_DIR}${lang}-`)
      ? unpackMessages(packed)[key]
      : undefined;
    if (text !== undefined) return text;
  }
  return undefined;
}
