import { brotliCompressSync, constants } from "node:zlib";
import { DICTIONARY_HREF } from "../server/defer-hydration";

/**
 * Build step for prerendered pages (docs/decisions/299-page-dictionary-as-a-file.md): a page whose
 * HTML still fits the first round trip with its dictionary written in keeps it in the page, and
 * loads no dictionary file. The file costs a request and its headers among the scripts counted
 * before any interaction; it pays only where the HTML would otherwise need a second round trip.
 *
 * The boot module's `import"/assets/dict/…js";` becomes the file's one statement, in the same
 * place: imports run first either way, then this statement, then the route table and hydration.
 */

/** TCP's first window on a new connection: 10 segments of about 1,460 bytes (decision 250). */
export const FIRST_WINDOW = 14_600;
/**
 * A page answer's headers with its CSP hashes: about 1,040 bytes (1,036 measured on a legal or
 * photo page, 1,090 on a home page, which has more inline scripts).
 */
export const PAGE_HEADER_BYTES = 1_040;
/** Room kept for the headers when deciding, with a margin so a page at the edge loads the file. */
const HEADER_ALLOWANCE = 1_250;

const DICTIONARY_IMPORT = new RegExp(`import"(${DICTIONARY_HREF.source})";`);

const brotliSize = (html: string) =>
  brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    .length;

export function inlineSmallDictionary(
  html: string,
  readAsset: (url: string) => string | undefined,
): string {
  const found = DICTIONARY_IMPORT.exec(html);
  const statement = found && readAsset(found[1]!)?.trim();
  if (!found || !statement) return html;
  const inlined = html
    .replace(found[0], () => statement)
    .replace(`<link rel="x-deferred-modulepreload" href="${found[1]}"/>`, "");
  return brotliSize(inlined) + HEADER_ALLOWANCE <= FIRST_WINDOW ? inlined : html;
}
