import { test as base, expect } from "@playwright/test";

/**
 * Pages hydrate right after they have loaded and painted (server/defer-hydration.ts); a click
 * before that would hit plain HTML. This `test` makes page.goto wait until the page is interactive.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && response?.headers()["content-type"]?.includes("text/html")) {
        await page
          .locator("html[data-hydrated]")
          .waitFor({ state: "attached", timeout: 10_000 })
          .catch(() => undefined);
      }
      return response;
    };
    await provide(page);
  },
});

export { expect };
export type { Browser, Locator, Page } from "@playwright/test";
