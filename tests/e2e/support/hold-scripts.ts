import type { Page } from "@playwright/test";

/**
 * Holds back every script request matching `pattern` (all scripts by default) until the returned
 * `release()` is called: the page is painted from its HTML, and React is not there yet. This stands
 * for a visitor on the slow phone (`PHONE` in scripts/bench-targets.ts) who taps before the
 * JavaScript has arrived; the network itself is not throttled.
 */
export async function holdScripts(
  page: Page,
  pattern: RegExp = /\.js(\?.*)?$/,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
