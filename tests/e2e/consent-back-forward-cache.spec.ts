import { expect, test } from "./support/test";
import { expectNoBanner } from "./support/consent";
import { holdScripts } from "./support/hold-scripts";
import { translate } from "../../app/i18n/i18n-context";
import { MESSAGES } from "../../app/i18n/messages";
import { pathFor } from "../../app/i18n/pages";

/**
 * A page the visitor comes back to is restored as it was left (the back/forward cache): the head
 * script marks it again from a choice made on a later page (CONSENT_HEAD_SCRIPT in
 * app/lib/consent-store.ts, docs/decisions/329-cookie-choice-stored-at-the-tap.md).
 */
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // Playwright turns the cache off; a phone has it on. A browser of its own, so a file of its own.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
});

test("a cookie choice tapped on the next page before any script has run: the page come back to has no banner", async ({
  page,
}) => {
  const lang = "fr";
  await holdScripts(page);
  await page.goto(pathFor("legal", lang), { waitUntil: "domcontentloaded" });
  await page.evaluate(() => ((window as { kept?: number }).kept = 1));
  await page.goto(pathFor("terms", lang), { waitUntil: "domcontentloaded" });
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await banner.getByRole("button", { name: translate(MESSAGES[lang], "cookie.acceptAll") }).tap();
  await expect(banner).toBeHidden();
  // A page restored from the cache fires no load events: wait for its address only.
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(new RegExp(`${pathFor("legal", lang)}$`));
  // The very page left, not a new load of it.
  await expect.poll(() => page.evaluate(() => (window as { kept?: number }).kept)).toBe(1);
  await expectNoBanner(page, "all");
});
