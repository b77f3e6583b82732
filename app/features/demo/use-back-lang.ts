import { useLocation } from "react-router";
import { langFromPath, type Lang } from "~/i18n/languages";
import { demoFromLang } from "~/lib/demo-link";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The studio language a demo links back to and its bar speaks (its banner and its footer credit):
 * the `?from=` the studio's links add, the same in the server's HTML (a request with a query is
 * rendered by the server) and the browser's first render; without it, a studio page that linked
 * here. The prerendered page (no query) and its first render in the browser say English, so
 * hydration matches, and the referrer's language follows right after
 * (docs/decisions/151-demo-back-link.md).
 */
export function useBackLang(): Lang {
  const { search } = useLocation();
  const hydrated = useHydrated();
  // A query is in the HTML too: the server renders every page request with one.
  if (typeof document === "undefined" || new URLSearchParams(search).has("from"))
    return demoFromLang(search);
  if (!hydrated) return "en";
  try {
    const ref = new URL(document.referrer);
    if (ref.origin === window.location.origin && !ref.pathname.startsWith("/demo/")) {
      return langFromPath(ref.pathname);
    }
  } catch {
    // No referrer (typed address, privacy settings): English.
  }
  return "en";
}
