import { test as base, expect } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * With JavaScript on, `page.goto` and `page.reload` of an HTML page wait until the page is
 * hydrated (and fail when it never is), so a test acts on the interactive page. A test that asks
 * for an earlier moment (`waitUntil: "domcontentloaded"` or `"commit"`) gets the page as it is then:
 * that is how the tests of clicks before hydration start.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const hydrated = async <R extends { headers(): Record<string, string> } | null>(
      response: R,
      waitUntil: string | undefined,
    ): Promise<R> => {
      const early = waitUntil !== undefined && waitUntil !== "load";
      if (
        javaScriptEnabled &&
        !early &&
        response?.headers()["content-type"]?.includes("text/html")
      ) {
        await waitForHydration(page);
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => hydrated(await reload(options), options?.waitUntil);
    await provide(page);
  },
});

export { expect };
export type { Browser, Locator, Page } from "@playwright/test";
