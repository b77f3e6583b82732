import { expect, test, type Page } from "./support/test";
import { holdScripts } from "./support/hold-scripts";
import { translate } from "../../app/i18n/i18n-context";
import type { Lang } from "../../app/i18n/languages";
import { MESSAGES } from "../../app/i18n/messages";
import type { MessageKey } from "../../app/i18n/messages/types";
import { pathFor } from "../../app/i18n/pages";
import { STUDIO } from "../../app/content/studio";
import { setConsent } from "./support/home-helpers";
import { COOKIE_BANNER_DELAY_MS } from "../../app/features/consent/cookie-banner";

/**
 * The header, footer and home dialogs and the cookie banner work from the first paint: with
 * JavaScript off, and while the scripts are still on their way (docs/decisions/150-native-controls.md).
 */
const t = (lang: Lang, key: MessageKey, vars?: Record<string, string>) =>
  translate(MESSAGES[lang], key, vars);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === "cookieConsent")?.value;
}

test.describe("without JavaScript, phone", () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test("phone menu opens, lists the page's links and closes", async ({ page }) => {
    const lang = "ua";
    await page.goto(pathFor("photoVideo", lang));
    await page.getByRole("button", { name: t(lang, "a11y.openMenu") }).click();
    const menu = page.getByRole("dialog", { name: t(lang, "nav.menuTitle") });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: t(lang, "nav.photoPortfolio") })).toBeVisible();
    await menu.getByRole("button", { name: t(lang, "a11y.closeMenu") }).click();
    await expect(menu).toBeHidden();
    // A tap on the dimmed page beside it closes it too.
    await page.getByRole("button", { name: t(lang, "a11y.openMenu") }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: t(lang, "a11y.openMenu") }).click();
    await menu.getByRole("link", { name: t(lang, "nav.photoPortfolio") }).click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("portfolio", lang)}$`));
  });

  test("on the home page each menu link to a section closes the menu and shows the section", async ({
    page,
  }) => {
    const lang = "ua";
    await page.goto(pathFor("home", lang));
    const menu = page.getByRole("dialog", { name: t(lang, "nav.menuTitle") });
    // One jump after another, the same section twice too: each one, not only the first, closes it.
    for (const [key, id] of [
      ["nav.contact", "contact"],
      ["nav.services", "services"],
      ["nav.about", "about"],
      ["nav.about", "about"],
    ] as const) {
      await page.mouse.wheel(0, 400);
      await page.getByRole("button", { name: t(lang, "a11y.openMenu") }).click();
      await menu.getByRole("link", { name: t(lang, key) }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${pathFor("home", lang)}#${id}$`));
      await expect(menu).toBeHidden();
      await expect(page.locator(`#${id} h2`).first()).toBeInViewport();
    }
  });

  test("language sheet switches to the same page in another language", async ({ page }) => {
    await page.goto(pathFor("privacy", "nl"));
    const header = page.getByTestId("mobile-header");
    await header.getByRole("button", { name: new RegExp(t("nl", "a11y.chooseLanguage")) }).click();
    const sheet = page.getByRole("dialog", { name: t("nl", "lang.sheetTitle") });
    await expect(sheet.getByRole("link")).toHaveCount(4);
    await sheet
      .getByRole("button", { name: t("nl", "lang.close") })
      .last()
      .click();
    await expect(sheet).toBeHidden();
    await header.getByRole("button", { name: new RegExp(t("nl", "a11y.chooseLanguage")) }).click();
    await sheet.getByRole("link", { name: /Français/ }).click();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(pathFor("privacy", "fr"))}$`));
  });

  test("cookie banner: a choice is stored in a cookie and the banner stays away; settings reopen it", async ({
    page,
  }) => {
    const lang = "fr";
    const path = pathFor("photoVideo", lang);
    await page.goto(path);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible({ timeout: 4000 });
    await banner.getByRole("button", { name: t(lang, "cookie.necessaryOnly") }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(await consentCookie(page)).toBe("necessary");
    await expect(page.locator("html")).toHaveAttribute("data-consent", "necessary");
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(banner).toBeHidden();

    await page
      .locator("footer")
      .getByRole("link", { name: t(lang, "footer.cookieSettings") })
      .click();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: t(lang, "cookie.acceptAll") }).click();
    expect(await consentCookie(page)).toBe("all");
    await expect(banner).toBeHidden();
  });
});

test.describe("without JavaScript, the cookie banner keeps what the visitor did", () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test("it stays away while a form is being filled in, and comes back on a page without input", async ({
    page,
  }) => {
    const lang = "ua";
    await page.goto(pathFor("home", lang, "contact"));
    const banner = page.getByTestId("cookie-banner");
    const name = page.locator("#contact").getByLabel(t(lang, "contact.name"));
    await name.fill("Олена");
    await name.blur();
    await page.waitForTimeout(2500);
    await expect(banner).toBeHidden();
    await expect(name).toHaveValue("Олена");
    await page.goto(pathFor("legal", lang));
    await expect(banner).toBeVisible({ timeout: 4000 });
  });

  test("a choice returns to the same address, the calculator's options included", async ({
    page,
  }) => {
    const lang = "nl";
    const address = `${pathFor("home", lang)}?platform=lovable&pages=1&addons=seo`;
    await page.goto(`${address}#calculator`);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible({ timeout: 4000 });
    await banner.getByRole("button", { name: t(lang, "cookie.necessaryOnly") }).click();
    await expect(banner).toBeHidden();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(address);
    await expect(
      page.locator('#calculator-form input[name="platform"][value="lovable"]'),
    ).toBeChecked();
  });
});

test.describe("without JavaScript, desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });

  test("language dropdowns, Work menu, founder and legal dialogs open and close", async ({
    page,
  }) => {
    const lang = "nl";
    await page.goto(pathFor("home", lang));
    const header = page.locator("header:visible");
    const work = header.getByRole("button", { name: t(lang, "nav.work") });
    await work.click();
    await expect(
      header.getByRole("link", { name: t(lang, "nav.websitePortfolio") }).last(),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    const langButton = header.getByRole("button", { name: /Nederlands/ });
    const panel = page.locator(`#${await langButton.getAttribute("aria-controls")}`);
    await langButton.click();
    await expect(panel.getByRole("link")).toHaveCount(4);
    await page.mouse.click(20, 600);
    await expect(panel).toBeHidden();

    await page
      .getByRole("button", {
        name: t(lang, "home.about.founderOpenPhoto", { name: STUDIO.founder }),
      })
      .click();
    const photo = page
      .getByRole("dialog", { name: /./ })
      .filter({ hasText: t(lang, "home.about.founderRole") });
    await expect(photo.getByRole("img")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(photo).toBeHidden();

    await page
      .locator("#about")
      .getByRole("button", { name: t(lang, "home.about.legalToggle") })
      .click();
    // The about section's button opens the footer's dialog (one copy of the facts per page).
    const legal = page.getByRole("dialog", { name: t(lang, "footer.legalInfoTitle") });
    await expect(legal).toContainText(STUDIO.legal.vat);
    await legal.getByRole("button", { name: t(lang, "a11y.close") }).click();
    await expect(legal).toBeHidden();

    await page
      .locator("footer")
      .getByRole("button", { name: t(lang, "footer.legalInfo") })
      .click();
    const info = page.getByRole("dialog", { name: t(lang, "footer.legalInfoTitle") });
    await expect(info).toContainText(STUDIO.legal.kvk);
    await page.keyboard.press("Escape");
    await expect(info).toBeHidden();
    // A click on the dimmed page beside it closes it too.
    await page
      .locator("footer")
      .getByRole("button", { name: t(lang, "footer.legalInfo") })
      .click();
    await expect(info).toBeVisible();
    await page.mouse.click(20, 450);
    await expect(info).toBeHidden();

    await page
      .locator("footer")
      .getByRole("button", { name: /Nederlands/ })
      .click();
    await page.locator("footer").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe("scripts held back: clicked before hydration", () => {
  test.use(PHONE);
  test.setTimeout(60_000);

  test("menu, sheet and cookie choice answer at once, and hydration arriving later changes nothing", async ({
    page,
  }) => {
    const lang = "en";
    const release = await holdScripts(page);
    await page.goto(pathFor("home", lang), { waitUntil: "domcontentloaded" });
    const html = page.locator("html");
    const menuButton = page.getByRole("button", { name: t(lang, "a11y.openMenu") });
    await menuButton.click();
    const menu = page.getByRole("dialog", { name: t(lang, "nav.menuTitle") });
    await expect(menu).toBeVisible();
    expect(await html.getAttribute("data-hydrated")).toBeNull();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page
      .getByTestId("mobile-header")
      .getByRole("button", { name: t(lang, "a11y.chooseLanguage") })
      .click();
    const sheet = page.getByRole("dialog", { name: t(lang, "lang.sheetTitle") });
    await expect(sheet).toBeVisible();
    expect(await html.getAttribute("data-hydrated")).toBeNull();

    // Hydration arrives while the sheet is open: it stays open, once, and still closes.
    release();
    await expect(html).toHaveAttribute("data-hydrated", "true", { timeout: 40_000 });
    await expect(sheet).toBeVisible();
    await sheet
      .getByRole("button", { name: t(lang, "lang.close") })
      .last()
      .click();
    await expect(sheet).toBeHidden();
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("a link to a part of the page closes the phone menu before hydration", async ({ page }) => {
    const lang = "ua";
    await holdScripts(page);
    await page.goto(pathFor("home", lang), { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: t(lang, "a11y.openMenu") }).click();
    const menu = page.getByRole("dialog", { name: t(lang, "nav.menuTitle") });
    await expect(menu).toBeVisible();
    // A jump within the page, not a new load of it (a slow phone would wait for the page again).
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await menu.getByRole("link", { name: t(lang, "nav.contact") }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact h2").first()).toBeInViewport();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  });

  test("a cookie choice made before hydration is kept", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(pathFor("card", "nl"), { waitUntil: "domcontentloaded" });
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible({ timeout: 4000 });
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    await banner.getByRole("button", { name: t("nl", "cookie.necessaryOnly") }).click();
    await expect(banner).toBeHidden();
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", {
      timeout: 15_000,
    });
    expect(await consentCookie(page)).toBe("necessary");
    await expect(banner).toBeHidden();
  });
});

test.describe("Back closes the phone menu and the language sheet", () => {
  test.use(PHONE);

  test("Back closes an open menu or sheet and stays on the page; closing normally leaves no entry", async ({
    page,
  }) => {
    const lang = "nl";
    await page.goto(pathFor("legal", lang));
    const home = pathFor("home", lang);
    await page.goto(home);
    const menuButton = page.getByRole("button", { name: t(lang, "a11y.openMenu") });
    const menu = page.getByRole("dialog", { name: t(lang, "nav.menuTitle") });

    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${home}$`));

    const sheetButton = page
      .getByTestId("mobile-header")
      .getByRole("button", { name: new RegExp(t(lang, "a11y.chooseLanguage")) });
    const sheet = page.getByRole("dialog", { name: t(lang, "lang.sheetTitle") });
    await sheetButton.click();
    await expect(sheet).toBeVisible();
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${home}$`));

    // Closed with its button: no entry is left behind, so Back now leaves the page.
    await sheetButton.click();
    await sheet
      .getByRole("button", { name: t(lang, "lang.close") })
      .last()
      .click();
    await expect(sheet).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${pathFor("legal", lang)}$`));
  });

  // The phone menu closed by Back, the language sheet by its close button.
  for (const close of ["Back", "the close button"] as const) {
    test(`Forward after ${close} closed an overlay opens nothing, and one Back then leaves the page`, async ({
      page,
    }) => {
      const lang = "ua";
      await page.goto(pathFor("legal", lang));
      const home = pathFor("home", lang);
      await page.goto(home);
      await page.waitForSelector("html[data-hydrated]");
      const overlayOnTop = () =>
        page.evaluate(() => (history.state as { overlay?: string } | null)?.overlay);
      let overlay;
      if (close === "Back") {
        overlay = page.getByRole("dialog", { name: t(lang, "nav.menuTitle") });
        await page.getByRole("button", { name: t(lang, "a11y.openMenu") }).click();
        await expect(overlay).toBeVisible();
        await page.goBack();
      } else {
        overlay = page.getByRole("dialog", { name: t(lang, "lang.sheetTitle") });
        await page
          .getByTestId("mobile-header")
          .getByRole("button", { name: new RegExp(t(lang, "a11y.chooseLanguage")) })
          .click();
        await expect(overlay).toBeVisible();
        await overlay
          .getByRole("button", { name: t(lang, "lang.close") })
          .last()
          .click();
      }
      await expect(overlay).toBeHidden();
      await expect.poll(overlayOnTop).toBeUndefined();
      await page.goForward();
      // The closed overlay's entry is stepped off again: the page's own entry is on top.
      await expect.poll(overlayOnTop).toBeUndefined();
      await expect(overlay).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${encodeURI(home)}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${encodeURI(pathFor("legal", lang))}$`));
    });
  }

  test("Forward onto a closed menu's entry after a visit to the page before steps off it too: no dead Forward, no dead Back", async ({
    page,
  }) => {
    const lang = "fr";
    const legal = pathFor("legal", lang);
    const home = pathFor("home", lang);
    await page.goto(legal);
    await page.waitForSelector("html[data-hydrated]");
    await page.evaluate(() => ((window as { sameDocument?: 1 }).sameDocument = 1));
    // To the home page inside the app (the same document), then the menu, closed by Back.
    await page.locator(`header a[href="${home}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    const menu = page.getByRole("dialog", { name: t(lang, "nav.menuTitle") });
    const overlayOnTop = () =>
      page.evaluate(() => (history.state as { overlay?: string } | null)?.overlay);
    await page.getByRole("button", { name: t(lang, "a11y.openMenu") }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
    // Back to the page before, Forward to the home page, Forward onto the menu's entry.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${legal}$`));
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      t(lang, "home.hero.titleLine1"),
    );
    await page.goForward();
    await expect.poll(overlayOnTop).toBeUndefined();
    await expect(menu).toBeHidden();
    // One Back leaves the page: it was not spent on the menu's entry.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${legal}$`));
    expect(await page.evaluate(() => (window as { sameDocument?: 1 }).sameDocument)).toBe(1);
  });

  test("after a reload with the menu's entry on top, Back from a page its link opened returns to the page", async ({
    page,
  }) => {
    const lang = "nl";
    const home = pathFor("home", lang);
    await page.goto(home);
    await page.waitForSelector("html[data-hydrated]");
    const openMenu = page.getByRole("button", { name: t(lang, "a11y.openMenu") });
    const menu = page.getByRole("dialog", { name: t(lang, "nav.menuTitle") });
    await openMenu.click();
    await expect(menu).toBeVisible();
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await openMenu.click();
    await menu.getByRole("link", { name: t(lang, "nav.photoPortfolio") }).click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("portfolio", lang)}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    // The router drew the page the address names, not the one it came from.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      t(lang, "home.hero.titleLine1"),
    );
  });

  for (const which of ["menu", "sheet"] as const) {
    test(`a ${which} opened before the scripts came: once they have, Back closes it`, async ({
      page,
    }) => {
      const lang = "ua";
      const home = pathFor("home", lang);
      await page.goto(pathFor("legal", lang));
      const release = await holdScripts(page);
      await page.goto(home, { waitUntil: "commit" });
      const header = page.getByTestId("mobile-header");
      const [button, overlay] =
        which === "menu"
          ? [
              header.getByRole("button", { name: t(lang, "a11y.openMenu") }),
              page.getByRole("dialog", { name: t(lang, "nav.menuTitle") }),
            ]
          : [
              header.getByRole("button", { name: new RegExp(t(lang, "a11y.chooseLanguage")) }),
              page.getByRole("dialog", { name: t(lang, "lang.sheetTitle") }),
            ];
      await button.click();
      await expect(overlay).toBeVisible();
      release();
      await page.waitForSelector("html[data-hydrated]");
      await expect(page.locator('[data-island="mobile-header"]')).toHaveAttribute(
        "data-island-ready",
        "",
      );
      await expect(overlay).toBeVisible();
      await page.goBack();
      await expect(overlay).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${encodeURI(home)}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${encodeURI(pathFor("legal", lang))}$`));
    });
  }

  test("a link in the menu navigates; Back then returns to the page in one step", async ({
    page,
  }) => {
    const lang = "fr";
    const home = pathFor("home", lang);
    await page.goto(home);
    await page.getByRole("button", { name: t(lang, "a11y.openMenu") }).click();
    const menu = page.getByRole("dialog", { name: t(lang, "nav.menuTitle") });
    await menu.getByRole("link", { name: t(lang, "nav.photoPortfolio") }).click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("portfolio", lang)}$`));
    await expect(menu).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
  });
});

test("Back closes the founder photo and the legal details dialog, and stays on the page", async ({
  page,
}) => {
  const lang = "ua";
  const home = pathFor("home", lang);
  await page.goto(pathFor("legal", lang));
  await page.goto(home);
  const founder = page.getByRole("dialog", { name: STUDIO.founder });
  await page
    .getByRole("button", { name: t(lang, "home.about.founderOpenPhoto", { name: STUDIO.founder }) })
    .click();
  await expect(founder).toBeVisible();
  await page.goBack();
  await expect(founder).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${home}$`));

  const legal = page.getByRole("dialog", { name: t(lang, "footer.legalInfoTitle") });
  await page
    .getByRole("contentinfo")
    .getByRole("button", { name: t(lang, "footer.legalInfo") })
    .click();
  await expect(legal).toBeVisible();
  await page.goBack();
  await expect(legal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  // Nothing left behind: one more Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${pathFor("legal", lang)}$`));
});

test.describe("Back closes the reopened cookie banner", () => {
  test.use(PHONE);
  const lang = "ua";
  const home = pathFor("home", lang);

  async function start(page: Page) {
    await setConsent(page, "necessary");
    await page.goto(pathFor("legal", lang));
    await page.goto(home);
    // The footer's code too, so its link reopens the banner in place (no address change).
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="footer"]')).toHaveAttribute("data-island-ready", "");
    await expect(page.locator('[data-island="cookie-banner"]')).toHaveAttribute(
      "data-island-ready",
      "",
    );
    return page.getByTestId("cookie-banner");
  }
  const settings = (page: Page) =>
    page.locator("footer").getByRole("link", { name: t(lang, "footer.cookieSettings") });

  test("reopened from the footer: Back closes it, keeps the choice and stays on the page", async ({
    page,
  }) => {
    const banner = await start(page);
    await settings(page).click();
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await page.goBack();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("necessary");
    // A choice closes it and takes its entry away: Back now leaves the page.
    await settings(page).click();
    await banner.getByRole("button", { name: t(lang, "cookie.acceptAll") }).click();
    await expect(banner).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${pathFor("legal", lang)}$`));
  });

  test("reopened by its address (#cookie-settings): Back closes it", async ({ page }) => {
    const banner = await start(page);
    await page.evaluate((id) => (window.location.hash = id), "cookie-settings");
    await expect(banner).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(banner).toBeHidden();
  });

  test("'Read more' from the reopened banner: Back returns to the page in one step", async ({
    page,
  }) => {
    const banner = await start(page);
    await settings(page).click();
    await banner.getByRole("link", { name: new RegExp(t(lang, "cookie.readMore")) }).click();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(pathFor("privacy", lang))}#cookies$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(banner).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${pathFor("legal", lang)}$`));
  });
});

/**
 * Before its code runs, the banner's first appearance is a CSS animation. Paused and set to chosen
 * moments (ms since it started), it tells whether the banner is visible then and whether a tap on
 * its first choice ("Accept all") would reach that button, or the page below.
 */
function bannerAt(page: Page, moments: number[]) {
  return page.evaluate((times) => {
    const banner = document.querySelector<HTMLElement>('[data-testid="cookie-banner"]')!;
    const button = banner.querySelector("button")!;
    const animation = banner
      .getAnimations()
      .find((a) => (a as CSSAnimation).animationName === "cookie-banner-in")!;
    animation.pause();
    return times.map((time) => {
      animation.currentTime = time;
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return {
        visible: banner.checkVisibility({ visibilityProperty: true }),
        takesTap: hit !== null && button.contains(hit),
      };
    });
  }, moments);
}

const DELAY = COOKIE_BANNER_DELAY_MS;
/** Hidden during the delay; shown, but letting taps through, for its first half second; then answering. */
const FIRST_APPEARANCE = [
  { at: DELAY - 100, visible: false, takesTap: false },
  { at: DELAY + 20, visible: true, takesTap: false },
  { at: DELAY + 400, visible: true, takesTap: false },
  { at: DELAY + 600, visible: true, takesTap: true },
];

test.describe("the cookie banner lets a tap meant for the page through as it appears", () => {
  test.use(PHONE);

  for (const mode of ["before the scripts arrive", "without JavaScript"] as const) {
    test(mode, async ({ browser }) => {
      const context = await browser.newContext({
        ...PHONE,
        javaScriptEnabled: mode !== "without JavaScript",
      });
      const page = await context.newPage();
      const release = mode === "before the scripts arrive" ? await holdScripts(page) : null;
      await page.goto(pathFor("home", "ua"), { waitUntil: "domcontentloaded" });
      const seen = await bannerAt(
        page,
        FIRST_APPEARANCE.map((m) => m.at),
      );
      expect(seen).toEqual(
        FIRST_APPEARANCE.map(({ visible, takesTap }) => ({ visible, takesTap })),
      );
      if (release) {
        // Once the scripts are there, the choice is taken and stored. The animation above was
        // only moved: the banner's code, hydrated by the tap, reads the page's own clock.
        await expect
          .poll(() => page.evaluate(() => performance.now()))
          .toBeGreaterThan(DELAY + 600);
        release();
        const banner = page.getByTestId("cookie-banner");
        await banner.getByRole("button", { name: t("ua", "cookie.acceptAll") }).click();
        await expect(banner).toBeHidden();
        // Stored by the banner's code, or by the form's post if the tap came first.
        await expect.poll(() => consentCookie(page)).toBe("all");
      }
      await context.close();
    });
  }
});
