import { brotliCompressSync, constants } from "node:zlib";
import { DEFERRED_PRELOAD, DICTIONARY_HREF } from "./defer-hydration";

/**
 * Run on prerendered pages at build time, and on pages the server renders per request (the 404
 * page, a page with a query) (docs/decisions/299-page-dictionary-as-a-file.md). A page whose
 * HTML still fits the first round trip with its dictionary written in keeps it in the page, and
 * loads no dictionary file. The file costs a request and its headers among the scripts counted
 * before any interaction; it pays only where the HTML would otherwise need a second round trip.
 *
 * The boot module's `import"/assets/dict/…js";` becomes the file's one statement, in the same
 * place: imports run first either way, then this statement, then the route table and hydration.
 * The file's preload link goes too.
 */

/** TCP's first window on a new connection: 10 segments of about 1,460 bytes (decision 250). */
export const FIRST_WINDOW = 14_600;
/**
 * A page answer's headers with its CSP hashes: about 910 bytes (909 measured on a legal or photo
 * page, 1,017 on a home page, which has more inline scripts; stop 32 took 63 bytes off every page,
 * stop 37 one more hash: docs/decisions/295-router-output-compacted.md).
 */
export const PAGE_HEADER_BYTES = 910;
/** Room kept for the headers when deciding, with a margin so a page at the edge loads the file. */
const HEADER_ALLOWANCE = 1_250;

const DICTIONARY_IMPORT = new RegExp(`import"(${DICTIONARY_HREF.source})";`);

/**
 * `quality` is the brotli quality the page will be sent with: 11 for the build's precompressed
 * files, the server's lower one for a page rendered per request (a cheaper check, and a larger
 * estimate, so it errs towards the file).
 */
export function inlineSmallDictionary(
  html: string,
  readAsset: (url: string) => string | undefined,
  quality = 11,
): string {
  const brotliSize = (text: string) =>
    brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
      .length;
  const found = DICTIONARY_IMPORT.exec(html);
  const statement = found && readAsset(found[1]!)?.trim();
  if (!found || !statement) return html;
  // Its preload goes with the import (docs/decisions/327-scripts-fetched-after-the-first-frame.md).
  const inlined = html
    .replace(found[0], () => statement)
    .replace(`${DEFERRED_PRELOAD}href="${found[1]!}"/>`, "");
  return brotliSize(inlined) + HEADER_ALLOWANCE <= FIRST_WINDOW ? inlined : html;
}
