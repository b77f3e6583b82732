import { expect, test, type Page } from "./support/test";
import { holdScripts } from "./support/hold-scripts";
import { collectEvents, setConsent } from "./support/home-helpers";
import { waitForHydration } from "./support/hydration";
import { MESSAGES } from "../../app/i18n/messages";

/**
 * A phone or chat-app link is a Contact event (docs/product.md §13.2) at its first tap, wherever it
 * is and whenever the tap comes: before any script has run, or while the part of the page holding
 * it still waits for its code (docs/decisions/337-contact-clicks-tracked-by-one-listener.md).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The chat app opens in a new tab: answered here, as the test machine has no internet. */
async function stubChatApp(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>chat</title>" }),
    );
}

function contacts(events: ReturnType<typeof collectEvents>) {
  return events
    .filter((e) => e.name === "Contact")
    .map((e) => (e.body.custom_data as { channel: string }).channel);
}

test.beforeEach(async ({ page }) => {
  await setConsent(page, "all");
  await stubChatApp(page);
});

test("the first tap after load, on links whose part of the page has no code yet", async ({
  page,
}) => {
  const events = collectEvents(page);
  // The page without its islands: `goto` would wait for them too (support/test.ts).
  await page.goto("/en/photo-video", { waitUntil: "domcontentloaded" });
  await waitForHydration(page, 15_000, { islands: false });
  // The floating button and the header wait for the first interaction: this tap is it.
  await expect(page.locator("[data-island]:not([data-island-ready])").first()).toBeAttached();
  const [chat] = await Promise.all([page.waitForEvent("popup"), page.locator(".chat-fab a").tap()]);
  await chat.close();
  await expect.poll(() => contacts(events)).toEqual(["whatsapp"]);

  await page.getByTestId("mobile-header").locator('a[href^="tel:"]').tap();
  await expect.poll(() => contacts(events)).toEqual(["whatsapp", "phone"]);
});

test("a tap before any script has run is sent once the scripts come", async ({ page }) => {
  const events = collectEvents(page);
  const release = await holdScripts(page);
  await page.goto("/nl", { waitUntil: "domcontentloaded" });
  const [chat] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByTestId("mobile-header").locator("a[data-contact=whatsapp]").tap(),
  ]);
  await chat.close();
  expect(contacts(events)).toEqual([]);
  release();
  await waitForHydration(page);
  await expect.poll(() => contacts(events)).toEqual(["whatsapp"]);
  // Once, and the next tap is one more.
  await page.waitForTimeout(500);
  expect(contacts(events)).toEqual(["whatsapp"]);
  const [again] = await Promise.all([
    page.waitForEvent("popup"),
    page.locator(".chat-fab a").tap(),
  ]);
  await again.close();
  await expect.poll(() => contacts(events)).toEqual(["whatsapp", "whatsapp"]);
});

test("the phone button's first tap is one Contact event, not two", async ({ page }) => {
  const events = collectEvents(page);
  await page.goto("/en");
  await waitForHydration(page);
  await page.locator("footer").getByRole("link", { name: MESSAGES.en["phone.reveal"] }).click();
  await expect(page.locator("footer a[data-revealed=true]")).toBeVisible();
  await expect.poll(() => contacts(events)).toEqual(["phone"]);
  await page.waitForTimeout(500);
  expect(contacts(events)).toEqual(["phone"]);
});

test("without the visitor's consent, no event", async ({ page }) => {
  await setConsent(page, "necessary");
  const events = collectEvents(page);
  await page.goto("/en/card");
  await waitForHydration(page);
  const [chat] = await Promise.all([
    page.waitForEvent("popup"),
    page.locator("a[data-contact=whatsapp]").first().tap(),
  ]);
  await chat.close();
  await page.waitForTimeout(800);
  expect(events.filter((e) => e.name === "Contact")).toEqual([]);
});
