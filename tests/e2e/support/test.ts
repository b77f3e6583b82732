import { test as base, expect } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * With JavaScript on, `page.goto` and `page.reload` of an HTML page wait until the page is
 * hydrated (and fail when it never is), so a test acts on the interactive page.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const hydrated = async <R extends { headers(): Record<string, string> } | null>(
      response: R,
    ): Promise<R> => {
      if (javaScriptEnabled && response?.headers()["content-type"]?.includes("text/html")) {
        await waitForHydration(page);
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await provide(page);
  },
});

export { expect };
export type { Browser, Locator, Page } from "@playwright/test";
