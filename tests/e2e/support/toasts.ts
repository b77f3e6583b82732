import { expect, type Page } from "@playwright/test";

/** The toast with this text (title or description). */
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/**
 * Closes the toast with this text by its close button (named `closeLabel` in the page's language)
 * and waits until it has left: the form's own note shows from then on
 * (docs/decisions/360-outcome-in-the-page-after-its-toast.md). A test that holds the page's clock
 * passes `clockHeld`: the clock is then moved on by a second for the toast to slide away.
 */
export async function closeToast(
  page: Page,
  text: string,
  closeLabel: string,
  { clockHeld = false } = {},
): Promise<void> {
  const shown = toast(page, text);
  await shown.getByRole("button", { name: closeLabel }).click();
  if (clockHeld) await page.clock.runFor(1000);
  await expect(shown).toHaveCount(0);
}
