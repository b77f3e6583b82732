import { expect, test } from "./support/test";
import { pathFor } from "../../app/i18n/pages";
import { waitForHydration } from "./support/hydration";

/**
 * When a page's scripts move (docs/decisions/301-scripts-download-from-the-first-paint.md): they
 * download from the first paint, while the browser may still be loading the rest of the page, and
 * run only once the page has loaded (docs/decisions/002-hydration-after-first-paint.md).
 *
 * The portfolio page's portrait is loaded eagerly, so holding it back holds the page's `load`.
 */
test("scripts download from the first paint, before the page has loaded, and run only after it", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/generated\/img\/portrait-studio-/, async (route) => {
    await held;
    await route.continue();
  });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });

  await page.goto(pathFor("portfolio", "en"), { waitUntil: "commit" });
  await expect
    .poll(() => scripts.length, { message: "no script was requested while the page loads" })
    .toBeGreaterThan(2);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  // Downloaded, not run: nothing has hydrated while the page is still loading.
  await page.waitForTimeout(500);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);

  release();
  await waitForHydration(page, 15_000, { islands: false });
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventStart,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname))
      .map((e) => e.startTime),
  }));
  // No script competes with the first paint: the earliest starts after it.
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
  expect(Math.min(...timing.scripts)).toBeLessThan(timing.loaded);
});
