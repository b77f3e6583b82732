import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { CARD_LANGUAGES, PROFICIENCY_DOTS, filledDots } from "../../app/content/card";
import { STUDIO } from "../../app/content/studio";
import { translate } from "../../app/i18n/i18n-context";
import { LANGS } from "../../app/i18n/languages";
import { MESSAGES } from "../../app/i18n/messages";
import { pathFor } from "../../app/i18n/pages";

/** The business card's proficiency dots and its vCard (docs/product.md §8). */

test("proficiency dots: one per 20 % begun, with the level and percentage as text", async ({
  page,
}) => {
  for (const lang of LANGS) {
    await page.goto(pathFor("card", lang));
    const list = page.getByRole("region", {
      name: translate(MESSAGES[lang], "card.languagesHeading"),
    });
    const rows = list.getByRole("listitem");
    await expect(rows).toHaveCount(CARD_LANGUAGES.length);
    for (const [i, language] of CARD_LANGUAGES.entries()) {
      const row = rows.nth(i);
      await expect(row).toHaveAttribute("data-percent", String(language.percent));
      await expect(row).toContainText(translate(MESSAGES[lang], `card.language.${language.key}`));
      await expect(row).toContainText(translate(MESSAGES[lang], `card.level.${language.level}`));
      await expect(row).toContainText(new RegExp(`${language.percent}\\s?%`));
      const dots = row.locator("[data-filled]");
      await expect(dots).toHaveCount(PROFICIENCY_DOTS);
      await expect(row.locator('[data-filled="true"]')).toHaveCount(filledDots(language.percent));
      await expect(row.locator('[aria-hidden="true"]').first()).toBeAttached();
    }
  }
  // Two different levels never look the same: a higher percentage shows more dots.
  for (const a of CARD_LANGUAGES)
    for (const b of CARD_LANGUAGES)
      if (a.level !== b.level && a.percent > b.percent)
        expect(filledDots(a.percent)).toBeGreaterThan(filledDots(b.percent));
});

test("Save contact downloads a vCard with name, title, phone, email, website and address", async ({
  page,
}) => {
  for (const lang of ["en", "ua"] as const) {
    await page.goto(pathFor("card", lang));
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: translate(MESSAGES[lang], "card.saveContact") }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.vcf$/);
    const path = await download.path();
    const vcard = readFileSync(path, "utf8");
    // Unfold folded lines (RFC 2426) before reading the values.
    const text = vcard.replace(/\r\n /g, "");
    expect(vcard.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    expect(vcard.endsWith("END:VCARD\r\n")).toBe(true);
    expect(text).toContain(`FN:${STUDIO.founder}`);
    expect(text).toContain(`ORG:${STUDIO.brand}`);
    expect(text).toContain(
      `TITLE:${translate(MESSAGES[lang], "card.role", { brand: STUDIO.brand })}`,
    );
    expect(text).toContain(`TEL;TYPE=CELL,VOICE:${STUDIO.phone.international}`);
    expect(text).toContain(`EMAIL;TYPE=INTERNET,WORK:${STUDIO.email}`);
    expect(text).toContain(`URL:${STUDIO.website}`);
    expect(text).toContain(
      `${STUDIO.address.street};${STUDIO.address.city};;${STUDIO.address.postalCode}`,
    );
  }
});
