import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { holdScripts } from "./support/hold-scripts";
import { setConsent } from "./support/home-helpers";
import { allPagePaths, pathFor } from "../../app/i18n/pages";
import { MESSAGES } from "../../app/i18n/messages";

/**
 * States the page sweep (quality-a11y.spec.ts) does not reach: a tooltip shown by hover, a
 * contrast theme, the narrowest phone, prices marked stale before the calculator's code runs
 * (docs/decisions/338-focus-and-state-in-every-colour-scheme.md).
 */

test("a hover tooltip stays while the pointer is on it, and Escape hides it (WCAG 1.4.13)", async ({
  page,
}) => {
  await setConsent(page, "necessary");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${pathFor("home", "en")}#calculator`);
  const tip = page.locator("#calculator button[aria-describedby]").first();
  const bubble = page.locator(`#${await tip.getAttribute("aria-describedby")}`);
  await tip.scrollIntoViewIfNeeded();
  await tip.hover();
  await expect(bubble).toBeVisible();
  // From the button up onto the bubble, through the gap between them.
  const from = (await tip.boundingBox())!;
  const to = (await bubble.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 2);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 3, { steps: 8 });
  await expect(bubble).toBeVisible();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2, { steps: 4 });
  await expect(bubble).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(bubble).toBeHidden();
  // Shown again at the next hover.
  await page.mouse.move(5, 5);
  await tip.hover();
  await expect(bubble).toBeVisible();
});

test("in a contrast theme the chosen filter and language and a filled button keep a mark", async ({
  page,
}) => {
  await setConsent(page, "necessary");
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto(`${pathFor("home", "en")}#portfolio`);
  const outline = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth);
      });
  const pressed = '#portfolio [aria-pressed="true"]';
  const other = '#portfolio [aria-pressed="false"]';
  expect(await outline(pressed)).toBeGreaterThan(0);
  expect(await outline(other)).toBe(0);
  const send = page.locator('#contact button[type="submit"]');
  expect(
    await send.evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth)),
  ).toBeGreaterThan(0);
  await page.goto(pathFor("card", "en"));
  expect(await outline('[aria-current="page"]')).toBeGreaterThan(0);
});

test("legal pages fit a 320 px screen without sideways scrolling (WCAG 1.4.10)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const legal = allPagePaths().filter((p) => ["privacy", "terms", "legal"].includes(p.id));
  for (const { path } of legal) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
  }
});

test("prices marked stale before the calculator's code runs keep their contrast", async ({
  page,
}) => {
  await setConsent(page, "necessary");
  await holdScripts(page);
  await page.goto(`${pathFor("home", "ua")}#calculator`, { waitUntil: "domcontentloaded" });
  const addon = page
    .locator("#calculator label")
    .filter({ hasText: MESSAGES.ua["calculator.addon.branding.name"] })
    .first();
  await addon.click();
  await expect(page.locator(".stale-note").first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include("#calculator")
    .withRules(["color-contrast"])
    .analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
});
