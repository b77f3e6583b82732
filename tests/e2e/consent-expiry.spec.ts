import { expect, test } from "./support/test";
import { collectEvents } from "./support/home-helpers";
import { pathFor } from "../../app/i18n/pages";
import { MESSAGES } from "../../app/i18n/messages";
import { translate } from "../../app/i18n/i18n-context";

/**
 * The cookie choice lasts a year (docs/product.md §13.1): the cookie expires then, and the banner
 * asks again. localStorage keeps its copy of the old choice with its date; past the year it is not
 * a choice any more, so no event goes out on its strength (app/lib/consent-store.ts). A recent
 * choice kept only there (the spec's store) counts, and gets its cookie back.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a year-old choice whose cookie expired: the banner asks again and no event goes out", async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookieConsent", "all");
    window.localStorage.setItem("cookieConsentAt", String(Date.now() - 400 * 86_400_000));
  });
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

test("a choice kept only in localStorage (cookies cleared, or set by another script) keeps the banner away", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "necessary"));
  await page.goto(pathFor("home", "fr"));
  expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBe("necessary");
  // Past the banner's delay (2 s) it is still away.
  await page.waitForTimeout(3000);
  await expect(page.getByTestId("cookie-banner")).toBeHidden();
  // Its cookie is back, so the server sees the choice too.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "cookieConsent")?.value).toBe("necessary");
});

test("a choice whose localStorage entry was cleared is absent: the banner asks again, the cookie goes", async ({
  page,
}) => {
  await page.goto(pathFor("home", "ua"));
  const banner = page.getByTestId("cookie-banner");
  await banner.getByRole("button", { name: translate(MESSAGES.ua, "cookie.acceptAll") }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("all");
  const cookie = async () =>
    (await page.context().cookies()).find((c) => c.name === "cookieConsent")?.value;
  await expect.poll(cookie).toBe("all");

  await page.evaluate(() => localStorage.removeItem("cookieConsent"));
  await page.reload();
  // The server marked the page from the cookie; the head script takes the mark away at once.
  expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBeUndefined();
  await expect(banner).toBeVisible({ timeout: 6000 });
  expect(await cookie()).toBeUndefined();

  await banner
    .getByRole("button", { name: translate(MESSAGES.ua, "cookie.necessaryOnly") })
    .click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("necessary");
  await expect.poll(cookie).toBe("necessary");
});
