import { expect, test } from "./support/test";
import { holdScripts } from "./support/hold-scripts";
import { setConsent } from "./support/home-helpers";
import { pathFor } from "../../app/i18n/pages";
import { UTM_STORAGE_KEY } from "../../app/lib/utm";

/**
 * Campaign tags are kept for the visit (docs/product.md §13.3) even when the visitor leaves the
 * landing page before its scripts ran (docs/decisions/343-campaign-tags-from-the-page-before.md).
 */
test("tags of a landing page left before its scripts ran are kept from the next page", async ({
  page,
}) => {
  await setConsent(page, "necessary");
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto(`${pathFor("photoVideo", "nl")}?utm_source=instagram&utm_campaign=fotografie`, {
    waitUntil: "domcontentloaded",
  });
  // The brand link in the header, tapped while the scripts are still on their way.
  await page.getByTestId("mobile-header").getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`${pathFor("home", "nl")}$`));
  release();
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), UTM_STORAGE_KEY))
    .toBe(JSON.stringify({ utm_source: "instagram", utm_campaign: "fotografie" }));
});
