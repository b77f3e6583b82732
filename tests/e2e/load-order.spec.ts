import { expect, test } from "./support/test";
import { holdScripts } from "./support/hold-scripts";
import { waitForHydration } from "./support/hydration";

/**
 * What a slow phone gets before React has hydrated (docs/decisions/220-island-texts.md,
 * 222-full-stylesheet-after-hydration.md): a styled page from the inline CSS, no request for the
 * full stylesheet or the web font, and the islands on screen waiting; then, once hydrated, the
 * full stylesheet and an island used before hydration loading at once.
 */
test("the full stylesheet comes after hydration; the page is styled before it", async ({
  page,
}) => {
  const release = await holdScripts(page);
  const early: string[] = [];
  page.on("request", (r) => {
    if (/\.(css|woff2)(#|$)/.test(new URL(r.url()).pathname + new URL(r.url()).hash))
      early.push(r.url());
  });
  await page.goto("/ua", { waitUntil: "domcontentloaded" });
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  // Styled by the inline CSS alone: the hero heading is large, not the browser's default.
  expect(
    Number.parseFloat(await heading.evaluate((h) => getComputedStyle(h).fontSize)),
  ).toBeGreaterThan(30);
  const sheet = page.locator('head link[rel="stylesheet"][href^="/assets/"]').first();
  await expect(sheet).toHaveJSProperty("disabled", true);
  // Neither the full stylesheet nor the web font is requested (a disabled link alone is fetched by
  // Chromium 150: the link's unknown type prevents that, decision 222), and no rule of it applies.
  expect(early).toEqual([]);
  expect(
    await page.evaluate(() =>
      [...document.styleSheets].some((s) => s.href?.includes("/assets/") && !s.disabled),
    ),
  ).toBe(false);

  release();
  await waitForHydration(page, 15_000, { islands: false });
  await expect(sheet).toHaveJSProperty("disabled", false);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets].some(
          (s) =>
            s.href?.includes("/assets/") &&
            [...s.cssRules].map((r) => r.cssText).join("").length > 10_000,
        ),
      ),
    )
    .toBe(true);
});

test("an island on screen at load waits for the first interaction", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/card", { waitUntil: "domcontentloaded" });
  await waitForHydration(page, 15_000, { islands: false });
  const contacts = page.locator('[data-island="card-contacts"]');
  await expect(contacts).toHaveCount(1);
  // Hydrated, yet the contacts (on screen at load) have not loaded their code.
  await page.waitForTimeout(500);
  await expect(contacts).not.toHaveAttribute("data-island-ready", "");
  await page.mouse.click(5, 400);
  await expect(contacts).toHaveAttribute("data-island-ready", "");
});

test("a jump to a section whose code is still on its way keeps the page and reaches it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The sections' code (islands, not the first load) arrives late, as on a slow phone. Late
  // enough that the checks below, on a busy CI machine, still run while it is on its way.
  await page.route(/\/assets\/(contact-section|footer)[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue();
  });
  await page.goto("/en", { waitUntil: "domcontentloaded" });
  await waitForHydration(page, 15_000, { islands: false });
  const contact = page.locator("#contact");
  const text = await contact.innerText();
  await page.locator('main a[href$="#contact"]').first().click();
  await expect(page).toHaveURL(/#contact$/);
  // Still the prerendered section, in view, while its code is loading.
  await expect(contact).toBeInViewport();
  expect(await contact.innerText()).toBe(text);
  await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute(
    "data-island-ready",
    "",
  );
  await expect(page.locator("footer")).not.toBeEmpty();
  await expect(page.locator('[data-island="contact"]')).toHaveAttribute("data-island-ready", "", {
    timeout: 20_000,
  });
  expect(await contact.innerText()).toBe(text);
});

test("the client entry written into the boot script is never fetched as a file, not even after hydration", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" || r.url().endsWith(".js")) scripts.push(r.url());
  });
  await page.goto("/fr/card");
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(scripts.some((u) => u.includes("/assets/framework-"))).toBe(true);
  expect(scripts.filter((u) => u.includes("/assets/entry.client-"))).toEqual([]);
});
