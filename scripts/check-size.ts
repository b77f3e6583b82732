/**
 * `npm run check:size` (run by scripts/test-all.sh after the build): for every prerendered page,
 * the brotli bytes of the scripts it loads before any interaction (the module script's imports and
 * the module preloads the router lists) and the gzip bytes of its HTML. Fails when a page is over
 * its ceiling, or when its scripts with their answers' headers (as Lighthouse counts them) are over
 * the JS target; prints how far each page is from the speed targets (scripts/bench-targets.ts).
 * Chunks a page imports on its own at mount time are not seen here; `npm run bench` counts those.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { BUDGET } from "./bench-targets";
import { FIRST_WINDOW, PAGE_HEADER_BYTES } from "../server/inline-dictionary";

const CLIENT = path.resolve("build", "client");

/**
 * What CI enforces today, in KB: the targets once the pages meet them; until then a ceiling just
 * above the current figures, so nothing grows while the rest of the way is worked on. The page
 * dictionary moved from the HTML into a script file (docs/decisions/299-page-dictionary-as-a-file.md):
 * JS ceilings up by its size, HTML down. Stop 35: other pages up to 104 KB (target 105) for the
 * demo sites' bar, which now carries its texts in the four languages (decision 151). Stop 45: home
 * up to 106.7 KB (target 115 with headers; `/ua` is 111.4) for the focus a new page gives its
 * heading (decision 322), which the root chunk carries to every page. Stop 46: HTML up to 23.6 KB
 * (`/ua` went from 24,060 to 24,065 bytes) for the room the chat button leaves the footer's language
 * switcher and the calculator's focus (decision 321, amended). Stop 47: HTML up to 23.7 KB (`/ua`
 * 24,125 → 24,171 bytes) for the content review's Ukrainian wording (a natural phrase for a slang
 * word, "ШІ" for "AI") and the page's own language in the structured data; home JS up to 106.9 KB
 * for that data's names in the four languages (written out: `Intl.DisplayNames` cost the phone
 * about 65 ms before the page answered). Stop 48: the browser runs on Preact instead of React
 * (docs/decisions/325-preact-in-the-browser.md): JS ceilings down to 58.5 KB (home, `/ua` 58.3)
 * and 56 KB (others, the cleaning demo 55.5); HTML down to 23.6 KB (`/ua` 24,171 → 24,123 bytes:
 * the router's data scripts lost their Suspense marks, the page's content gained one pair). Stop 50:
 * HTML up to 23.8 KB (`/ua` 24,129 → 24,290 bytes) for the calculator's page count without
 * JavaScript (docs/decisions/328-page-count-without-javascript.md) and the dictionary's preload
 * link (docs/decisions/327-scripts-fetched-after-the-first-frame.md). Stop 51: HTML up to 23.9 KB
 * (`/ua` 24,290 → 24,370 bytes, 23.80 KB) for the boot lines that post a held cookie choice when a
 * link to another page is followed (docs/decisions/180-deferred-islands.md, amended). Stop 52: other
 * pages up to 56.8 KB for `/nl/tandarts`, which sits on the line of keeping its dictionary in its
 * HTML (server/inline-dictionary.ts: 13,350 bytes of brotli with it written in): a few bytes on the
 * page move its 1.3 KB dictionary into a file (JS 56.6 KB, HTML 12.3 KB brotli) or back (55.2 KB,
 * 13.3 KB). Both are within the targets; the file keeps the HTML in its first window. HTML up to
 * 24.0 KB (`/ua` 24,370 → 24,493 bytes) for the boot lines that store a cookie choice at the tap
 * (docs/decisions/329-cookie-choice-stored-at-the-tap.md) and the share image in the page's
 * language (docs/decisions/332-share-images-per-language.md). Stop 53: home JS up to 58.7 KB (`/ua`
 * 58.5) for the bar shown while the next page is on its way
 * (app/components/layout/navigation-progress.tsx) and the dialogs' invoker commands
 * (docs/decisions/333-dialogs-modal-before-javascript.md). Stop 54: other pages up to 56.9 KB
 * (`/nl/tandarts` 56.8+) for the dental thank-you that ends with its send and the Forward that steps
 * off a closed overlay's entry (app/lib/overlay-history.ts); HTML up to 24.1 KB (`/ua` 24,493 →
 * 24,579 bytes) for the country in the page's language in the company details ("Нідерланди") and
 * the language review's Ukrainian wording. Stop 55: home JS up to 58.8 KB (`/ua` 58.8) and other
 * pages up to 57.0 KB (`/nl/tandarts` 56.9+) for the one window listener that tracks every phone
 * and chat-app link, hydrated or not (docs/decisions/337-contact-clicks-tracked-by-one-listener.md);
 * then home JS up to 58.9 KB, other pages up to 57.1 KB and HTML up to 24.2 KB (`/ua` 24,579 →
 * 24,731 bytes) for the accessibility review's fixes: Escape for hover tooltips, the rings on dark
 * panels and the chat button, the hoverable (i) bubble
 * (docs/decisions/338-focus-and-state-in-every-colour-scheme.md).
 *
 * Stop 56: a ceiling just above today's figures failed CI at the owner's first content edit (a
 * reviewer changed a price, the phone number and two sentences: `/ua` went 46 bytes over), and the
 * owner must be able to edit texts without touching this file (README, "Editing content and
 * prices"). The ceilings now leave room for content: about 2 KB of scripts (a page's texts are in
 * its dictionary file, decision 299) and 1.2 KB of home-page HTML, and every other page is held to
 * the HTML target itself (the largest, `/ua/конфіденційність`, is 16.5 KB). Code that grows a page
 * still shows in the table and in the bench; a change that eats the room moves the ceiling here,
 * with its reason, as before. At that stop `/ua` was 24,838 bytes gzip (24.3 KB) and 58.8 KB of
 * scripts after the header that fits large text (docs/decisions/340-header-fits-large-text.md).
 */
const CEILING = { jsKbHome: 61, jsKbOther: 59, htmlKbHome: 25.5, htmlKb: BUDGET.htmlKb };

/**
 * The headers of one script file's answer (a hashed asset, brotli): 285-287 bytes measured on the
 * built server (300-302 until stop 42 dropped the charset from the type, decision 317). Lighthouse
 * counts them with each file, so the JS target is checked on body and headers together: a tiny
 * shared chunk costs more in headers than in code (decision 260).
 */
const SCRIPT_HEADER_BYTES = 286;

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "assets" ? [] : pages(full);
    return name === "index.html" ? [full] : [];
  });
}

function fileKb(url: string, encoding: "br" | "gz"): number {
  const file = path.join(CLIENT, url.split(/[?#]/)[0]!);
  const packed = `${file}.${encoding}`;
  return statSync(existsSync(packed) ? packed : file).size / 1024;
}

/** Script URLs a page loads before any interaction. */
function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="(?:x-deferred-)?modulepreload" href="([^"]+)"/g))
    urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]* src="([^"]+)"/g)) urls.add(m[1]!);
  const boot = /<script type="(?:x-deferred-)?module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  for (const m of (boot ?? "").matchAll(/import ?(?:[^"]* from ?)?"([^"]+)"/g)) urls.add(m[1]!);
  return [...urls].filter((u) => u.startsWith("/"));
}

interface PageSize {
  page: string;
  jsKb: number;
  /** `jsKb` with each file's headers: the figure Lighthouse shows, and the one the target is for. */
  jsWireKb: number;
  htmlKb: number;
  /** Brotli bytes of the HTML, as served. */
  htmlBr: number;
  home: boolean;
}

function measure(): PageSize[] {
  return pages(CLIENT)
    .filter((f) => !f.includes("__"))
    .map((file) => {
      const page = `/${path.relative(CLIENT, path.dirname(file)).split(path.sep).join("/")}`;
      const html = readFileSync(file, "utf8");
      const scripts = scriptsOf(html);
      const jsKb = scripts.reduce((s, u) => s + fileKb(u, "br"), 0);
      return {
        page,
        jsKb,
        jsWireKb: jsKb + (scripts.length * SCRIPT_HEADER_BYTES) / 1024,
        htmlKb: fileKb(path.relative(CLIENT, file), "gz"),
        htmlBr: Math.round(fileKb(path.relative(CLIENT, file), "br") * 1024),
        home: /^\/(en|nl|ua|fr)$/.test(page),
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

const over: string[] = [];
const offTarget: string[] = [];
for (const p of measure()) {
  const jsCeiling = p.home ? CEILING.jsKbHome : CEILING.jsKbOther;
  const jsTarget = p.home ? BUDGET.jsKbHome : BUDGET.jsKbOther;
  if (p.jsKb > jsCeiling) over.push(`${p.page}: JS ${p.jsKb.toFixed(2)} KB > ${jsCeiling}`);
  if (p.jsWireKb > jsTarget)
    over.push(`${p.page}: JS with headers ${p.jsWireKb.toFixed(1)} KB > ${jsTarget}`);
  const htmlCeiling = p.home ? CEILING.htmlKbHome : CEILING.htmlKb;
  if (p.htmlKb > htmlCeiling)
    over.push(`${p.page}: HTML ${p.htmlKb.toFixed(2)} KB > ${htmlCeiling}`);
  const misses = [
    p.jsKb > jsTarget ? `JS ${p.jsKb.toFixed(1)} KB (target ${jsTarget})` : "",
    p.htmlKb > BUDGET.htmlKb ? `HTML ${p.htmlKb.toFixed(1)} KB (target ${BUDGET.htmlKb})` : "",
  ].filter(Boolean);
  if (misses.length) offTarget.push(`${p.page}: ${misses.join(", ")}`);
  // Whether the answer (its headers estimated) fits the first round trip (decision 250): shown,
  // not enforced, since a longer text may rightly cost a page its single round trip.
  const window = p.htmlBr + PAGE_HEADER_BYTES <= FIRST_WINDOW ? "first window" : "2+ round trips";
  console.log(
    `${p.page.padEnd(36)} JS ${p.jsKb.toFixed(1).padStart(6)} KB br (${p.jsWireKb.toFixed(1)} with headers)  HTML ${p.htmlKb.toFixed(1).padStart(5)} KB gz ${String(p.htmlBr).padStart(6)} B br  ${window}`,
  );
}
if (offTarget.length) console.log(`\nNot yet at the speed targets:\n  ${offTarget.join("\n  ")}`);
if (over.length) {
  console.error(`\nOver the size ceiling (scripts/check-size.ts):\n  ${over.join("\n  ")}`);
  process.exit(1);
}
console.log("\nsize check: every page within its ceiling");
