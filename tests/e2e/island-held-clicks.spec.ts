import { expect, test, type Page } from "./support/test";
import { holdScripts } from "./support/hold-scripts";
import { marker, setConsent } from "./support/home-helpers";
import { waitForTelegramMessage } from "./support/fake-telegram";
import { expectNoBanner, expectStoredChoice } from "./support/consent";
import { waitForHydration } from "./support/hydration";
import { PROJECTS, filterProjects } from "../../app/content/projects";
import { PHOTO_ITEMS } from "../../app/content/gallery";
import { WEB_PROJECTS, filterWebProjects } from "../../app/content/web-portfolio";
import { translate } from "../../app/i18n/i18n-context";
import type { Lang } from "../../app/i18n/languages";
import { MESSAGES } from "../../app/i18n/messages";
import type { MessageKey } from "../../app/i18n/messages/types";
import { pathFor } from "../../app/i18n/pages";
import { BARBERSHOP_DEMO } from "../../app/content/demo-barbershop";
import { levelPrice } from "../../app/features/demo-barbershop/level-price";
import { formatMoney } from "../../app/lib/format-money";

/**
 * A part of the page whose code comes at the first interaction (a deferred island,
 * docs/decisions/180-deferred-islands.md): a click on one of its controls while that code is on its
 * way is held and given again once the part has hydrated (`REPLAY_CLICK` in app/lib/island.tsx).
 */

const t = (lang: Lang, key: MessageKey, vars?: Record<string, string | number>) =>
  translate(MESSAGES[lang], key, vars);

/**
 * Holds the island's chunk until `release()`, so the first tap lands while its code is on its way
 * however early the page began to load it (a fixed delay raced a load begun before the tap).
 * Released before the held click would give up (REPLAY_GIVE_UP_MS, 4 s).
 */
async function holdChunk(page: Page, name: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(name, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("a click while an island's code is on its way", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a photo tapped first opens in the lightbox, not as the raw image", async ({ page }) => {
    const lang = "ua";
    // At 390 px the cookie banner, once shown (2 s after the first paint), covers the middle of the
    // first photo: a slow machine would tap the banner. A choice is stored, so it stays away.
    await setConsent(page, "necessary");
    const release = await holdChunk(page, /\/assets\/photo-work-[\w-]+\.js$/);
    // The fixture's goto would act as the first interaction (it opens every island): not here.
    await page.goto(encodeURI(pathFor("portfolio", lang)), { waitUntil: "domcontentloaded" });
    await waitForHydration(page, 15_000, { islands: false });
    const island = page.locator('[data-island="photo-work"]');
    await expect(island).not.toHaveAttribute("data-island-ready", "");
    const url = page.url();
    await island.getByRole("link").first().tap();
    release();
    const dialog = page.getByRole("dialog", { name: t(lang, "photo.lightbox.dialog") });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.locator(".pswp__counter")).toContainText(`/ ${PHOTO_ITEMS.length}`);
    expect(page.url()).toBe(url);
  });

  test("a photo tapped before any script has run opens in the lightbox too", async ({ page }) => {
    const lang = "ua";
    await setConsent(page, "necessary");
    const release = await holdScripts(page);
    await page.goto(encodeURI(pathFor("portfolio", lang)), { waitUntil: "domcontentloaded" });
    const url = page.url();
    const photo = page.locator('[data-island="photo-work"]').getByRole("link").first();
    await photo.tap();
    // Kept by the page's boot script: no navigation to the bare image, and seen at once (marked
    // busy, drawn dimmed) while it waits for the scripts.
    await expect(photo).toHaveAttribute("aria-busy", "true");
    expect(Number(await photo.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    release();
    const dialog = page.getByRole("dialog", { name: t(lang, "photo.lightbox.dialog") });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    expect(page.url()).toBe(url);
  });

  test("the home portfolio filter answers its first tap", async ({ page }) => {
    const lang = "fr";
    const release = await holdChunk(page, /\/assets\/portfolio-section-[\w-]+\.js$/);
    await page.goto(`${pathFor("home", lang)}#portfolio`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page, 15_000, { islands: false });
    const section = page.locator("#portfolio");
    await expect(page.locator('[data-island="portfolio"]')).not.toHaveAttribute(
      "data-island-ready",
      "",
    );
    const filter = section.getByRole("button", { name: t(lang, "home.portfolio.filterWeb") });
    await filter.tap();
    // Held, and it says so while the code loads.
    await expect(filter).toHaveAttribute("aria-busy", "true");
    release();
    const web = filterProjects(PROJECTS, "web").length;
    expect(web).toBeLessThan(PROJECTS.length);
    await expect(section.getByRole("status")).toHaveText(
      t(lang, "home.portfolio.showing", { count: web, total: PROJECTS.length }),
      { timeout: 10_000 },
    );
    await expect(filter).toHaveAttribute("aria-pressed", "true");
    await expect(filter).not.toHaveAttribute("aria-busy");
  });

  test("a send tapped while the contact form's code loads gets the form's own checks", async ({
    page,
  }) => {
    const lang = "nl";
    const release = await holdChunk(page, /\/assets\/contact-section-[\w-]+\.js$/);
    await page.goto(`${pathFor("home", lang)}#contact`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page, 15_000, { islands: false });
    const island = page.locator('[data-island="contact"]');
    await expect(island).not.toHaveAttribute("data-island-ready", "");
    const form = island.locator("form").first();
    const send = form.getByRole("button", { name: t(lang, "contact.submit") });
    const url = page.url();
    // Empty: held, then the form's own messages in Dutch, not the browser's bubble or a post.
    await send.tap();
    await expect(send).toHaveAttribute("aria-busy", "true");
    release();
    const name = form.getByLabel(t(lang, "contact.name"));
    await expect(name).toHaveAttribute("aria-invalid", "true", { timeout: 10_000 });
    await expect(form.getByText(t(lang, "contact.error.required")).first()).toBeVisible();
    await expect(send).not.toHaveAttribute("aria-busy");
    expect(page.url()).toBe(url);
  });

  test("a barber level chip tapped while its code loads shows that level", async ({ page }) => {
    const { levels, services } = BARBERSHOP_DEMO;
    const release = await holdChunk(page, /\/assets\/barber-prices-[\w-]+\.js$/);
    await page.goto("/demo/barbershop#prices", { waitUntil: "domcontentloaded" });
    await waitForHydration(page, 15_000, { islands: false });
    const prices = page.locator("#prices");
    const top = levels.length - 1;
    const chip = prices.getByRole("button", { name: levels[top]!.name, exact: true });
    await chip.tap();
    await expect(chip).toHaveAttribute("aria-busy", "true");
    release();
    await expect(chip).toHaveAttribute("aria-pressed", "true", { timeout: 10_000 });
    await expect(prices.getByTestId(`price-${services[0]!.id}`)).toHaveText(
      formatMoney(levelPrice(services[0]!, top, levels.length), BARBERSHOP_DEMO.locale, {
        currency: BARBERSHOP_DEMO.currency,
      }),
    );
    expect(new URL(page.url()).searchParams.get("level")).toBe(levels[top]!.id);
  });

  test("the website portfolio filter answers its first tap", async ({ page }) => {
    const lang = "nl";
    const release = await holdChunk(page, /\/assets\/web-projects-[\w-]+\.js$/);
    await page.goto(pathFor("websitePortfolio", lang), { waitUntil: "domcontentloaded" });
    await waitForHydration(page, 15_000, { islands: false });
    const projects = page.getByRole("region", { name: t(lang, "webPortfolio.projects.heading") });
    const filter = projects.getByRole("button", { name: t(lang, "webPortfolio.filter.web") });
    await filter.tap();
    release();
    const web = filterWebProjects(WEB_PROJECTS, "web").length;
    await expect(filter).toHaveAttribute("aria-pressed", "true", { timeout: 10_000 });
    await expect(projects.getByRole("status")).toHaveText(
      t(lang, "webPortfolio.filter.showing", { count: web, total: WEB_PROJECTS.length }),
    );
  });
});

test.describe("a submit button whose meaning is its island's code", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a cookie choice tapped while the banner's code loads is stored in place, not posted", async ({
    page,
  }) => {
    const lang = "fr";
    const release = await holdChunk(page, /\/assets\/cookie-banner-[\w-]+\.js$/);
    await page.goto(pathFor("home", lang), { waitUntil: "domcontentloaded" });
    await waitForHydration(page, 15_000, { islands: false });
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, 1500));
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest()) posts.push(`${r.method()} ${r.url()}`);
    });
    await banner.getByRole("button", { name: t(lang, "cookie.acceptAll") }).tap();
    release();
    await expect(banner).toBeHidden({ timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("all");
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    expect(posts).toEqual([]);
  });

  test("the cleaning demo's Update estimate, tapped while its code loads, leaves the live price", async ({
    page,
  }) => {
    await setConsent(page, "necessary");
    const release = await holdChunk(page, /\/assets\/estimate-form-[\w-]+\.js$/);
    await page.goto("/demo/cleaning", { waitUntil: "domcontentloaded" });
    await waitForHydration(page, 15_000, { islands: false });
    const update = page.locator('button[name="intent"][value="update"]');
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest()) posts.push(`${r.method()} ${r.url()}`);
    });
    await update.tap();
    release();
    // The form's code has come: the price follows every change, so the button has gone.
    await expect(update).toHaveCount(0, { timeout: 10_000 });
    expect(posts).toEqual([]);
  });
});

/**
 * Opens `path` with every script held back (until `release()`) and waits for the cookie banner,
 * which CSS shows 2 s after the first paint.
 */
async function bannerBeforeScripts(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible({ timeout: 10_000 });
  return { banner, release };
}

/** Every POST to the banner's form address, seen from now on. */
/**
 * The banner's form posts that load a page (the no-JavaScript way, which brings the visitor back
 * at the top). The beacon that repeats a stored choice to the server (decision 345) loads nothing.
 */
function consentPosts(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (
      r.method() === "POST" &&
      r.isNavigationRequest() &&
      new URL(r.url()).pathname === "/api/consent"
    )
      seen.push(r.url());
  });
  return seen;
}

test.describe("a tap before any script has run", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The banner's choices are stored at the tap (server/defer-hydration.ts): a post would bring the
  // visitor back at the top of the page, and a tap held for the scripts was lost with the page.
  test("a cookie choice tapped before any script has run is stored at once, in place", async ({
    page,
  }) => {
    const lang = "ua";
    const { banner, release } = await bannerBeforeScripts(
      page,
      encodeURI(`${pathFor("privacy", lang)}#cookies`),
    );
    await page.evaluate(() => window.scrollTo(0, 1200));
    const url = page.url();
    const navigations: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest()) navigations.push(`${r.method()} ${r.url()}`);
    });
    await banner.getByRole("button", { name: t(lang, "cookie.necessaryOnly") }).tap();
    await expect(banner).toBeHidden();
    await expectStoredChoice(page, "necessary");
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    release();
    await waitForHydration(page, 15_000);
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    expect(page.url()).toBe(url);
    expect(navigations).toEqual([]);
  });

  test("a cookie choice tapped before any script has run, then a menu link followed: the next page comes without the banner", async ({
    page,
  }) => {
    const lang = "en";
    const { banner } = await bannerBeforeScripts(page, pathFor("home", lang));
    const posted = consentPosts(page);
    await banner.getByRole("button", { name: t(lang, "cookie.necessaryOnly") }).tap();
    await expect(banner).toBeHidden();
    // The visitor goes on at once, through the phone menu (a native popover), before any script.
    await page.getByRole("button", { name: t(lang, "a11y.openMenu") }).tap();
    const menu = page.locator("#phone-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: t(lang, "nav.photoPortfolio") }).tap();
    await expect(page).toHaveURL(new RegExp(`${pathFor("portfolio", lang)}$`));
    await expectNoBanner(page, "necessary");
    expect(posted).toEqual([]);
  });

  test("a cookie choice tapped before any script has run, then the contact form sent as plain HTML: the lead and the choice both arrive", async ({
    page,
  }) => {
    const lang = "ua";
    const { banner } = await bannerBeforeScripts(page, `${pathFor("home", lang)}#contact`);
    await banner.getByRole("button", { name: t(lang, "cookie.necessaryOnly") }).tap();
    await expect(banner).toBeHidden();
    const form = page.locator("#contact form");
    const who = marker("ChoiceThenLead");
    await form.getByLabel(t(lang, "contact.name")).fill(`Оля ${who}`);
    await form.getByLabel(t(lang, "contact.email")).fill("olia@example.com");
    await form.getByLabel(t(lang, "contact.message")).fill("Надіслано до того, як прийшли скрипти");
    await form.getByRole("button", { name: t(lang, "contact.submit") }).tap();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(pathFor("messageSent", lang))}$`));
    await waitForTelegramMessage(who);
    await expectNoBanner(page, "necessary");
  });

  test("a cookie choice tapped while the scripts never come is stored, and the page stays", async ({
    page,
  }) => {
    const lang = "nl";
    const { banner } = await bannerBeforeScripts(page, pathFor("portfolio", lang));
    const url = page.url();
    const navigations: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest()) navigations.push(`${r.method()} ${r.url()}`);
    });
    await banner.getByRole("button", { name: t(lang, "cookie.acceptAll") }).tap();
    await expect(banner).toBeHidden();
    await expectStoredChoice(page, "all");
    // Longer than a held link's give-up (4 s): nothing is posted or reloaded after all.
    await page.waitForTimeout(5_000);
    expect(navigations).toEqual([]);
    expect(page.url()).toBe(url);
    await page.reload({ waitUntil: "domcontentloaded" });
    await expectNoBanner(page, "all");
  });

  test("the privacy policy's own Cookie settings link, answered before the scripts, leaves the reader where they were", async ({
    page,
  }) => {
    const lang = "ua";
    const { banner } = await bannerBeforeScripts(page, pathFor("privacy", lang));
    await banner.getByRole("button", { name: t(lang, "cookie.acceptAll") }).tap();
    await expect(banner).toBeHidden();
    const link = page.locator('main a[href$="#cookie-settings"]').first();
    await link.scrollIntoViewIfNeeded();
    const reading = await page.evaluate(() => window.scrollY);
    expect(reading).toBeGreaterThan(500);
    await link.tap();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: t(lang, "cookie.rejectAll") }).tap();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/^[^#]*$/);
    await expectStoredChoice(page, "necessary");
    // Not taken to the footer: the policy's text is still on screen.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(reading + 100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(reading - 100);
  });

  test("a banner a Cookie settings link opened before the scripts, answered once they came, leaves no entry for Back", async ({
    page,
  }) => {
    const lang = "en";
    await page.goto(pathFor("legal", lang));
    const { banner, release } = await bannerBeforeScripts(page, pathFor("home", lang));
    await banner.getByRole("button", { name: t(lang, "cookie.acceptAll") }).tap();
    await page
      .locator("footer")
      .getByRole("link", { name: t(lang, "footer.cookieSettings") })
      .tap();
    await expect(banner).toBeVisible();
    release();
    await waitForHydration(page, 15_000, { islands: false });
    // The banner's own code comes at the first interaction.
    await page.keyboard.press("Shift");
    await expect(page.locator('[data-island="cookie-banner"]')).toHaveAttribute(
      "data-island-ready",
      "",
      { timeout: 15_000 },
    );
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: t(lang, "cookie.rejectAll") }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/^[^#]*$/);
    await expectStoredChoice(page, "necessary");
    // One Back leaves the page, as the visitor expects: no entry of the banner's stays.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${pathFor("legal", lang)}$`));
  });

  test("a choice changed through Cookie settings before any script has run wins over the first", async ({
    page,
    context,
  }) => {
    const lang = "ua";
    const { banner, release } = await bannerBeforeScripts(page, pathFor("legal", lang));
    await banner.getByRole("button", { name: t(lang, "cookie.acceptAll") }).tap();
    await expectStoredChoice(page, "all");
    // The footer's "Cookie settings", followed as a link: the banner shown by its address.
    await page
      .locator("footer")
      .getByRole("link", { name: t(lang, "footer.cookieSettings") })
      .tap();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: t(lang, "cookie.rejectAll") }).tap();
    // Closed where the visitor was (Back to the entry the link left, none left behind), the later
    // choice stored everywhere the first one was.
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/^[^#]*$/);
    await expectStoredChoice(page, "necessary");
    release();
    await waitForHydration(page, 15_000);
    await expect(page.locator("html")).toHaveAttribute("data-consent", "necessary");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-consent", "necessary");
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === "cookieConsent")?.value).toBe(
      "necessary",
    );
  });

  test("a tip tapped while the scripts never come is not left dimmed", async ({ page }) => {
    await setConsent(page, "necessary");
    await holdScripts(page);
    await page.goto(`${pathFor("home", "nl")}#calculator`, { waitUntil: "domcontentloaded" });
    const tip = page.locator("#calculator button[data-replay]").first();
    await tip.tap();
    await expect(tip).toHaveAttribute("aria-busy", "true");
    // The 4 s the boot lines give the scripts (server/defer-hydration.ts), then the mark goes.
    await expect(tip).not.toHaveAttribute("aria-busy", "true", { timeout: 6_000 });
  });

  test("a filter tapped before any script has run asks for the filtered page, which stays so once they arrive", async ({
    page,
  }) => {
    const lang = "ua";
    const release = await holdScripts(page);
    await page.goto(`${pathFor("home", lang)}#portfolio`, { waitUntil: "domcontentloaded" });
    const section = page.locator("#portfolio");
    const filter = section.getByRole("button", { name: t(lang, "home.portfolio.filterWeb") });
    await filter.tap();
    // A submit button keeps its HTML action until the island's code runs (decision 305).
    await expect(page).toHaveURL(/\?filter=web#portfolio$/);
    const web = filterProjects(PROJECTS, "web").length;
    const showing = t(lang, "home.portfolio.showing", { count: web, total: PROJECTS.length });
    await expect(filter).toHaveAttribute("aria-pressed", "true");
    await expect(section.getByRole("status")).toHaveText(showing);
    release();
    await waitForHydration(page, 15_000);
    await expect(filter).toHaveAttribute("aria-pressed", "true");
    await expect(section.getByRole("status")).toHaveText(showing);
  });
});
