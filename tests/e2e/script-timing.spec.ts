import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { pathFor } from "../../app/i18n/pages";
import { waitForHydration } from "./support/hydration";
import { everyPagePath } from "./support/site-paths";

const isScript = (url: string) => /\/assets\/.+\.js$/.test(new URL(url).pathname);

/** Start times of the page's script requests and its `load`, from the page. */
async function timings(page: Page) {
  return page.evaluate(() => ({
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventStart,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname))
      .map((e) => e.startTime),
  }));
}

/**
 * Loads `path` with `load` held by what `hold` routes until released: painted and still loading,
 * the page has asked for no script; released, it hydrates, and every script started at `load`.
 */
async function expectScriptsAtLoad(
  page: Page,
  path: string,
  hold: (held: Promise<void>) => Promise<void>,
): Promise<void> {
  let release!: () => void;
  await hold(new Promise<void>((resolve) => (release = resolve)));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (isScript(request.url())) scripts.push(request.url());
  });

  await page.goto(path, { waitUntil: "commit" });
  // Painted and readable, still loading: no script asked for yet.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  expect(scripts).toEqual([]);

  release();
  await waitForHydration(page, 15_000, { islands: false });
  const timing = await timings(page);
  expect(timing.scripts.length).toBeGreaterThan(2);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.loaded);
}

/**
 * No script is requested before the page has loaded (docs/decisions/301-scripts-start-at-load.md):
 * Lighthouse's model of the largest paint counts every script request that starts before that
 * paint, so a script that starts early can cost a page its LCP target. They come at `load`.
 *
 * The portfolio page's portrait is loaded eagerly, on the first screen, so holding it back holds
 * the page's largest paint and its `load`.
 */
test("no script is requested while a first-screen picture loads, then the page hydrates", async ({
  page,
}) => {
  await expectScriptsAtLoad(page, pathFor("portfolio", "en"), async (held) => {
    await page.route(/\/generated\/img\/portrait-studio-/, async (route) => {
      await held;
      await route.continue();
    });
  });
});

/**
 * A page whose first screen is text does not start them earlier either: an early start was tried
 * from the first frame and withdrawn, as a busy machine stamps the first paint after it (327). An
 * image at the very end of the home page, held back, holds its `load`.
 */
test("a text first screen requests no script before load either", async ({ page }) => {
  const path = pathFor("home", "en");
  await expectScriptsAtLoad(page, path, async (held) => {
    await page.route("**/held-for-the-test.png", async (route) => {
      await held;
      await route.fulfill({ status: 404 });
    });
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      const body = (await response.text()).replace(
        "</body>",
        '<img src="/held-for-the-test.png" alt=""></body>',
      );
      await route.fulfill({ response, headers, body });
    });
  });
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
