import { expect, test } from "./support/test";
import { collectEvents } from "./support/home-helpers";
import { pathFor } from "../../app/i18n/pages";
import { MESSAGES } from "../../app/i18n/messages";
import { translate } from "../../app/i18n/i18n-context";

/**
 * The cookie choice lasts a year (docs/product.md §13.1): the cookie expires then, and the banner
 * asks again. localStorage keeps its copy of the old choice; with cookies on it is not a choice
 * any more, so no event goes out on its strength (app/lib/consent-store.ts).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a year-old choice whose cookie expired: the banner asks again and no event goes out", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "all"));
  const events = collectEvents(page);
  await page.goto(pathFor("card", "nl"));
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible({ timeout: 6000 });
  expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBeUndefined();
  // A chat-app tap is a Contact event with consent (app/lib/track-contact.ts): none here. (The
  // chat app opens in a new tab, answered here: the test machine has no internet. A tel: link
  // would leave headless Chromium's page with a navigation that never ends.)
  await page
    .context()
    .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>chat</title>" }),
    );
  const chat = page.locator('main a[data-contact="whatsapp"]').first();
  const tapChat = async () => {
    const [tab] = await Promise.all([page.waitForEvent("popup"), chat.tap()]);
    await tab.close();
  };
  await tapChat();
  await page.waitForTimeout(1000);
  expect(events).toEqual([]);

  await banner.getByRole("button", { name: translate(MESSAGES.nl, "cookie.acceptAll") }).click();
  await expect(banner).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "cookieConsent")?.value).toBe("all");
  await tapChat();
  await expect.poll(() => events.map((e) => e.name)).toEqual(["Contact"]);
});
