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

/** The head's description of the page on screen: what a phone's Share button and a crawler read. */
async function headTags(page: Page) {
  return page.evaluate(() => {
    const attr = (sel: string, name: string) =>
      [...document.head.querySelectorAll(sel)].map((el) => el.getAttribute(name));
    return {
      canonical: attr('link[rel="canonical"]', "href").map((h) => new URL(h!).pathname),
      alternates: attr('link[rel="alternate"][hreflang]', "href").map((h) => new URL(h!).pathname),
      ogUrl: attr('meta[property="og:url"]', "content").map((h) => new URL(h!).pathname),
      ogLocale: attr('meta[property="og:locale"]', "content"),
      ogTitle: attr('meta[property="og:title"]', "content"),
      jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
    };
  });
}

test("moving inside the site, the head describes the page on screen, as a page load would", async ({
  page,
}) => {
  await page.goto("/fr/photo-video");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  // To Ukrainian with the header's language menu, then to the privacy policy by the footer.
  const header = page.locator("header:visible");
  await header.getByRole("button", { name: MESSAGES.fr["footer.language"] }).click();
  await header.locator('a[hreflang="uk"]').click();
  await expect(page).toHaveURL(/\/ua\/photo-video$/);
  await page
    .locator("footer")
    .getByRole("link", { name: ua("footer.privacy") })
    .click();
  await expect(page).toHaveURL(/\/ua\/%D0%BA/);
  await expect(page).toHaveTitle(ua("privacy.meta.title"));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  const moved = await headTags(page);

  // The same page loaded as a document: the same tags.
  await page.reload();
  expect(moved).toEqual(await headTags(page));
  expect(moved.canonical).toEqual([new URL(page.url()).pathname]);
  expect(moved.ogLocale).toEqual(["uk_UA"]);
});
