import { expect, test } from "./support/test";
import { pathFor } from "../../app/i18n/pages";
import { waitForHydration } from "./support/hydration";
import { everyPagePath } from "./support/site-paths";

/**
 * No script is requested before the page has loaded (docs/decisions/002-hydration-after-first-paint.md,
 * docs/decisions/301-scripts-start-at-load.md): Lighthouse's model of the largest paint counts
 * every script request that starts before that paint, so a script that starts early can cost a
 * page its LCP target.
 *
 * The portfolio page's portrait is loaded eagerly, so holding it back holds the page's `load`.
 */
test("scripts are requested only once the page has loaded, then it hydrates", async ({ page }) => {
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
  // Painted and readable, still loading: no script asked for yet.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  expect(scripts).toEqual([]);

  release();
  await waitForHydration(page, 15_000, { islands: false });
  const timing = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventStart,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname))
      .map((e) => e.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(2);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.loaded);
});

/**
 * The first `Intl` formatter a page creates costs a phone 65-230 ms at 4x CPU (its locale data),
 * so no page formats with `Intl` before it answers: the server writes such text out
 * (docs/decisions/324-no-intl-before-the-page-answers.md). Every page in every language, once each.
 */
test("no page creates an Intl formatter before it has hydrated", async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __intlBefore: string[] }).__intlBefore = seen;
    for (const name of ["NumberFormat", "DateTimeFormat", "DisplayNames", "ListFormat"] as const) {
      const Original = Intl[name] as unknown as new (...a: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          if (!document.documentElement.dataset.hydrated) seen.push(name);
          return Reflect.construct(target, args) as object;
        },
      });
    }
  });
  const found: string[] = [];
  for (const path of everyPagePath()) {
    await page.goto(path);
    await waitForHydration(page, 15_000, { islands: false });
    const before = await page.evaluate(
      () => (window as unknown as { __intlBefore: string[] }).__intlBefore,
    );
    if (before.length > 0) found.push(`${path}: ${before.join(", ")}`);
  }
  expect(found).toEqual([]);
});
