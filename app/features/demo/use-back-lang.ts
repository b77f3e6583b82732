import { useLocation } from "react-router";
import { langFromPath, type Lang } from "~/i18n/languages";
import { demoFromLang } from "~/lib/demo-link";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The studio language a demo links back to (its banner and its footer credit): the `?from=` the studio's links add (read when the server
 * renders a page with a query, and in the browser); without it, a studio page that linked here.
 * The prerendered page (no query) and its first render in the browser say English, so hydration
 * matches, and the link is corrected right after (docs/decisions/151-demo-back-link.md).
 */
export function useBackLang(): Lang {
  const { search } = useLocation();
  const hydrated = useHydrated();
  if (typeof document === "undefined") return demoFromLang(search);
  if (!hydrated) return "en";
  if (new URLSearchParams(search).has("from")) return demoFromLang(search);
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
