import { LANGS } from "./languages";
import { DEMO_PAGES, PAGES, allPagePaths, pathFor } from "./pages";

/** Unprefixed and old paths (docs/product.md §2.3) that redirect permanently, query kept. */
export const STATIC_REDIRECTS: Readonly<Record<string, string>> = {
  "/": pathFor("home", "en"),
  "/photo": pathFor("photoVideo", "en"),
  "/video": pathFor("photoVideo", "en"),
  "/photo-video": pathFor("photoVideo", "en"),
  "/photo-video-portfolio": pathFor("portfolio", "en"),
  "/portfolio": pathFor("portfolio", "en"),
  "/website-portfolio": pathFor("websitePortfolio", "en"),
  "/card": pathFor("card", "en"),
  "/legal": pathFor("legal", "en"),
  "/juridisch": pathFor("legal", "nl"),
  "/privacy": pathFor("privacy", "en"),
  "/privacybeleid": pathFor("privacy", "nl"),
  "/terms": pathFor("terms", "en"),
  "/voorwaarden": pathFor("terms", "nl"),
  "/tandarts": pathFor("tandarts", "nl"),
  ...Object.fromEntries(
    LANGS.map((lang) => [`/${lang}/photo-video-portfolio`, pathFor("portfolio", lang)]),
  ),
};

/** Every page's path by its lower-case form, to send `/EN` or `/demo/Barbershop` to the page. */
const PAGE_BY_LOWER_CASE: ReadonlyMap<string, string> = new Map(
  [...allPagePaths().map((p) => p.path), ...DEMO_PAGES.map((d) => d.path)].map((path) => [
    path.toLowerCase(),
    path,
  ]),
);

/**
 * A page's slug of another language under this language's prefix (`/nl/terms`, `/ua/privacy`:
 * a visitor who changed only the prefix of an address) -> the page in this language.
 */
const PAGE_BY_OTHER_SLUG: ReadonlyMap<string, string> = new Map(
  PAGES.flatMap((def) =>
    typeof def.slug === "string"
      ? []
      : (def.langs ?? LANGS).flatMap((lang) =>
          Object.values(def.slug).map(
            (slug) => [`/${lang}/${slug}`.toLowerCase(), pathFor(def.id, lang)] as const,
          ),
        ),
  ),
);

/**
 * The path's letters: percent-decoded segment by segment, and composed (NFC), as the pages' paths
 * are written: a "й" copied on some systems arrives as "и" followed by a combining breve.
 */
function decoded(path: string): string {
  try {
    const segments = path.split("/").map((segment) => decodeURIComponent(segment));
    // An encoded slash (`/ua%2Fумови`) is part of a name, not a separator: no page has it.
    if (segments.some((segment) => segment.includes("/"))) return path;
    return segments.join("/").normalize("NFC");
  } catch {
    return path;
  }
}

/**
 * Where a path redirects to, or null when it is served as is. Handles trailing slashes and
 * `/index.html`, repeated slashes inside the path, the /uk alias of /ua, the table above, and a page's path typed in
 * other letter case (`/EN`, `/Nl/photo-video`, `/ua/УМОВИ`): paths are case-sensitive, so without
 * this a visitor would get the 404 page for a page that exists. `pathname` may be
 * percent-encoded; a target with other than ASCII letters is returned percent-encoded.
 */
export function resolveRedirect(pathname: string): string | null {
  let path = pathname.replace(/\/{2,}/g, "/");
  // `/en/index.html` (an old bookmark, a host's default document) is the page at `/en`: served as
  // is, the router would not know the path and replace the page with a 404 once hydrated.
  if (/\/index\.html$/i.test(path)) path = path.slice(0, -"index.html".length);
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  const lower = path.toLowerCase();
  const alias = lower === "/uk" || lower.startsWith("/uk/");
  if (alias) path = `/ua${path.slice(3)}`;
  const target = STATIC_REDIRECTS[path] ?? STATIC_REDIRECTS[path.toLowerCase()];
  if (target) return target;
  const text = decoded(path);
  // A page is sent to one spelling of its address, the one its canonical link and the sitemap
  // use: its letters percent-encoded in upper case (as browsers write them). Raw letters, lower
  // case hex or decomposed letters would otherwise be answered as they came, one page under
  // several addresses in a cache and in the statistics.
  const page = PAGE_BY_LOWER_CASE.get(text.toLowerCase());
  if (page) return encodeURI(page) === pathname ? null : encodeURI(page);
  const translated = PAGE_BY_OTHER_SLUG.get(text.toLowerCase());
  if (translated) return encodeURI(translated);
  // `/uk/…` of a path that is no page (a Dutch or English-only page, a mistyped one) is not
  // sent to `/ua/…` to find a 404 there: it is the 404 where it was asked for.
  if (alias) return null;
  return path === pathname ? null : path;
}
