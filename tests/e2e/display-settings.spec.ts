import { expect, test, type Page } from "./support/test";
import { setConsent } from "./support/home-helpers";
import { pathFor } from "../../app/i18n/pages";
import { LANGS } from "../../app/i18n/languages";

/**
 * Settings a visitor's device has: printing, a page zoomed to 400 %, a contrast theme (forced
 * colours), a tablet (docs/decisions/346-display-settings-review.md).
 */

test("a printed legal page shows no header, chat button or banner over its text, in black", async ({
  page,
}) => {
  // No choice stored: the banner waits for one, and would print over every sheet.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.goto(pathFor("terms", "fr"));
  await expect(page.getByTestId("cookie-banner")).toBeVisible({ timeout: 6000 });
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("mobile-header")).toBeHidden();
  await expect(page.getByTestId("cookie-banner")).toBeHidden();
  await expect(page.locator(".chat-fab")).toBeHidden();
  // The footer is a dark panel on screen: its light text would print pale on white paper.
  const footerText = await page
    .locator("footer p")
    .first()
    .evaluate((p) => getComputedStyle(p).color);
  expect(footerText).toBe("rgb(0, 0, 0)");
  // The page starts with its own heading, not under a header's room.
  const top = await page.locator("main h1").evaluate((h) => h.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
});

test("at 400 % zoom the cookie banner's whole text can be read", async ({ page }) => {
  // A 1280 × 720 window at 400 %.
  await page.setViewportSize({ width: 320, height: 180 });
  await page.goto(pathFor("legal", "fr"));
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible({ timeout: 6000 });
  const box = (await banner.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(180);
  // Taller than the window: it scrolls within itself to its heading and to its last button.
  await banner.locator("h2").scrollIntoViewIfNeeded();
  await expect(banner.locator("h2")).toBeInViewport();
  await banner.getByRole("button").last().scrollIntoViewIfNeeded();
  await expect(banner.getByRole("button").last()).toBeInViewport();
});

test.describe("in a contrast theme", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    forcedColors: "active",
  });

  test("the language sheet marks the current language, and the sheet has an edge", async ({
    page,
  }) => {
    await setConsent(page, "necessary");
    await page.goto(pathFor("home", "ua"));
    await page
      .getByTestId("mobile-header")
      .locator('[commandfor="language-sheet"][command="show-modal"]')
      .tap();
    const sheet = page.locator("dialog#language-sheet");
    await expect(sheet).toBeVisible();
    const current = sheet.locator('a[aria-current="true"]');
    await expect(current).toHaveCount(1);
    expect(await current.evaluate((a) => getComputedStyle(a).outlineStyle)).toBe("solid");
    expect(
      await sheet.evaluate((d) => {
        const s = getComputedStyle(d);
        return s.borderTopStyle !== "none" && parseFloat(s.borderTopWidth) > 0;
      }),
    ).toBe(true);
  });
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test("the chat button never lies over the calculator's Request a quote", async ({ page }) => {
    await setConsent(page, "necessary");
    await page.goto(pathFor("home", "fr"));
    const quote = page.locator("#calculator button[data-fab-clear]").first();
    const fab = page.locator(".chat-fab");
    await page.locator("#calculator").scrollIntoViewIfNeeded();
    let sawSticky = false;
    // Scroll through the calculator in steps, as a visitor reading its options does.
    for (let step = 0; step < 14; step++) {
      await page.mouse.wheel(0, 150);
      await page.waitForTimeout(150);
      const [q, f] = await Promise.all([quote.boundingBox(), fab.boundingBox()]);
      if (!q || !f) continue;
      const overlap =
        q.x < f.x + f.width && f.x < q.x + q.width && q.y < f.y + f.height && f.y < q.y + q.height;
      if (overlap) {
        sawSticky = true;
        await expect(fab).toBeHidden();
      }
    }
    // The layout does bring the two together at this size: the check above was exercised.
    expect(sawSticky).toBe(true);

    // Focus in the calculator removes the button (CSS); when the focus leaves, it comes back only
    // where it covers nothing.
    await page.mouse.wheel(0, -300);
    for (let step = 0; step < 6; step++) {
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(150);
      const [q, f] = await Promise.all([quote.boundingBox(), fab.boundingBox()]);
      if (q && f && q.y + q.height > f.y && q.x + q.width > f.x) break;
    }
    await page.locator("#calculator").getByRole("slider").focus();
    await page.locator("#calculator h2").first().click();
    await page.waitForTimeout(300);
    const [q, f] = await Promise.all([quote.boundingBox(), fab.boundingBox()]);
    if (q && f) {
      const overlap =
        q.x < f.x + f.width && f.x < q.x + q.width && q.y < f.y + f.height && f.y < q.y + q.height;
      if (overlap) await expect(fab).toBeHidden();
    }
  });
});

/**
 * For each of `targets`: `bring` scrolls it level with the chat button, which must then lie over
 * it and be hidden.
 */
async function expectAsideOver(
  page: Page,
  targets: string[],
  bring: (target: string) => Promise<void>,
): Promise<void> {
  const fab = page.locator(".chat-fab");
  for (const target of targets) {
    await bring(target);
    const [under, button] = await Promise.all([
      page.locator(target).first().boundingBox(),
      fab.boundingBox(),
    ]);
    expect(under!.y < button!.y + button!.height && button!.y < under!.y + under!.height).toBe(
      true,
    );
    await expect(fab, `over ${target}`).toBeHidden();
  }
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the chat button steps aside while a form passes under it, and is back past it", async ({
    page,
  }) => {
    await setConsent(page, "necessary");
    await page.goto(pathFor("home", "ua"));
    const fab = page.locator(".chat-fab");
    /** Scrolls the window so that the middle of `target` lies level with the button's middle. */
    const bringUnderButton = async (target: string) => {
      await page.evaluate((selector) => {
        const el = document.querySelector(selector)!;
        const button = document.querySelector(".chat-fab")!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const dy = box.top + box.height / 2 - (button.top + button.height / 2);
        window.scrollBy(0, dy);
      }, target);
      await page.waitForTimeout(200);
    };
    // Before any field is touched: the right end of the e-mail field, an option of the calculator.
    await expectAsideOver(
      page,
      ["#contact form input[type=email]", "#calculator form[data-fab-clear] input[type=checkbox]"],
      bringUnderButton,
    );
    // Over the about section's text it is there to be tapped.
    await bringUnderButton("#about h2");
    await expect(fab).toBeVisible();
  });
});

test.describe("on a phone, without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("the chat button steps aside while a form, Request a quote or the filters pass under it", async ({
    page,
  }) => {
    await setConsent(page, "necessary");
    await page.goto(pathFor("home", "ua"));
    const fab = page.locator(".chat-fab");
    /** Scrolls so that the middle of `target` lies level with the button's middle. */
    const bringUnderButton = async (target: string) => {
      const button = await fab.boundingBox();
      const box = await page.locator(target).first().boundingBox();
      await page.mouse.wheel(0, box!.y + box!.height / 2 - (button!.y + button!.height / 2));
      await page.waitForTimeout(300);
    };
    await expectAsideOver(
      page,
      [
        "#contact form input[type=email]",
        "#calculator form[data-fab-clear] input[type=checkbox]",
        "#calculator button[data-fab-clear]",
        "#portfolio form[data-fab-clear] button",
      ],
      bringUnderButton,
    );
    await bringUnderButton("#about h2");
    await expect(fab).toBeVisible();
  });

  test("the cookie banner's three choices share one row, in every language", async ({
    browser,
  }) => {
    for (const lang of LANGS) {
      // A fresh visitor (no stored choice) each time: the banner shows 2 s after the first paint.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(pathFor("home", lang));
      const banner = page.getByTestId("cookie-banner");
      await expect(banner).toBeVisible({ timeout: 6000 });
      const tops = await banner
        .getByRole("button")
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(tops, lang).toHaveLength(3);
      expect(new Set(tops).size, `${lang}: ${tops.join(", ")}`).toBe(1);
      await context.close();
    }
  });
});
