import { expect, test } from "./support/test";
import { STUDIO } from "../../app/content/studio";
import { LANGS } from "../../app/i18n/languages";
import { pathFor } from "../../app/i18n/pages";

for (const lang of LANGS) {
  test(`legal pages in ${lang} show their bodies`, async ({ page }) => {
    for (const id of ["legal", "privacy", "terms"] as const) {
      const response = await page.goto(encodeURI(pathFor(id, lang)));
      expect(response?.status()).toBe(200);
      const article = page.locator("main article");
      await expect(article.getByRole("heading", { level: 1 })).toBeVisible();
      // A table of contents linking to every section, and real paragraphs in each.
      const sections = article.locator("section h2");
      expect(await sections.count()).toBeGreaterThanOrEqual(7);
      const toc = article.getByRole("navigation").getByRole("link");
      expect(await toc.count()).toBe(await sections.count());
      expect((await article.innerText()).length).toBeGreaterThan(1500);
      await expect(page.locator("html")).toHaveAttribute("lang", lang === "ua" ? "uk" : lang);
    }
    // The imprint shows the registration data; the privacy policy has the banner's #cookies.
    await page.goto(encodeURI(pathFor("legal", lang)));
    const facts = page.locator("main dl");
    for (const value of [STUDIO.legal.kvk, STUDIO.legal.vat, STUDIO.legal.emails.privacy]) {
      await expect(facts).toContainText(value);
    }
    await page.goto(encodeURI(pathFor("privacy", lang, "cookies")));
    await expect(page.locator("h2#cookies")).toBeInViewport();
    await expect(page.locator("section", { has: page.locator("h2#cookies") })).toContainText(
      "cookieConsent",
    );
    await expect(page.getByText(STUDIO.legal.emails.privacy).first()).toBeVisible();
  });
}

test("the cookie section offers the cookie settings again", async ({ page }) => {
  await page.goto("/en/privacy");
  await page.evaluate(() => localStorage.setItem("cookieConsent", "necessary"));
  await page.reload();
  await page.locator("#cookies").scrollIntoViewIfNeeded();
  await page.locator("main").getByRole("button", { name: "Cookie settings" }).click();
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
});

test("a legal page reached by client-side navigation loads its body in that language", async ({
  page,
}) => {
  await page.goto("/ua");
  await page.getByRole("contentinfo").getByRole("link", { name: "Умови надання послуг" }).click();
  await expect(page).toHaveURL(new RegExp(encodeURI("/ua/умови")));
  const article = page.locator("main article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText("Умови надання послуг");
  await expect(article.locator("h2#payment")).toHaveText("Оплата");
});
