import { expect, test, type Page } from "./support/test";
import { pathFor } from "../../app/i18n/pages";
import { WEB_FONT_STORAGE_KEY } from "../../app/lib/web-font";

/**
 * The web font is used from a page's first paint or not at all on that page
 * (docs/decisions/280-web-font-from-the-next-page.md): no text changes font, and so no line
 * re-wraps, while the visitor reads.
 */

/** Where every block of the about section stands (it re-wrapped by 24 px when the font swapped). */
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("#about *, footer *")].map((e) => {
      const r = e.getBoundingClientRect();
      return `${Math.round(r.top + window.scrollY)}:${Math.round(r.width)}x${Math.round(r.height)}`;
    }),
  );

const fontNote = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), WEB_FONT_STORAGE_KEY);

test.use({ viewport: { width: 1440, height: 900 } });

test("a first visit keeps the fallback on its page and fetches the font for the next; the next draws in it from the first paint", async ({
  page,
}) => {
  // Every call that loads a face, by the page's own clock, and whether the page was hydrated by then.
  await page.addInitScript(() => {
    const calls: { at: number; hydrated: boolean }[] = [];
    (window as Window & { fontLoads?: typeof calls }).fontLoads = calls;
    const load = document.fonts.load.bind(document.fonts);
    document.fonts.load = (...args) => {
      calls.push({
        at: performance.now(),
        hydrated: document.documentElement.dataset.hydrated === "true",
      });
      return load(...args);
    };
  });
  const home = pathFor("home", "en");
  await page.goto(home, { waitUntil: "domcontentloaded" });
  const painted = await layout(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  // The page fetches the font's faces for later pages, once it has hydrated…
  await expect.poll(() => fontNote(page), { timeout: 10_000 }).toBe("inter");
  const fonts = await page.evaluate(() => ({
    loads: (window as Window & { fontLoads?: { at: number; hydrated: boolean }[] }).fontLoads ?? [],
    starts: performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".woff2"))
      .map((e) => e.startTime),
  }));
  expect(fonts.starts.length).toBeGreaterThan(0);
  // Asked for only once the page is marked hydrated, and nothing fetched a face before that ask
  // (an order, not a tolerance in milliseconds: this machine's timings wander).
  expect(fonts.loads.length).toBeGreaterThan(0);
  for (const call of fonts.loads) expect(call.hydrated).toBe(true);
  const firstAsk = Math.min(...fonts.loads.map((call) => call.at));
  for (const start of fonts.starts) expect(start).toBeGreaterThanOrEqual(firstAsk);
  // …and draws on in the fallback: nothing moved.
  await expect(page.locator("html")).not.toHaveAttribute("data-font", /.*/);
  await page.waitForTimeout(500);
  expect(await layout(page)).toEqual(painted);

  // The next page: in Inter before it hydrates, and nothing moves after.
  await page.goto(home, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-font", "inter");
  // From the browser's cache, within `font-display: optional`'s short wait before the fallback.
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((f) => f.family === "Inter" && f.status === "loaded"),
    ),
  ).toBe(true);
  const next = await layout(page);
  expect(next).not.toEqual(painted);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  await page.waitForTimeout(1000);
  expect(await layout(page)).toEqual(next);
});
