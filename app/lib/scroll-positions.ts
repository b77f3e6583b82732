import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { scrollKey } from "./fragment-moves";

/**
 * How long after Back or Forward the browser's scroll anchoring stays off: long enough for the
 * parts of the page that render a moment after it (islands, whose code may still be loading) to
 * take their height.
 */
const RESTORE_HOLD_MS = 2000;

/**
 * After Back or Forward the router scrolls to the saved position when the page first renders,
 * while some of its parts are still a moment away from their height. The saved position is one
 * of the finished page, so the browser's scroll anchoring, which would move the view with the
 * section it shows as those parts grow above it, is held off meanwhile: it put a visitor back
 * from another language 365 px further down on every round trip
 * (docs/decisions/352-returning-visitor-review.md). Set at the history step itself, before the
 * router renders anything.
 */
if (typeof window !== "undefined") {
  let timer = 0;
  // On the body too: Chromium keeps anchoring the page with it set on the root alone.
  const holders = () => [document.documentElement, document.body];
  window.addEventListener("popstate", () => {
    for (const el of holders()) el.style.overflowAnchor = "none";
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      for (const el of holders()) el.style.removeProperty("overflow-anchor");
    }, RESTORE_HOLD_MS);
  });
}

/**
 * React Router's scroll restoration without its inline script: the router saves each entry's
 * position and restores it on client navigations, as `<ScrollRestoration />` does. The script
 * that component writes into the HTML (restore a reloaded page's position before hydration) is
 * part of the boot lines instead (`BOOT` in server/defer-hydration.ts), so every page's answer
 * has one inline script and one CSP hash fewer
 * (docs/decisions/295-router-output-compacted.md). Rendering nothing on both sides, it cannot
 * differ at hydration.
 */
export function ScrollPositions(): null {
  useScrollRestoration({ getKey: scrollKey });
  return null;
}
