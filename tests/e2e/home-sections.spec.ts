import { expect, test } from "./support/test";
import { home as en } from "../../app/i18n/messages/en/home";
import { home as fr } from "../../app/i18n/messages/fr/home";
import { common as nlCommon } from "../../app/i18n/messages/nl/common";
import { home as nl } from "../../app/i18n/messages/nl/home";
import { contact as frContact } from "../../app/i18n/messages/fr/contact";
import { setConsent } from "./support/home-helpers";
import { fillVars } from "../../app/lib/fill-vars";
import { formatMoney } from "../../app/lib/format-money";
import { PROJECTS } from "../../app/content/projects";
import { demoHref } from "../../app/lib/demo-link";
import { SERVICE_IDS } from "../../app/content/services";
import { STUDIO } from "../../app/content/studio";
import { languageOption } from "../../app/i18n/languages";
import { computePrice, DEFAULT_CONFIG } from "../../app/lib/pricing";

const webProjects = PROJECTS.filter((p) => p.category === "web").length;

test.describe("home page without JavaScript (phone)", () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test("every section is readable from the prerendered HTML", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(fr["home.hero.titleLine1"]);
    for (const id of ["services", "about", "portfolio", "contact", "calculator"]) {
      await expect(page.locator(`#${id}`)).toBeVisible();
    }
    const services = page.locator("#services > div > ul > li");
    await expect(services).toHaveCount(SERVICE_IDS.length);
    for (const card of await services.all()) await expect(card).toBeVisible();
    await expect(page.locator("#portfolio article")).toHaveCount(PROJECTS.length);
    // The calculator shows the default configuration in full.
    const price = computePrice(DEFAULT_CONFIG);
    const money = (amount: number) => formatMoney(amount, languageOption("fr").locale);
    await expect(page.getByTestId("total")).toHaveText(money(price.oneTimeTotal));
    await expect(page.getByTestId("total-incl-vat")).toHaveText(money(price.oneTimeTotalInclVat));
    // Phones: the legal line expands with a native disclosure.
    const legal = page.locator("#about details");
    await legal.locator("summary").click();
    await expect(legal.getByText(STUDIO.legal.vat)).toBeVisible();
    const form = page.locator("#contact form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/api/contact?lang=fr");
    await expect(form.locator('input[name="lang"]')).toHaveValue("fr");
    // The optional field's name is read as two words, "Téléphone (facultatif)".
    await expect(
      form.getByRole("textbox", {
        name: `${frContact["contact.phone"]} ${frContact["contact.optional"]}`,
        exact: true,
      }),
    ).toBeVisible();
  });
});

test.describe("home page sections", () => {
  test.beforeEach(async ({ page }) => setConsent(page, "necessary"));

  test("portfolio filter filters; founder photo and legal details open in dialogs", async ({
    page,
  }) => {
    await page.goto("/nl");
    const portfolio = page.locator("#portfolio");
    const all = portfolio.getByRole("button", { name: nl["home.portfolio.filterAll"] });
    const web = portfolio.getByRole("button", { name: nl["home.portfolio.filterWeb"] });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(portfolio.locator("article")).toHaveCount(PROJECTS.length);
    await web.click();
    await expect(web).toHaveAttribute("aria-pressed", "true");
    await expect(portfolio.locator("article")).toHaveCount(webProjects);
    await expect(portfolio.getByRole("status")).toHaveText(
      nl["home.portfolio.showing"]
        .replace("{count}", String(webProjects))
        .replace("{total}", String(PROJECTS.length)),
    );
    await all.click();
    await expect(portfolio.locator("article")).toHaveCount(PROJECTS.length);
    // Only projects with a real target are linked, in their order; a demo is told where the
    // visitor came from.
    const live = portfolio.getByRole("link", { name: new RegExp(nl["home.portfolio.viewLive"]) });
    const targets = PROJECTS.flatMap((p) => (p.liveUrl ? [demoHref(p.liveUrl, "nl")] : []));
    expect(await live.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual(
      targets,
    );

    const openPhoto = fillVars(nl["home.about.founderOpenPhoto"], { name: STUDIO.founder });
    await page.getByRole("button", { name: openPhoto }).click();
    const photo = page.getByRole("dialog");
    await expect(photo.getByRole("img")).toBeVisible();
    await expect(photo).toContainText(nl["home.about.founderRole"]);
    await page.keyboard.press("Escape");
    await expect(photo).toBeHidden();

    await page
      .locator("#about")
      .getByRole("button", { name: nl["home.about.legalToggle"] })
      .click();
    // The footer's legal-details dialog: the page carries those facts once for both buttons.
    const legal = page.getByRole("dialog", { name: nlCommon["footer.legalInfoTitle"] });
    await expect(legal).toContainText(STUDIO.legal.vat);
    await expect(
      legal.getByRole("link").filter({ hasText: STUDIO.legal.ibanMasked }),
    ).toHaveAttribute("href", new RegExp(`^${STUDIO.chat.baseUrl}`));
    await expect(page.locator("dialog").filter({ hasText: STUDIO.legal.kvk })).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(legal).toBeHidden();
    await expect(
      page.locator("#about").getByRole("button", { name: nl["home.about.legalToggle"] }),
    ).toBeFocused();
  });

  test("services stay visible for reduced motion and fade in when scrolled to otherwise", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en");
    const cards = page.locator("#services [data-reveal]");
    await expect(cards).toHaveCount(SERVICE_IDS.length);
    for (const card of await cards.all())
      await expect(card).not.toHaveAttribute("data-reveal", "hidden");

    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.setViewportSize({ width: 1440, height: 500 });
    await page.goto("/en");
    const last = cards.last();
    await expect(last).toHaveAttribute("data-reveal", "hidden");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-reveal", "shown");
    await expect(last).toHaveCSS("opacity", "1");
  });

  // Axe on the home pages: the sweep in quality-a11y.spec.ts checks every home page at 390 px and
  // one of them at 1440 px, with the whole page and more rules than a check of <main> here did.

  test("calls to action lead to the contact form of the same language", async ({ page }) => {
    await page.goto("/en");
    for (const name of [en["home.hero.start"], en["home.hero.redesign"], en["home.services.cta"]]) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        "/en#contact",
      );
    }
  });
});
