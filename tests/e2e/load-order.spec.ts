import { expect, test } from "./support/test";
import { holdScripts } from "./support/hold-scripts";
import { COOKIE_BANNER_DELAY_MS } from "../../app/features/consent/cookie-banner";
import { waitForHydration } from "./support/hydration";

/**
 * What a slow phone gets before React has hydrated (docs/decisions/220-island-texts.md,
 * 222-full-stylesheet-after-hydration.md): a styled page from the inline CSS, no request for the
 * full stylesheet or the web font, and the islands on screen waiting; then, once hydrated, the
 * full stylesheet and an island used before hydration loading at once.
 */
test("the full stylesheet comes after hydration; the page is styled before it", async ({
  page,
}) => {
  const release = await holdScripts(page);
  const early: string[] = [];
  page.on("request", (r) => {
    if (/\.(css|woff2)(#|$)/.test(new URL(r.url()).pathname + new URL(r.url()).hash))
      early.push(r.url());
  });
  await page.goto("/ua", { waitUntil: "domcontentloaded" });
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  // Styled by the inline CSS alone: the hero heading is large, not the browser's default.
  expect(
    Number.parseFloat(await heading.evaluate((h) => getComputedStyle(h).fontSize)),
  ).toBeGreaterThan(30);
  const sheet = page.locator('head link[rel="stylesheet"][data-rest]');
  await expect(sheet).toHaveJSProperty("disabled", true);
  // Neither the full stylesheet nor the web font is requested (a disabled link alone is fetched by
  // Chromium 150: the link's unknown type prevents that, decision 222), and no rule of it applies.
  expect(early).toEqual([]);
  expect(
    await page.evaluate(() =>
      [...document.styleSheets].some((s) => s.href?.includes("/assets/") && !s.disabled),
    ),
  ).toBe(false);

  release();
  await waitForHydration(page, 15_000, { islands: false });
  // Hydrated: the page's rest stylesheet applies (decision 303), and the full one is fetched and
  // parsed but held until the first navigation.
  const rest = page.locator('head link[rel="stylesheet"][href^="/assets/page-"]');
  await expect(rest).toHaveCount(1);
  await expect.poll(() => rest.evaluate((l: HTMLLinkElement) => Boolean(l.sheet))).toBe(true);
  await expect(sheet).toHaveJSProperty("disabled", false);
  await expect(sheet).toHaveAttribute("media", "not all");
  await expect
    .poll(() =>
      sheet.evaluate((l: HTMLLinkElement) =>
        l.sheet ? [...l.sheet.cssRules].map((r) => r.cssText).join("").length : 0,
      ),
    )
    .toBeGreaterThan(10_000);

  // A client-side navigation: the full stylesheet applies, after the rest one in the document.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.setViewportSize({ width: 1440, height: 900 });
  // The header's code first: a link in a header still waiting for it is a plain link, and the
  // browser would load the next page as a document.
  await page.keyboard.press("Shift");
  await expect(page.locator('[data-island="desktop-header"]')).toHaveAttribute(
    "data-island-ready",
    /.*/,
  );
  const nav = page.locator("header:visible").getByRole("navigation");
  await nav.getByRole("button").click();
  await nav.getByRole("listitem").locator('a[href="/ua/portfolio"]').click();
  await expect(page).toHaveURL(/\/ua\/portfolio$/);
  await expect(sheet).not.toHaveAttribute("media", /./);
  expect(
    await page.evaluate(() => {
      const links = [...document.querySelectorAll('head link[rel="stylesheet"]')];
      const full = links.findIndex((l) => l.getAttribute("href")?.startsWith("/assets/root-"));
      const rest = links.findIndex((l) => l.getAttribute("href")?.startsWith("/assets/page-"));
      return rest >= 0 && rest < full;
    }),
  ).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("an island's code does not bring the full stylesheet before a navigation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ua");
  await waitForHydration(page, 15_000, { islands: false });
  // The first interaction loads the islands' code, whose chunks depend on the full stylesheet.
  await page.mouse.click(5, 400);
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.locator("[data-island-ready]").count()).toBeGreaterThan(1);
  const full = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((l) => new URL(l.href).pathname.startsWith("/assets/root-"))
      .map((l) => l.media),
  );
  // One link, the page's own, still held for the first navigation (decision 303).
  expect(full).toEqual(["not all"]);
});

/**
 * The inline CSS and the rest stylesheet together style a page as the full stylesheet does,
 * including what React renders after hydration (an empty send's messages): every computed style
 * of every element is the same before and after the full stylesheet applies.
 */
test("the inline CSS and the page's rest stylesheet style it as the full stylesheet does", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const styles = () =>
    page.evaluate(() => {
      // Animations and transitions held at a fixed point, so only the stylesheets differ.
      for (const a of document.getAnimations()) {
        if (a.effect?.getComputedTiming().iterations === Infinity) {
          a.pause();
          a.currentTime = 0;
        } else a.finish();
      }
      return [...document.querySelectorAll("body *")].map((el) => {
        const cs = getComputedStyle(el);
        const own = [...cs].filter((p) => !p.startsWith("--") && !/transition|animation/.test(p));
        return `${el.tagName}.${el.getAttribute("class") ?? ""} ${own.map((p) => cs.getPropertyValue(p)).join(";")}`;
      });
    });
  for (const [path, width] of [
    ["/ua", 390],
    ["/nl/tandarts", 1440],
    ["/en/card", 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await waitForHydration(page, 15_000, { islands: false });
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].every(
            (l) => l.sheet,
          ),
        ),
      )
      .toBe(true);
    // What React renders later: a lead form sent empty shows its messages.
    const send = page.locator('main form[method="post"]').first().locator('button[type="submit"]');
    if (await send.count()) {
      await send.click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
    }
    // The cookie banner shows 2 s into the page (by its CSS, or by its code once that is there):
    // past that moment, so that it is drawn the same in both snapshots rather than appearing
    // between them on a slow machine.
    await page.waitForFunction((ms) => performance.now() > ms, COOKIE_BANNER_DELAY_MS + 500);
    // Off the button, and once its colour transition has ended: the same styles twice in a row.
    await page.mouse.move(0, 0);
    let before: string[] = [];
    await expect
      .poll(
        async () => {
          const last = before;
          before = await styles();
          return before.join("\n") === last.join("\n");
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.evaluate(() => {
      for (const l of document.querySelectorAll("link[data-waits]")) l.removeAttribute("media");
    });
    await expect.poll(styles, { message: path, timeout: 30_000 }).toEqual(before);
  }
});

test("an island on screen at load waits for the first interaction", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/card", { waitUntil: "domcontentloaded" });
  await waitForHydration(page, 15_000, { islands: false });
  const contacts = page.locator('[data-island="card-contacts"]');
  await expect(contacts).toHaveCount(1);
  // Hydrated, yet the contacts (on screen at load) have not loaded their code.
  await page.waitForTimeout(500);
  await expect(contacts).not.toHaveAttribute("data-island-ready", "");
  await page.mouse.click(5, 400);
  await expect(contacts).toHaveAttribute("data-island-ready", "");
});

test("a jump to a section whose code is still on its way keeps the page and reaches it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The sections' code (islands, not the first load) arrives late, as on a slow phone. Late
  // enough that the checks below, on a busy CI machine, still run while it is on its way.
  await page.route(/\/assets\/(contact-section|footer)[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue();
  });
  await page.goto("/en", { waitUntil: "domcontentloaded" });
  await waitForHydration(page, 15_000, { islands: false });
  const contact = page.locator("#contact");
  const text = await contact.innerText();
  await page.locator('main a[href$="#contact"]').first().click();
  await expect(page).toHaveURL(/#contact$/);
  // Still the prerendered section, in view, while its code is loading.
  await expect(contact).toBeInViewport();
  expect(await contact.innerText()).toBe(text);
  await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute(
    "data-island-ready",
    "",
  );
  await expect(page.locator("footer")).not.toBeEmpty();
  await expect(page.locator('[data-island="contact"]')).toHaveAttribute("data-island-ready", "", {
    timeout: 20_000,
  });
  expect(await contact.innerText()).toBe(text);
});

test("the client entry written into the boot script is never fetched as a file, not even after hydration", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" || r.url().endsWith(".js")) scripts.push(r.url());
  });
  await page.goto("/fr/card");
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(scripts.some((u) => u.includes("/assets/framework-"))).toBe(true);
  expect(scripts.filter((u) => u.includes("/assets/entry.client-"))).toEqual([]);
});
