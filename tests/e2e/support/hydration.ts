import { expect, type Page } from "@playwright/test";

/**
 * Pages hydrate once they have loaded and painted (the deferred boot script written at build
 * time); until then a click hits the plain HTML. The app shell sets `data-hydrated="true"` on
 * <html> when React has taken over. This fails the test, naming the page, when that never comes.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator("html"), `${page.url()} did not hydrate`).toHaveAttribute(
    "data-hydrated",
    "true",
    { timeout },
  );
}
