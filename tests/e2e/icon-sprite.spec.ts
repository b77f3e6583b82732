import { expect, test } from "./support/test";
import { pathFor } from "../../app/i18n/pages";

/**
 * Icons below the first screen are drawn from one sprite file (decision 306): every one they name
 * is in it, and each is drawn, with JavaScript and without.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`icons from the sprite, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const path of [pathFor("home", "ua"), pathFor("privacy", "fr")]) {
      test(`${path}: each names a drawing in the sprite, and is drawn`, async ({ page }) => {
        await page.goto(path);
        const hrefs = await page
          .locator("svg.icon use")
          .evaluateAll((uses) => uses.map((u) => u.getAttribute("href") ?? ""));
        expect(hrefs.length).toBeGreaterThan(0);
        const files = new Set(hrefs.map((h) => h.split("#")[0]));
        expect(files.size).toBe(1);
        const [file] = [...files] as [string];
        const response = await page.request.get(file);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("image/svg+xml");
        const sprite = await response.text();
        for (const href of hrefs) expect(sprite).toContain(`<symbol id="${href.split("#")[1]}"`);

        // Drawn: the footer's icons have the size of their drawing once the sprite is there.
        const footerIcon = page.locator("footer svg.icon use").first();
        await footerIcon.scrollIntoViewIfNeeded();
        await expect
          .poll(() => footerIcon.evaluate((u) => (u as SVGUseElement).getBBox().width))
          .toBeGreaterThan(10);
      });
    }
  });
}
