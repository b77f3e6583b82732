import { LANGS } from "./languages";
import { pathFor } from "./pages";

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

/**
 * Where a path redirects to, or null when it is served as is. Handles trailing slashes,
 * the /uk alias of /ua and the table above. `pathname` may be percent-encoded.
 */
export function resolveRedirect(pathname: string): string | null {
  let path = pathname;
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  const lower = path.toLowerCase();
  if (lower === "/uk" || lower.startsWith("/uk/")) path = `/ua${path.slice(3)}`;
  const target = STATIC_REDIRECTS[path] ?? STATIC_REDIRECTS[path.toLowerCase()];
  if (target) return target;
  return path === pathname ? null : path;
}
