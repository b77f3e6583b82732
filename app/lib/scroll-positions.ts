import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

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
  useScrollRestoration({});
  return null;
}
