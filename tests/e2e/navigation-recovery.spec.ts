import { expect, test, type Page } from "./support/test";
import { MESSAGES } from "../../app/i18n/messages";
import { languageOption } from "../../app/i18n/languages";
import { pathFor } from "../../app/i18n/pages";
import { waitForHydration } from "./support/hydration";

/**
 * A client-side navigation whose data, code or dictionary does not arrive (a flaky connection, a
 * deploy in between) loads the page as a document instead of showing an error
 * (docs/decisions/300-failed-navigation-loads-the-page.md).
 */
test.use({ viewport: { width: 1440, height: 900 } });

const card = pathFor("card", "ua");
const home = pathFor("home", "ua");

/** From the card page, a link to the home page, followed inside the app. */
async function followHomeLink(page: Page, beforeClick: () => Promise<unknown> = async () => {}) {
  await page.goto(card);
  await beforeClick();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator(`a[href="${home}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker);

/**
 * Waits for the document load that replaces the in-app page (its marker is gone), then for that
 * document's hydration. The old page is hydrated too, so waiting for hydration alone can return
 * just before the reload and the next step then runs mid-navigation.
 */
async function waitForFreshDocument(page: Page) {
  await expect.poll(() => marker(page).catch(() => "navigating")).toBeUndefined();
  await waitForHydration(page);
}

for (const [what, failing] of [
  ["its data", (url: URL) => url.pathname.endsWith(".data")],
  ["its dictionary", (url: URL) => url.pathname.startsWith("/assets/dict/")],
] as const) {
  test(`a page whose ${what} fails to arrive is loaded as a document`, async ({ page }) => {
    let failed = 0;
    // Only the in-app request fails; the document load after it gets everything.
    await followHomeLink(page, () =>
      page.route(
        (url) => failing(url) && failed === 0,
        (route) => {
          failed++;
          return route.abort("internetdisconnected");
        },
      ),
    );
    // A fresh document (the in-app marker is gone) showing the home page, not an error.
    await waitForFreshDocument(page);
    expect(failed).toBe(1);
    await expect(page.getByRole("button", { name: MESSAGES.ua["contact.submit"] })).toBeVisible();
    await expect(page.getByText(MESSAGES.ua["recovery.heading"])).toHaveCount(0);
    await expect(page.getByText("Application Error")).toHaveCount(0);
  });
}

test("when a fresh load does not mend it either, a link to try again, in the page's language", async ({
  page,
}) => {
  // The first failure reloads; a second one within the minute shows the link instead of looping.
  await followHomeLink(page, () =>
    page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => route.abort("internetdisconnected"),
    ),
  );
  await waitForFreshDocument(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.goto(card);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
  await page.locator(`a[href="${home}"]`).first().click();
  const retry = page.getByRole("link", { name: MESSAGES.ua["recovery.retry"] });
  await expect(retry).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.ua["recovery.heading"]);
  expect(await marker(page)).toBe(2);
  await expect(page.locator("html")).toHaveAttribute("lang", languageOption("ua").iso);
  // The link is a plain one: it loads the page as a document.
  await retry.click();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: MESSAGES.ua["contact.submit"] })).toBeVisible();
});

test("a page on its way shows a bar at the top from 0.3 s, gone once the page is there", async ({
  page,
}) => {
  await page.goto(card);
  await waitForHydration(page);
  // The next page's data comes slowly, as on a phone's connection.
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    },
  );
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator(`a[href="${home}"]`).first().click();
  const bar = page.getByTestId("navigation-progress");
  await expect(bar).toBeVisible();
  // Drawn across the top, over the header.
  const box = (await bar.boundingBox())!;
  expect(box.y).toBe(0);
  expect(box.width).toBeGreaterThan(0);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  await expect(page.getByRole("button", { name: MESSAGES.ua["contact.submit"] })).toBeVisible();
  await expect(bar).toHaveCount(0);
  // The same document all along: a navigation within the app, not a reload.
  expect(await marker(page)).toBe(1);
});

test("a part of the page whose code fails to download keeps the page and what was typed, and comes once the connection is back", async ({
  page,
  context,
}) => {
  // The contact form's code and the toasts' code do not arrive (a dropped connection, or a deploy
  // that replaced the files) until `online` is set.
  let online = false;
  await page.route(
    (url) => /^\/assets\/(contact-section|toaster)-/.test(url.pathname),
    (route) => (online ? route.continue() : route.abort("internetdisconnected")),
  );
  await page.goto(home, { waitUntil: "domcontentloaded" });
  await waitForHydration(page, 15_000, { islands: false });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const contact = page.locator('[data-island="contact"]');
  const name = contact.locator('input[name="name"]');
  await name.scrollIntoViewIfNeeded();
  await name.click();
  await page.keyboard.type("Олена");
  await page.waitForTimeout(1_000);
  // No reload (the error boundary's answer, decision 300): the same document, the text kept.
  expect(await marker(page)).toBe(1);
  await expect(name).toHaveValue("Олена");
  await expect(page.getByText(MESSAGES.ua["recovery.heading"])).toHaveCount(0);
  await expect(contact).not.toHaveAttribute("data-island-ready");
  // Back online: the code comes at once, and the form is the enhanced one, text and all.
  await context.setOffline(true);
  online = true;
  await context.setOffline(false);
  await expect(contact).toHaveAttribute("data-island-ready", "");
  await expect(name).toHaveValue("Олена");
  expect(await marker(page)).toBe(1);
});

test("a language switch whose texts for the page's frame fail to arrive loads the page as a document", async ({
  page,
}) => {
  await page.goto(pathFor("portfolio", "en"));
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  // The footer's and banner's texts in the new language (a `common` chunk) do not arrive, however
  // often asked for, until a document is loaded (a deploy replaced the file the old page names).
  let failed = 0;
  let documentLoad = false;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoad = true;
  });
  await page.route(
    (url) => url.pathname.startsWith("/assets/common-") && !documentLoad,
    (route) => {
      failed++;
      return route.abort("internetdisconnected");
    },
  );
  await page
    .locator('a[hreflang="nl"]')
    .first()
    .evaluate((a) => (a as HTMLAnchorElement).click());
  // Not a page left with an empty or English footer: the Dutch page, loaded as a document.
  await waitForFreshDocument(page);
  expect(failed).toBeGreaterThan(0);
  await expect(page).toHaveURL(new RegExp(`${pathFor("portfolio", "nl")}$`));
  await expect(page.locator("footer")).toContainText(MESSAGES.nl["footer.legalInfo"]);
});
