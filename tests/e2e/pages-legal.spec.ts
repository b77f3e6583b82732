import { expect, test } from "./support/test";
import { holdScripts } from "./support/hold-scripts";
import { setConsent } from "./support/home-helpers";
import { waitForHydration } from "./support/hydration";
import { legalEn } from "../../app/content/legal/en";
import { legalFr } from "../../app/content/legal/fr";
import { legalNl } from "../../app/content/legal/nl";
import { legalUa } from "../../app/content/legal/ua";
import { STUDIO } from "../../app/content/studio";
import { translate } from "../../app/i18n/i18n-context";
import { LANGS, type Lang } from "../../app/i18n/languages";
import { MESSAGES } from "../../app/i18n/messages";
import type { MessageKey } from "../../app/i18n/messages/types";
import { pathFor } from "../../app/i18n/pages";

const t = (lang: Lang, key: MessageKey) => translate(MESSAGES[lang], key);

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
  await page.evaluate(() => {
    localStorage.setItem("cookieConsent", "necessary");
    document.cookie = "cookieConsent=necessary; path=/";
  });
  await page.reload();
  await page.locator("#cookies").scrollIntoViewIfNeeded();
  const settings = page
    .locator("main")
    .getByRole("link", { name: t("en", "footer.cookieSettings") });
  await settings.click();
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  // Reviewing a choice already made: Escape closes it and focus goes back to the link.
  await page.keyboard.press("Escape");
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
});

test("a legal page reached by client-side navigation loads its body in that language", async ({
  page,
}) => {
  await page.goto("/ua");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: t("ua", "footer.terms") })
    .click();
  await expect(page).toHaveURL(new RegExp(encodeURI(pathFor("terms", "ua"))));
  const article = page.locator("main article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(t("ua", "terms.heading"));
  // The Ukrainian body, not another language's: a section's heading as the content writes it.
  const payment = legalUa.terms.sections.find((s) => s.id === "payment")!;
  await expect(article.locator("h2#payment")).toHaveText(payment.heading);
});

test("a legal page reached by client-side navigation shows its whole text, and its cookie settings work", async ({
  page,
}) => {
  await setConsent(page, "necessary");
  await page.goto("/ua");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: t("ua", "footer.privacy") })
    .click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(pathFor("privacy", "ua"))}$`));
  const article = page.locator("main article");
  const sections = legalUa.privacy.sections;
  await expect(article.locator("section h2")).toHaveCount(sections.length);
  await expect(article.locator(`h2#${sections.at(-1)!.id}`)).toBeVisible();
  await expect(article.getByRole("navigation").getByRole("link")).toHaveCount(sections.length);
  await article.getByRole("link", { name: t("ua", "footer.cookieSettings") }).click();
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  await expect(page.getByTestId("cookie-banner")).toBeFocused();
});

test("switching the language of a legal page shows its whole text in the new language at once", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await setConsent(page, "necessary");
  await page.goto("/en/privacy");
  const header = page.locator("header:visible");
  const langButton = header.getByRole("button", { name: /English/ });
  await langButton.click();
  await header
    .locator(`#${await langButton.getAttribute("aria-controls")}`)
    .getByRole("link", { name: "Nederlands" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${pathFor("privacy", "nl")}$`));
  const sections = legalNl.privacy.sections;
  await expect(page.locator("main section h2")).toHaveCount(sections.length);
  await expect(page.locator(`h2#${sections[0]!.id}`)).toHaveText(sections[0]!.heading);
  await expect(page.locator("main article")).toContainText(t("nl", "cookie.acceptAll"));
  expect(errors).toEqual([]);
});

test("the prerendered legal text is kept as it is when its code arrives: no mismatch, no re-render", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(encodeURI(pathFor("privacy", "fr")), { waitUntil: "domcontentloaded" });
  await waitForHydration(page, 15_000, { islands: false });
  const body = page.locator("[data-island='legal-body']");
  await expect(body).not.toHaveAttribute("data-island-ready");
  // Marks the prerendered nodes: hydration in place keeps them; a re-render would replace them.
  await page.evaluate(() => {
    for (const h of document.querySelectorAll("main section h2")) h.setAttribute("data-seen", "");
  });
  await waitForHydration(page);
  await expect(body).toHaveAttribute("data-island-ready");
  const count = legalFr.privacy.sections.length;
  await expect(page.locator("main section h2[data-seen]")).toHaveCount(count);
  expect(errors).toEqual([]);
});

test("before the body's code has arrived, its in-page links and cookie settings work and nothing vanishes", async ({
  page,
}) => {
  await setConsent(page, "necessary");
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  // The body's module and its texts are held back: the page is hydrated, the body is not.
  await page.route(/\/assets\/(legal-body|en)-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/en/privacy", { waitUntil: "domcontentloaded" });
  await waitForHydration(page, 15_000, { islands: false });
  const count = legalEn.privacy.sections.length;
  await page
    .locator("main nav")
    .getByRole("link", { name: /cookies/i })
    .click();
  await expect(page.locator("h2#cookies")).toBeInViewport();
  await expect(page).toHaveURL(/#cookies$/);
  await expect(page.locator("main section h2")).toHaveCount(count);
  await expect(page.locator("footer")).toHaveCount(1);

  const banner = page.getByTestId("cookie-banner");
  await page
    .locator("main")
    .getByRole("link", { name: t("en", "footer.cookieSettings") })
    .click();
  await expect(banner).toBeVisible({ timeout: 1000 });
  await expect(page.locator("[data-island='legal-body']")).not.toHaveAttribute("data-island-ready");
  await banner.getByRole("button", { name: t("en", "cookie.necessaryOnly") }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator("main section h2")).toHaveCount(count);
  release();
  await expect(page.locator("[data-island='legal-body']")).toHaveAttribute("data-island-ready");
  await expect(page.locator("main section h2")).toHaveCount(count);
});

test.describe("legal pages before their scripts have run", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.setTimeout(60_000);

  test("the cookie settings and the legal-details dialog work while the scripts are held back", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await setConsent(page, "necessary");
    await page.goto(encodeURI(pathFor("privacy", "nl")), { waitUntil: "domcontentloaded" });
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeHidden();
    await page
      .locator("main")
      .getByRole("link", { name: t("nl", "footer.cookieSettings") })
      .click();
    await expect(banner).toBeVisible();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

    await page
      .locator("footer")
      .getByRole("button", { name: t("nl", "footer.legalInfo") })
      .click();
    const info = page.getByRole("dialog", { name: t("nl", "footer.legalInfoTitle") });
    await expect(info).toContainText(STUDIO.legal.kvk);
    await page.keyboard.press("Escape");
    await expect(info).toBeHidden();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", {
      timeout: 40_000,
    });
  });
});

test.describe("legal pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole text is in the HTML and the cookie settings show the banner", async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "cookieConsent", value: "necessary", url: baseURL }]);
    await page.goto("/en/privacy");
    const sections = legalEn.privacy.sections;
    await expect(page.locator("main section h2")).toHaveCount(sections.length);
    await expect(page.locator(`h2#${sections.at(-1)!.id}`)).toBeAttached();
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeHidden();
    await page
      .locator("main")
      .getByRole("link", { name: t("en", "footer.cookieSettings") })
      .click();
    // At once: the banner's 2 s delay applies to its first appearance only.
    await expect(banner).toBeVisible({ timeout: 1000 });
  });
});
