import { expect, test, type Page } from "./support/test";
import { MESSAGES } from "../../app/i18n/messages";
import type { MessageKey } from "../../app/i18n/messages/types";

/**
 * Each page loads only its part of the dictionary, as a file of its own
 * (docs/decisions/299-page-dictionary-as-a-file.md); moving between pages inside the app must
 * bring the next page's texts along (root loader revalidation), with no key left showing.
 */
const ua = (key: MessageKey) => MESSAGES.ua[key];

async function expectNoRawKeys(page: Page) {
  const text = await page.locator("body").innerText();
  const raw = (Object.keys(MESSAGES.en) as MessageKey[]).filter((key) => text.includes(key));
  expect(raw).toEqual([]);
}

test.use({ viewport: { width: 1440, height: 900 } });

test("client-side navigation in Ukrainian loads each page's texts", async ({ page }) => {
  const dictionaries: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/assets/dict/")) dictionaries.push(r.url());
  });
  const response = await page.goto("/ua/конфіденційність");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  // The page hydrated with its own dictionary: fetched with its scripts, or written into the page
  // when the page fits the first round trip with it.
  const imported = /import"\/assets\/dict\//.test((await response?.text()) ?? "");
  expect(dictionaries).toHaveLength(imported ? 1 : 0);
  // A marker that survives only while the app stays loaded (no full page load in between).
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  const nav = page.locator("header:visible").getByRole("navigation");
  await nav.getByRole("button").click();
  await nav.getByRole("listitem").locator('a[href="/ua/portfolio"]').click();
  await expect(page).toHaveURL(/\/ua\/portfolio$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ua("portfolio.heading"));
  await expect(page).toHaveTitle(ua("portfolio.meta.title"));
  // The next page's texts came as its dictionary file, once.
  expect(dictionaries).toHaveLength(imported ? 2 : 1);
  await expect(page.getByRole("main").getByRole("link").first()).toContainText(
    ua("photo.gallery.viewLarger"),
  );
  await expectNoRawKeys(page);

  await page.locator('header:visible a[href="/ua"]').first().click();
  await expect(page).toHaveURL(/\/ua$/);
  await expect(page.getByRole("button", { name: ua("contact.submit") })).toBeVisible();
  await expect(page.getByText(ua("calculator.heading"))).toBeVisible();
  await expectNoRawKeys(page);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("booking a photo session names it in the contact message, in French", async ({ page }) => {
  await page.goto("/fr/photo-video");
  const book = page.getByRole("link", {
    name: new RegExp(MESSAGES.fr["photo.session.lifestyle.title"]),
  });
  await book.click();
  await expect(page).toHaveURL(/\/fr\?session=lifestyle#contact-form$/);
  // It lands on the form itself, its first field on screen.
  await expect(page.locator("#contact").getByLabel(MESSAGES.fr["contact.name"])).toBeInViewport();
  await expect(page.locator("#contact").getByLabel(MESSAGES.fr["contact.message"])).toHaveValue(
    MESSAGES.fr["contact.sessionRequest"].replace(
      "{session}",
      MESSAGES.fr["contact.session.lifestyle"],
    ),
  );
});
