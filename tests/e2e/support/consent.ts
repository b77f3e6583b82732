import { expect, type BrowserContext, type Page } from "@playwright/test";

/** What a stored cookie choice looks like from a test (app/lib/consent-store.ts). */

/** The choice the cookie holds, polled until it is `value`. */
export const expectConsentCookie = (context: BrowserContext, value: string) =>
  expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "cookieConsent")?.value)
    .toBe(value);

/** Stored as the banner's own code stores it: cookie, localStorage and the page's mark. */
export async function expectStoredChoice(page: Page, value: string) {
  await expect(page.locator("html")).toHaveAttribute("data-consent", value);
  expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe(value);
  await expectConsentCookie(page.context(), value);
}

/** A page come to after a choice: marked by the server, and no banner once its 2 s are over. */
export async function expectNoBanner(page: Page, value: string) {
  await expect(page.locator("html")).toHaveAttribute("data-consent", value);
  await page.waitForTimeout(2_500);
  await expect(page.getByTestId("cookie-banner")).toBeHidden();
}
