import { MESSAGES } from "../../app/i18n/messages";
import { pathFor } from "../../app/i18n/pages";
import { waitForHydration } from "./support/hydration";
import { tapInPlace } from "./support/in-place";
import { expect, test, type Page } from "./support/test";

/**
 * Where the page is scrolled to, as a visitor on a phone meets it: Back after a jump within the
 * page (app/lib/fragment-moves.ts), and a field that gets the focus below the fixed header
 * (`scroll-padding-top` in app/app.css).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/**
 * The scroll position once it has stopped moving (jumps within the page scroll smoothly): the same
 * for a whole second. One equal pair 300 ms apart was not enough on a busy CI machine, where a
 * smooth scroll paused at 8,634 px and went on to 10,058 (the page then came back there, right).
 */
const settledScrollY = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        let last = -1;
        let same = 0;
        const check = () => {
          same = window.scrollY === last ? same + 1 : 0;
          if (same === 4) return done(Math.round(last));
          last = window.scrollY;
          window.setTimeout(check, 250);
        };
        check();
      }),
  );
const waitingIslands = (page: Page) =>
  page.evaluate(() => document.querySelectorAll("[data-island]:not([data-island-ready])").length);

/** Follows the page's first link to its contact section without scrolling to the link first. */
async function jumpToContact(page: Page) {
  const href = pathFor("home", "fr", "contact");
  await page.evaluate(
    (h) => document.querySelector<HTMLAnchorElement>(`main a[href="${h}"]`)!.click(),
    href,
  );
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(2000);
  return settledScrollY(page);
}

/** When the page's deferred parts (islands) get their code: the jump is the browser's before. */
const CASES = {
  "jump and Back before the page's parts have their code": { before: false, between: false },
  "jump before, Back after the page's parts have their code": { before: false, between: true },
  "jump and Back after the page's parts have their code": { before: true, between: false },
};

for (const [name, load] of Object.entries(CASES)) {
  test(`Back after a jump within the page returns to where the visitor was: ${name}`, async ({
    page,
  }) => {
    const openIslands = async () => {
      await page.evaluate(() => window.dispatchEvent(new Event("pointerdown")));
      await expect.poll(() => waitingIslands(page)).toBe(0);
    };
    // Hydrated, but no interaction yet: the page's deferred parts still wait for their code.
    await page.goto(pathFor("home", "fr"), { waitUntil: "commit" });
    await waitForHydration(page, undefined, { islands: false });
    if (load.before) await openIslands();
    else expect(await waitingIslands(page)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await expect.poll(() => scrollY(page)).toBe(1500);
    const atContact = await jumpToContact(page);
    if (load.between) await openIslands();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${pathFor("home", "fr")}$`));
    await expect.poll(() => scrollY(page)).toBe(1500);

    await page.goForward();
    await expect.poll(() => scrollY(page)).toBe(atContact);
  });
}

/**
 * The phone menu's "Contact" while another part of the page still waits for its code: the jump is
 * left to the browser (app/lib/fragment-moves.ts), which must close the menu first, and the menu's
 * Back entry must go without the router seeing it: the router took that pop for a navigation and
 * scrolled the page back up (app/lib/popstate-first.ts).
 */
test("the phone menu's Contact closes the menu and stays at the section while a part still loads", async ({
  page,
}) => {
  const ua = MESSAGES.ua;
  let release = () => {};
  const footerCode = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/footer-[^/]+\.js$/, async (route) => {
    await footerCode;
    await route.continue();
  });
  await page.goto(pathFor("home", "ua"), { waitUntil: "commit" });
  await waitForHydration(page, undefined, { islands: false });
  // Down (the bar slides away), then a little up: the bar is back.
  const bar = page.getByTestId("mobile-header");
  await page.evaluate(() => window.scrollTo({ top: 660, behavior: "instant" }));
  await expect(bar).toHaveAttribute("data-visible", "false");
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await expect(bar).toHaveAttribute("data-visible", "true");
  await page.getByRole("button", { name: ua["a11y.openMenu"] }).tap();
  const menu = page.locator("#phone-menu");
  await expect(page.locator('[data-island="mobile-header"][data-island-ready]')).toBeAttached();
  expect(await waitingIslands(page)).toBeGreaterThan(0);
  await menu.getByRole("link", { name: ua["nav.contact"], exact: true }).tap();

  await expect(page).toHaveURL(new RegExp(`${pathFor("home", "ua", "contact")}$`));
  await expect(menu).toBeHidden();
  const atContact = await settledScrollY(page);
  expect(atContact).toBeGreaterThan(2000);
  const top = await page.locator("#contact").evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(top - 80)).toBeLessThan(2);

  // One Back returns to where the visitor was, the menu closed.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${pathFor("home", "ua")}$`));
  await expect.poll(() => scrollY(page)).toBe(600);
  await expect(menu).toBeHidden();
  release();
});

for (const js of [true, false]) {
  test.describe(`JS ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("a send with empty fields shows the first field below the header", async ({ page }) => {
      await page.goto(pathFor("home", "en"));
      const form = page.locator("#contact form");
      const send = form.getByRole("button", { name: MESSAGES.en["contact.submit"] });
      await send.scrollIntoViewIfNeeded();
      await send.tap();
      const name = form.getByLabel(MESSAGES.en["contact.name"]);
      await expect(name).toBeFocused();
      // Below the header's height, whether the header is shown at that moment or not.
      const header = (await page.getByTestId("mobile-header").boundingBox())!;
      await expect
        .poll(async () => (await name.boundingBox())!.y)
        .toBeGreaterThanOrEqual(header.height);
    });
  });
}

/**
 * A reload restores the position the router saved, before any script file has arrived: the boot
 * lines (server/defer-hydration.ts) do what `<ScrollRestoration />`'s own script did
 * (app/lib/scroll-positions.ts). The browser's own restoration is off, as the router leaves it.
 */
test("a reload restores the router's saved position before the scripts arrive", async ({
  page,
}) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(pathFor("privacy", "ua"), { waitUntil: "domcontentloaded" });
  const key = await page.evaluate(() => (history.state as { key?: string } | null)?.key);
  expect(key).toMatch(/^\w+$/);
  await page.evaluate((k) => {
    history.scrollRestoration = "manual";
    sessionStorage.setItem("react-router-scroll-positions", JSON.stringify({ [k!]: 1234 }));
  }, key);
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect.poll(() => scrollY(page)).toBe(1234);
  // The script that did it is one of the page's few inline scripts, not one of its own.
  expect(await page.locator("script:not([type]):not([src])").count()).toBe(3);
});

/**
 * A page opened at an anchor puts it back at the top once fonts and styles are in
 * (app/components/layout/use-hash-anchor.ts), but not after the visitor has moved: a visitor who
 * swiped away from `#cookies` before the scripts came stays where they went.
 */
test("a swipe before the scripts arrive is not undone by the anchor's settling", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(encodeURI(`${pathFor("privacy", "ua")}#cookies`), {
    waitUntil: "domcontentloaded",
  });
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  // A swipe: a touch begins (the boot script notes it), and the page scrolls up.
  await page.touchscreen.tap(200, 400);
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await waitForHydration(page, 15_000);
  expect(await settledScrollY(page)).toBe(600);
});

test("a page opened from the footer of a scrolled page is shown at its top at once, not scrolled up to it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pathFor("terms", "nl"));
  await waitForHydration(page);
  const link = page.locator(`footer a[href='${pathFor("privacy", "nl")}']`).first();
  await link.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(500);
  // Where the window is, frame by frame, from the first frame that shows the new page (the
  // address may change some frames before, while the router loads it).
  const before = await page.locator("main h1").textContent();
  await page.evaluate((old) => {
    const w = window as unknown as { seen: number[] };
    w.seen = [];
    const sample = () => {
      if (document.querySelector("main h1")?.textContent !== old) w.seen.push(window.scrollY);
      if (w.seen.length < 30) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, before);
  await link.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${encodeURI(pathFor("privacy", "nl"))}$`));
  await expect(page.locator("main h1")).toBeFocused();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen.length))
    .toBe(30);
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  expect(seen.map(Math.round)).toEqual(seen.map(() => 0));
});

test("Back from another language returns to the very place, however often the visitor goes there and back", async ({
  page,
}) => {
  await page.goto(pathFor("home", "ua"));
  const heading = page.locator("#contact h2");
  // At the contact form, the bar brought back by a little scroll up.
  await page.evaluate(() => {
    window.scrollTo(
      0,
      document.getElementById("contact")!.getBoundingClientRect().top + window.scrollY,
    );
  });
  await expect(page.getByTestId("mobile-header")).toHaveAttribute("data-visible", "false");
  await page.evaluate(() => window.scrollBy(0, -150));
  const bar = page.getByTestId("mobile-header");
  await expect(bar).toHaveAttribute("data-visible", "true");
  const headingTop = () => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top));
  const before = await headingTop();
  for (let trip = 0; trip < 2; trip++) {
    await tapInPlace(
      page,
      page.locator(
        '[data-testid="mobile-header"] [command="show-modal"][commandfor="language-sheet"]',
      ),
    );
    await tapInPlace(page, page.locator('#language-sheet a[hreflang="en"]'));
    await expect(page).toHaveURL(/\/en#contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goBack();
    await expect(page.locator("html")).toHaveAttribute("lang", "uk");
    await expect.poll(headingTop).toBe(before);
    // The page keeps that place once all of it has come.
    await page.waitForTimeout(500);
    expect(await headingTop()).toBe(before);
    // The bar back, for the next trip.
    await page.evaluate(() => window.scrollBy(0, 60));
    await page.evaluate(() => window.scrollBy(0, -60));
    await expect(bar).toHaveAttribute("data-visible", "true");
  }
});

/**
 * A jump within the page that the browser made (the page's parts still waiting for their code),
 * then a read further on and a link to another page: Back comes to where the visitor left, not to
 * the section jumped to. The router never saw the jump's entry, so it kept the visitor's place
 * under the entry before the jump, and the jump's entry had none (app/lib/fragment-moves.ts).
 */
test("Back from another page returns to where the visitor left it after a jump within the page", async ({
  page,
}) => {
  await page.goto(pathFor("home", "fr"), { waitUntil: "commit" });
  await waitForHydration(page, undefined, { islands: false });
  expect(await waitingIslands(page)).toBeGreaterThan(0);
  const atContact = await jumpToContact(page);
  const left = atContact - 900;
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), left);
  await expect.poll(() => scrollY(page)).toBe(left);
  const other = pathFor("websitePortfolio", "fr");
  await page.evaluate(
    (h) => document.querySelector<HTMLAnchorElement>(`main a[href="${h}"]`)!.click(),
    other,
  );
  await expect(page).toHaveURL(new RegExp(`${other}$`));
  await expect(page.locator("main h1")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${pathFor("home", "fr", "contact")}$`));
  await expect.poll(() => scrollY(page)).toBe(left);
  // And the entry before the jump keeps its own place: the top, where the page was opened.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${pathFor("home", "fr")}$`));
  await expect.poll(() => scrollY(page)).toBe(0);
});
