import { useEffect } from "react";

const TAGGED = /[?&]utm_/;

/**
 * The query of the page on this site the visitor came from, when it carried campaign tags: a link
 * followed before this code had run on the landing page (a slow phone) left them unstored.
 */
function taggedReferrer(): string | null {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin && TAGGED.test(from.search) ? from.search : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the campaign tags of the landing address for the visit (docs/product.md §13.3), so a quote
 * sent later still carries them. The UTM module (with its schema) loads only when the address has
 * tags, or was reached from a tagged page of this site: the same tags as that page stored, or the
 * ones it had no time to store (docs/decisions/343-campaign-tags-from-the-page-before.md).
 */
export function useCaptureUtmOnLanding(): void {
  useEffect(() => {
    const landing = TAGGED.test(window.location.search) ? window.location.search : taggedReferrer();
    if (landing) void import("~/lib/utm").then((m) => m.captureUtm(landing));
  }, []);
}
