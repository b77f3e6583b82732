import { expect, type Page } from "@playwright/test";

/**
 * Pages hydrate once they have loaded and painted (the deferred boot script written at build
 * time); until then a click hits the plain HTML. The app shell sets `data-hydrated="true"` on
 * <html> when React has taken over. This fails the test, naming the page, when that never comes.
 *
 * Parts of a page below the fold (the home page's sections, the footer) and the cookie banner are
 * deferred islands (docs/decisions/180-deferred-islands.md): their code comes at the visitor's
 * first interaction or when they near the viewport. With `islands` (the default) this acts as
 * that first interaction and waits until every island is interactive too.
 */
export async function waitForHydration(
  page: Page,
  timeout = 15_000,
  { islands = true }: { islands?: boolean } = {},
): Promise<void> {
  await expect(page.locator("html"), `${page.url()} did not hydrate`).toHaveAttribute(
    "data-hydrated",
    "true",
    { timeout },
  );
  if (!islands) return;
  await page.evaluate(() => window.dispatchEvent(new Event("pointerdown")));
  await expect(
    page.locator("[data-island]:not([data-island-ready])"),
    `${page.url()}: a deferred island did not hydrate`,
  ).toHaveCount(0, { timeout });
}
