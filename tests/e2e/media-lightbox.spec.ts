import { expect, test, type Page } from "./support/test";
import { PHOTO_ITEMS } from "../../app/content/gallery";
import { translate } from "../../app/i18n/i18n-context";
import type { Lang } from "../../app/i18n/languages";
import { MESSAGES } from "../../app/i18n/messages";
import type { MessageKey } from "../../app/i18n/messages/types";
import { pathFor } from "../../app/i18n/pages";

/**
 * The gallery's lightbox (docs/product.md §7.4, docs/decisions/008-javascript-budget.md): lazy,
 * keyboard, captions, error slot.
 */

const t = (lang: Lang, key: MessageKey) => translate(MESSAGES[lang], key);

function trackLightboxRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (/photoswipe/.test(r.url())) urls.push(r.url());
  });
  return urls;
}

test("opens lazily on click, navigates with the arrow key, shows captions, closes with Escape", async ({
  page,
}) => {
  const lang = "en";
  const requests = trackLightboxRequests(page);
  await page.goto(pathFor("photoVideo", lang));
  const gallery = page.getByRole("region", { name: t(lang, "photo.gallery.heading") });
  const first = gallery.getByRole("link").first();

  // Without JavaScript the link is the full-size image itself.
  const href = (await first.getAttribute("href")) ?? "";
  const image = await page.request.get(href);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");

  await first.scrollIntoViewIfNeeded();
  expect(requests, "PhotoSwipe is not loaded before a visitor opens an image").toEqual([]);
  await first.click();

  const dialog = page.getByRole("dialog", { name: t(lang, "photo.lightbox.dialog") });
  await expect(dialog).toBeVisible();
  expect(requests.some((u) => u.endsWith(".js"))).toBe(true);
  expect(requests.some((u) => u.endsWith(".css"))).toBe(true);
  await expect(dialog.locator(".pswp__counter")).toHaveText(`1 / ${PHOTO_ITEMS.length}`);
  const caption = dialog.locator(".pswp__caption");
  await expect(caption).toContainText(t(lang, `photo.item.${PHOTO_ITEMS[0].id}.title`));
  await expect(dialog.getByRole("button", { name: t(lang, "photo.lightbox.close") })).toBeVisible();

  // docs/product.md §7.4: background opacity 0.9 and 60 px around the image.
  await expect(dialog.locator(".pswp__bg")).toHaveCSS("opacity", "0.9");
  const box = await dialog
    .locator(".pswp__item[aria-hidden='false'] img.pswp__img")
    .last()
    .boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(box.y).toBeGreaterThanOrEqual(59);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height - 59);
  }

  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator(".pswp__counter")).toHaveText(`2 / ${PHOTO_ITEMS.length}`);
  await expect(caption).toContainText(t(lang, `photo.item.${PHOTO_ITEMS[1].id}.title`));

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
});

test("a broken image shows the translated error slot", async ({ page }) => {
  const lang = "fr";
  const broken = PHOTO_ITEMS[1].image;
  // Every size of the second photo fails, as if the file were missing on the server.
  await page.route(new RegExp(`/generated/img/${broken}-\\d+\\.`), (route) =>
    route.fulfill({ status: 404, body: "" }),
  );
  await page.goto(pathFor("portfolio", lang));
  const photos = page.getByRole("region", { name: t(lang, "photo.portfolio.photosHeading") });
  await photos.getByRole("link").first().click();
  const dialog = page.getByRole("dialog", { name: t(lang, "photo.lightbox.dialog") });
  await expect(dialog).toBeVisible();
  // A screen reader names the viewer and its pictures in the page's language too.
  await expect(dialog.locator(".pswp__scroll-wrap")).toHaveAttribute(
    "aria-roledescription",
    t(lang, "photo.lightbox.carousel"),
  );
  for (const item of await dialog.locator(".pswp__item").all())
    await expect(item).toHaveAttribute("aria-roledescription", t(lang, "photo.lightbox.slide"));
  const current = dialog.locator(".pswp__item[aria-hidden='false']");
  // The first photo is fine (its preloaded neighbour may already hold the error).
  await expect(current.locator("img.pswp__img").last()).toBeVisible();
  await expect(current.locator(".pswp__error-msg")).toHaveCount(0);

  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator(".pswp__counter")).toHaveText(`2 / ${PHOTO_ITEMS.length}`);
  const error = current.locator(".pswp__error-msg");
  await expect(error).toBeVisible();
  await expect(error).toHaveText(t(lang, "photo.lightbox.error"));
  await expect(dialog.locator(".pswp__caption")).toContainText(
    t(lang, `photo.item.${PHOTO_ITEMS[1].id}.title`),
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("taps while the lightbox's code is on its way open one lightbox, at the last photo tapped", async ({
  page,
}) => {
  const lang = "fr";
  // A slow phone fetching PhotoSwipe on first use.
  await page.route(/photoswipe-lightbox-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(pathFor("photoVideo", lang));
  const gallery = page.getByRole("region", { name: t(lang, "photo.gallery.heading") });
  await gallery.getByRole("link").nth(0).click();
  await gallery.getByRole("link").nth(0).click();
  await gallery.getByRole("link").nth(1).click();
  const dialog = page.getByRole("dialog", { name: t(lang, "photo.lightbox.dialog") });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".pswp__counter")).toHaveText(`2 / ${PHOTO_ITEMS.length}`);
  await page.waitForTimeout(500);
  await expect(page.locator(".pswp")).toHaveCount(1);
  // One Back closes it and stays on the page.
  await page.goBack();
  await expect(page.locator(".pswp")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${pathFor("photoVideo", lang)}$`));
});
