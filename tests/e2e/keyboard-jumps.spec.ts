import { expect, test, type Page } from "./support/test";
import { setConsent } from "./support/home-helpers";
import { waitForHydration } from "./support/hydration";
import { allPagePaths } from "../../app/i18n/pages";

/**
 * Keyboard and narrow-screen details from the accessibility review of stop 44: a jump within the
 * page moves where Tab goes next; a pop-up panel without JavaScript is entered, not left, by Tab;
 * the home page fits a 320 px screen in every language.
 */
const homes = allPagePaths().filter((p) => p.id === "home");

/**
 * The address changes first; the router's render then scrolls to the section, and the app's
 * effects run a task later: a person's next key comes long after, a test's must wait for it.
 */
async function settled(page: Page, heading: string) {
  await expect(page.locator(heading)).toBeInViewport();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
  );
}

/**
 * The browser's own scroll to the focus is smooth once the visitor acts in the page: wait until it
 * has ended. A scroll under way ends with `scrollend`; when none is under way, nothing scrolls for
 * 300 ms. (Waiting until `scrollY` stood still for 250 ms was fooled on a busy CI machine, whose
 * frames can stall that long in the middle of a scroll.)
 */
async function scrollStopped(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const finish = () => {
          clearTimeout(quiet);
          removeEventListener("scroll", onScroll);
          removeEventListener("scrollend", finish);
          done();
        };
        const onScroll = () => {
          clearTimeout(quiet);
          quiet = setTimeout(finish, 2000);
        };
        let quiet = setTimeout(finish, 300);
        addEventListener("scroll", onScroll, { passive: true });
        addEventListener("scrollend", finish);
      }),
  );
}

test("after a jump within the page, the next Tab is in the section jumped to", async ({ page }) => {
  await setConsent(page, "necessary");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/en");
  const link = page.locator("main a[href='/en#contact']").first();
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#contact$/);
  await settled(page, "#contact-title");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("#contact"))).toBe(true);
});

test("from the phone menu, a section's link leaves the next Tab in that section", async ({
  page,
}) => {
  await setConsent(page, "necessary");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ua");
  await page.locator("button[popovertarget='phone-menu']").first().click();
  await page.locator("#phone-menu a[href='/ua#about']").press("Enter");
  await expect(page).toHaveURL(/#about$/);
  await settled(page, "#about-title");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("#about"))).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Tab goes from an open panel's Close button into the panel, not behind it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ua");
    for (const id of ["phone-menu", "language-sheet"]) {
      await page
        .locator(`button[popovertarget='${id}']:not([popovertargetaction])`)
        .first()
        .click();
      const panel = page.locator(`#${id}`);
      await expect(panel.getByRole("button").first()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
    }
  });

  for (const { width, ids } of [
    { width: 390, ids: ["phone-menu", "language-sheet", "founder-dialog"] },
    { width: 1440, ids: ["founder-dialog", "legal-info"] },
  ]) {
    test(`an open panel keeps Tab inside and the page behind inert (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/nl");
      for (const id of ids) {
        const trigger = page.locator(`button[commandfor='${id}'][command='show-modal']:visible`);
        await trigger.first().click();
        const panel = page.locator(`#${id}`);
        // A modal (invoker commands), not a popover: the page behind cannot take the focus.
        await expect(page.locator("dialog:modal")).toHaveCount(1);
        await expect(panel.getByRole("button").first()).toBeFocused();
        const stops = await panel.locator("a[href], button, input, select, summary").count();
        for (let i = 0; i <= stops + 1; i++) {
          await page.keyboard.press("Tab");
          await expect(page.locator(`:focus:not(#${id}, #${id} *)`)).toHaveCount(0);
        }
        await page.keyboard.press("Escape");
        await expect(page.locator("dialog:modal")).toHaveCount(0);
        await expect(trigger.first()).toBeFocused();
      }
    });
  }
});

for (const { path } of homes) {
  test(`${path} fits a 320 px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(encodeURI(path));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

/**
 * What floats over the page never covers the control Tab has reached
 * (docs/decisions/321-nothing-covers-the-focus.md).
 */
test.describe("nothing covers the focus", () => {
  // A phone, a 1440 x 900 desktop zoomed to 200 % (the phone layout, everything twice as large),
  // and a small desktop, where the price summary sticks to the window beside the options.
  for (const size of [
    { width: 390, height: 844 },
    { width: 720, height: 450 },
    { width: 1024, height: 768 },
  ]) {
    test(`Tab through the calculator stops clear of the running total and the chat button (${size.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await setConsent(page, "necessary");
      await page.goto("/nl");
      await page.locator("#calculator").scrollIntoViewIfNeeded();
      // The running total is a bar below `lg` only.
      if (size.width < 1024) {
        await expect(page.locator("#calculator a[href='#calculator-summary']")).toBeVisible();
      }
      await page.locator("#calculator input").first().focus();
      // The first focus scrolls too. A Tab pressed while that scroll is still under way finds the
      // next control in view where the scroll is passing, and the browser lets the scroll end
      // wherever it was going, which a person's next key, much later, never meets.
      await scrollStopped(page);
      const seen: string[] = [];
      for (let i = 0; i < 30; i++) {
        const covered = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el?.closest("#calculator")) return null;
          const box = el.getBoundingClientRect();
          const covers = [
            document.querySelector("#calculator a[href='#calculator-summary']"),
            document.querySelector(".chat-fab a"),
          ]
            .filter((c): c is Element => !!c && c !== el && c.checkVisibility())
            .map((c) => c.getBoundingClientRect())
            .filter(
              (c) =>
                box.bottom > c.top &&
                box.top < c.bottom &&
                box.right > c.left &&
                box.left < c.right,
            );
          return `${el.tagName} ${el.getAttribute("name") ?? el.textContent?.trim().slice(0, 20)}: ${covers.length}`;
        });
        if (covered === null) break;
        seen.push(covered);
        await page.keyboard.press("Tab");
        await scrollStopped(page);
      }
      expect(seen.length).toBeGreaterThan(5);
      expect(seen.filter((s) => !s.endsWith(": 0"))).toEqual([]);
    });
  }

  for (const size of [
    { width: 1024, height: 768 },
    { width: 720, height: 450 },
  ]) {
    test(`the footer's last control, where the page ends, is clear of the chat button (${size.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await setConsent(page, "necessary");
      await page.goto("/en/terms");
      const last = page.locator("footer button[popovertarget='language-menu-footer']");
      // Where Tab leaves it: the end of the page, which can scroll no further.
      await page.evaluate(() =>
        scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
      );
      await last.focus();
      await expect(last).toBeFocused();
      await expect(page.locator(".chat-fab a")).toBeVisible();
      const button = (await last.boundingBox())!;
      const chat = (await page.locator(".chat-fab a").boundingBox())!;
      const overlaps =
        button.x + button.width > chat.x &&
        button.x < chat.x + chat.width &&
        button.y + button.height > chat.y &&
        button.y < chat.y + chat.height;
      expect(overlaps).toBe(false);
    });
  }

  test("Tab into the phone header that slid away brings it back", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await setConsent(page, "necessary");
    await page.goto("/ua");
    const header = page.getByTestId("mobile-header");
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute("data-visible", "false");
    await expect(header).not.toBeInViewport();
    // Nothing has the focus: Tab starts at the top of the page, the skip link, then the header.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => !!document.activeElement?.closest("header"))) break;
    }
    expect(await page.evaluate(() => !!document.activeElement?.closest("header"))).toBe(true);
    await expect(header).toBeInViewport({ ratio: 1 });
  });
});

/** A page the app shows in place of another gives its heading the focus (decision 322). */
test.describe("a new page takes the focus", () => {
  test("a page reached from the phone menu has its heading focused, and Tab goes on from there", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await setConsent(page, "necessary");
    await page.goto("/en/terms");
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page.locator("button[popovertarget='phone-menu']").first().click();
    await page.locator("#phone-menu a[href='/en/website-portfolio']").click();
    await expect(page).toHaveURL(/\/en\/website-portfolio$/);
    await expect(page.locator("main h1")).toBeFocused();
    // Shown by the app, not loaded as a new document.
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/terms$/);
    await expect(page.locator("main h1")).toBeFocused();
  });

  test("a search from the 404 page leaves the focus on the results' heading", async ({ page }) => {
    await setConsent(page, "necessary");
    await page.goto("/en/no-such-page");
    await page.locator("main input[name='q']").first().fill("website");
    await page.locator("main input[name='q']").first().press("Enter");
    await expect(page).toHaveURL(/\/en\?q=website$/);
    await expect(page.locator("#search-results-title")).toBeFocused();
  });
});

test("a first cookie choice made with the keyboard gives the focus back to where it came from", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/nl");
  await waitForHydration(page);
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible();
  // The chat button is the last control before the banner, which ends the page.
  const chat = page.locator("[data-island='chat-button'] a");
  await chat.focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("#cookie-settings"))).toBe(
    true,
  );
  // "Read more" ends the banner's text, so the choices come after it.
  await expect(banner.getByRole("link")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("button").first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  await expect(chat).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("footer"))).toBe(true);
});

test("a first cookie choice made with the keyboard before the banner's code came gives the focus to the control before it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The banner's code is held until the focus is in it: its own focus listener never sees where
  // the focus came from.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/cookie-banner-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/nl", { waitUntil: "domcontentloaded" });
  await waitForHydration(page, 15_000, { islands: false });
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible();
  const chat = page.locator("[data-island='chat-button'] a");
  await chat.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("button").first()).toBeFocused();
  release();
  await expect(page.locator('[data-island="cookie-banner"]')).toHaveAttribute(
    "data-island-ready",
    "",
  );
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  await expect(chat).toBeFocused();
});
