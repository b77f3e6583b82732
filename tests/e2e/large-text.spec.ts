import { expect, test, type Page } from "./support/test";
import { setConsent } from "./support/home-helpers";
import { LANGS } from "../../app/i18n/languages";
import { pathFor } from "../../app/i18n/pages";

/**
 * A larger default text size in the browser (docs/decisions/340-header-fits-large-text.md): the
 * phone header keeps its language and menu buttons inside the window, a long word in the hero's
 * heading breaks, and at the default size nothing is hidden.
 */

const PHONE_WIDTHS = [320, 360, 390, 400, 412, 430];

async function setDefaultTextSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: px, fixed: 13 } });
}

/** The visible header's controls: label, left and right edge, whether it shows. */
async function headerControls(page: Page) {
  return page.getByTestId("mobile-header").evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>(":scope > div a, :scope > div button")]
      .filter((el) => !el.closest("dialog"))
      .map((el) => {
        const box = el.getBoundingClientRect();
        return {
          label: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "",
          left: box.left,
          right: box.right,
          shown: box.width > 0,
        };
      }),
  );
}

for (const [i, px] of [16, 20, 24, 32].entries()) {
  const lang = LANGS[i % LANGS.length]!;
  test(`at a ${px} px default text size the ${lang} phone header keeps language and menu on screen`, async ({
    page,
  }) => {
    await setConsent(page, "necessary");
    await setDefaultTextSize(page, px);
    for (const path of [pathFor("home", "ua"), pathFor("home", lang)]) {
      await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
      await page.goto(path);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const controls = await headerControls(page);
        const off = controls.filter((c) => c.shown && (c.left < -0.5 || c.right > width + 0.5));
        expect(off, `${path} at ${width} px`).toEqual([]);
        // The last two are the language sheet's and the menu's buttons: never hidden.
        expect(controls.slice(-2).map((c) => c.shown)).toEqual([true, true]);
      }
    }
  });
}

test("at a 32 px default text size the hero's heading stays inside a 390 px window, and the page too", async ({
  page,
}) => {
  await setConsent(page, "necessary");
  await setDefaultTextSize(page, 32);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(pathFor("home", "ua"));
  const box = (await page.locator("h1").boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const words = await page.locator("h1").evaluate((h1) => {
    const range = document.createRange();
    range.selectNodeContents(h1);
    return Math.max(...[...range.getClientRects()].map((r) => r.right));
  });
  expect(words).toBeLessThanOrEqual(390);
  // Nothing further down pushes the page sideways either, the legal details opened included.
  await page.locator("#about details summary").click();
  expect(await sideways(page)).toBe(0);
});

test("at the default text size every header icon shows on the narrowest phone", async ({
  page,
}) => {
  await setConsent(page, "necessary");
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(pathFor("home", "fr"));
  const controls = await headerControls(page);
  expect(controls.filter((c) => !c.shown)).toEqual([]);
  expect(controls.every((c) => c.left >= 0 && c.right <= 320)).toBe(true);
});

/** How far the page reaches past the window's right edge: 0 when nothing scrolls sideways. */
async function sideways(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

// Every kind of page the studio's visitors open, in the languages with the longest words
// (docs/decisions/344-pages-reflow-at-large-text.md).
const REFLOW_PATHS = [
  pathFor("home", "ua"),
  pathFor("home", "fr"),
  pathFor("card", "ua"),
  pathFor("card", "en"),
  // After other pages: the web font is in use by now, and in it "Zoekmachineoptimalisatie" (a
  // service's title) is wider than a 360 px phone's card at 20 px.
  pathFor("home", "nl"),
  pathFor("privacy", "ua"),
  pathFor("portfolio", "fr"),
  pathFor("messageSent", "nl"),
  "/ua/no-such-page",
];

for (const px of [20, 24]) {
  test(`at a ${px} px default text size no page scrolls sideways on a 360 px phone`, async ({
    page,
  }) => {
    await setConsent(page, "necessary");
    await setDefaultTextSize(page, px);
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of REFLOW_PATHS) {
      await page.goto(path);
      expect(await sideways(page), path).toBe(0);
    }
  });
}

test("at a 24 px default text size the cookie banner and the open legal details fit a 360 px phone", async ({
  page,
}) => {
  await setDefaultTextSize(page, 24);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(pathFor("home", "ua"));
  const banner = page.locator("#cookie-settings");
  await expect(banner).toBeVisible();
  const box = (await banner.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(
    await banner.evaluate((el) => el.scrollWidth - el.clientWidth),
    "the banner's own content",
  ).toBe(0);
  await banner.locator("button").last().click();
  await expect(banner).toBeHidden();
  await page.locator("#about details summary").click();
  expect(await sideways(page)).toBe(0);
});
