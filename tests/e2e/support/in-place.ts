import { expect, type Locator, type Page } from "./test";

/**
 * Taps or clicks an element where it is on screen, as a finger or a mouse does. A locator's own
 * tap or click may scroll the page first (346 px on `/nl` at 1440 px for the header's language
 * button), which tests of "the section in view" must not do. The target must be shown, and every
 * finite animation on the page over (a sheet sliding in, the bar sliding back), so the point is
 * where it settles.
 */
async function settledCentre(page: Page, target: Locator): Promise<{ x: number; y: number }> {
  await expect(target).toBeVisible();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export async function tapInPlace(page: Page, target: Locator): Promise<void> {
  const { x, y } = await settledCentre(page, target);
  await page.touchscreen.tap(x, y);
}

export async function clickInPlace(page: Page, target: Locator): Promise<void> {
  const { x, y } = await settledCentre(page, target);
  await page.mouse.click(x, y);
}
