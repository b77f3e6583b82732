import { expect, test, type Page } from "./support/test";
import { BARBERSHOP_DEMO as B } from "../../app/content/demo-barbershop";
import { PHOTO_ITEMS } from "../../app/content/gallery";
import { translate } from "../../app/i18n/i18n-context";
import { LANGS, type Lang } from "../../app/i18n/languages";
import { MESSAGES } from "../../app/i18n/messages";
import type { MessageKey } from "../../app/i18n/messages/types";
import { CLEANING_DEMO } from "../../app/content/demo-cleaning";
import { DEMO_COMMON } from "../../app/content/demo-common";
import { pathFor } from "../../app/i18n/pages";

/** Lightbox on phones and Back, demo back links, project cards' language, barbershop hours. */
const t = (lang: Lang, key: MessageKey) => translate(MESSAGES[lang], key);

async function openLightbox(page: Page, lang: Lang) {
  await page.goto(pathFor("photoVideo", lang));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const gallery = page.getByRole("region", { name: t(lang, "photo.gallery.heading") });
  await gallery.getByRole("link").first().click();
  const dialog = page.getByRole("dialog", { name: t(lang, "photo.lightbox.dialog") });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("lightbox on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the photo uses at least 80 % of the screen's width; Back closes it and stays", async ({
    page,
  }) => {
    const lang = "ua";
    const dialog = await openLightbox(page, lang);
    await expect(dialog.locator(".pswp__counter")).toHaveText(`1 / ${PHOTO_ITEMS.length}`);
    const img = dialog.locator(".pswp__item[aria-hidden='false'] img.pswp__img").last();
    await expect(img).toBeVisible();
    // Wait for the opening zoom to end before measuring.
    await expect
      .poll(async () => (await img.boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(390 * 0.8);
    const url = page.url();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    expect(page.url()).toBe(url);
  });
});

test("desktop lightbox: closing it normally leaves no history entry behind", async ({ page }) => {
  await page.goto(pathFor("home", "en"));
  const dialog = await openLightbox(page, "en");
  await expect(dialog.locator(".pswp__counter")).toHaveText(`1 / ${PHOTO_ITEMS.length}`);
  await expect(
    dialog.locator(".pswp__item[aria-hidden='false'] img.pswp__img").last(),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${pathFor("home", "en")}$`));
});

test("demo pages lead back to the language the visitor came from", async ({ page }) => {
  await page.goto(pathFor("home", "ua"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const live = new RegExp(t("ua", "home.portfolio.viewLive"));
  await page
    .locator("#portfolio article")
    .filter({ has: page.locator('a[href^="/demo/barbershop"]') })
    .getByRole("link", { name: live })
    .click();
  await expect(page).toHaveURL(/\/demo\/barbershop\?from=ua$/);
  const back = page.getByRole("link", { name: DEMO_COMMON.banner.ua.link });
  await expect(back).toHaveAttribute("href", pathFor("home", "ua"));
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${pathFor("home", "ua")}$`));

  // Opened from an address with the language in it.
  await page.goto("/demo/cleaning?from=fr");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("link", { name: DEMO_COMMON.banner.fr.link })).toHaveAttribute(
    "href",
    pathFor("home", "fr"),
  );
  // The footer's credit to the studio goes to the same language.
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: CLEANING_DEMO.footer.madeBy }),
  ).toHaveAttribute("href", pathFor("home", "fr"));
});

test("every project card speaks the page's language; the Dutch-only page says so", async ({
  page,
}) => {
  for (const lang of LANGS) {
    await page.goto(pathFor("home", lang));
    const card = page.locator("#portfolio article").filter({
      has: page.locator(`a[href="${pathFor("tandarts", "nl")}"]`),
    });
    await expect(card.getByRole("heading")).toHaveText(t(lang, "home.projects.dental.title"));
    const link = card.locator(`a[href="${pathFor("tandarts", "nl")}"]`);
    if (lang === "nl") {
      await expect(link).not.toHaveAttribute("hreflang", /./);
      await expect(link).not.toContainText(t("en", "lang.inDutch"));
    } else {
      await expect(link).toHaveAttribute("hreflang", "nl");
      await expect(link).toContainText(t(lang, "lang.inDutch"));
    }
    // The demos carry the page's language for their way back.
    await expect(page.locator('#portfolio a[href^="/demo/barbershop"]')).toHaveAttribute(
      "href",
      `/demo/barbershop?from=${lang}`,
    );
  }
});

test("barbershop booking refuses closed days and hours, with a clear message", async ({ page }) => {
  await page.goto("/demo/barbershop");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.locator("form", { has: page.getByRole("button", { name: B.booking.submit }) });
  /** The next date in 2099 on a weekday (0 Sunday ... 6 Saturday). */
  const on = (weekday: number) => {
    const d = new Date(Date.UTC(2099, 0, 4)); // a Sunday
    d.setUTCDate(d.getUTCDate() + weekday);
    return d.toISOString().slice(0, 10);
  };
  const closed = [0, 1, 2, 3, 4, 5, 6].find((d) => !B.openingHours[d])!;
  const byLength = [...B.services].sort((a, b) => a.minutes - b.minutes);
  const [short, long] = [byLength[0], byLength.at(-1)];
  const saturday = 6;
  const hours = B.openingHours[saturday]!;

  await form.getByLabel(B.booking.name).fill("Jan Jansen");
  await form.getByLabel(B.booking.phone).fill("+31 6 1234 5678");
  await form.getByLabel(B.booking.service).selectOption(long!.id);
  await form.getByLabel(B.booking.level).selectOption(B.levels[0].id);
  await form.getByLabel(B.booking.time).selectOption(B.booking.times[0]);
  await form.getByLabel(B.booking.date).fill(on(closed));
  await form.getByRole("button", { name: B.booking.submit }).click();
  const date = form.getByLabel(B.booking.date);
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText(B.booking.closedDay.replace("{day}", B.weekdays[closed]!));
  await expect(page.getByRole("status")).toHaveCount(0);

  // Saturday: the times from closing on cannot be picked, and a service ending late is refused.
  await date.fill(on(saturday));
  const late = B.booking.times.filter((t) => t >= hours.close);
  for (const t of late) {
    await expect(form.getByLabel(B.booking.time).locator(`option[value="${t}"]`)).toBeDisabled();
  }
  const toMin = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
  const tooLate = B.booking.times.find(
    (t) => toMin(t) < toMin(hours.close) && toMin(t) + long!.minutes > toMin(hours.close),
  )!;
  // A start time the long service cannot finish by closing is not offered for it; the short one fits.
  const tooLateOption = form.getByLabel(B.booking.time).locator(`option[value="${tooLate}"]`);
  await expect(tooLateOption).toBeDisabled();
  await form.getByLabel(B.booking.service).selectOption(short!.id);
  await expect(tooLateOption).toBeEnabled();
  await form.getByLabel(B.booking.time).selectOption(tooLate);
  // Switching back to the long service with that time chosen: the send is refused with the reason.
  await form.getByLabel(B.booking.service).selectOption(long!.id);
  await form.getByRole("button", { name: B.booking.submit }).click();
  await expect(form.getByLabel(B.booking.time)).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText(
    B.booking.closedTime.replace("{day}", "Saturday").replace("{close}", hours.close),
  );
  await expect(page.getByRole("status")).toHaveCount(0);

  // The shorter service at that time fits: confirmed.
  await form.getByLabel(B.booking.service).selectOption(short!.id);
  await form.getByRole("button", { name: B.booking.submit }).click();
  await expect(page.getByRole("status")).toContainText("Jan Jansen");
});
