import { expect, test } from "./support/test";
import { pathFor } from "../../app/i18n/pages";

/**
 * Icons below the home page's first screen are drawn from one sprite file (decision 306): every one
 * they name is in it, and each is drawn, with JavaScript and without. Other pages do not ask for it:
 * its request would come before their largest paint.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`icons from the sprite, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const lang of ["ua", "fr"] as const) {
      const path = pathFor("home", lang);
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

    test("an inner page draws its icons inline and does not ask for the sprite", async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on("request", (r) => {
        if (/\/assets\/icons-[^/]*\.svg$/.test(new URL(r.url()).pathname)) asked.push(r.url());
      });
      await page.goto(pathFor("privacy", "fr"));
      await page.locator("footer").scrollIntoViewIfNeeded();
      await expect(page.locator("footer svg.icon").first()).toBeVisible();
      expect(await page.locator("svg.icon use").count()).toBe(0);
      expect(asked).toEqual([]);
    });
  });
}
