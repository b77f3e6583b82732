import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "./support/test";
import { waitForHydration } from "./support/hydration";
import { allPagePaths, DEMO_PAGES } from "../../app/i18n/pages";

/**
 * WCAG 2.2 A/AA and axe's best practices (Lighthouse checks some of them) with axe, banner open
 * and closed; on the way, no page may scroll sideways.
 *
 * Every page in every language at 390 px, the default visitor's phone, where each language's own
 * texts are checked. At 1440 px the pages share their markup across languages, so each page is
 * checked in one language, turn by turn (every language gets its share); only the overflow check
 * runs on every page in every language there, as longer texts are what make a line too wide. The
 * banner is checked open once per language and width. This keeps the sweep a sixth of the suite's
 * time instead of a third (docs/decisions/200-test-suite-architecture.md).
 */
type Check = { path: string; axe: boolean; banner: boolean };
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const LANG_ORDER = [...new Set(allPagePaths().map((p) => p.lang))];

function plan(width: number): Check[] {
  const bannerDone = new Set<string>();
  const pageIds = [...new Set(allPagePaths().map((p) => p.id))];
  const pages = allPagePaths().map(({ id, lang, path }) => {
    const langs = allPagePaths().filter((p) => p.id === id);
    const turn = langs[pageIds.indexOf(id) % langs.length]!.lang;
    const axe = width < 1000 || lang === turn;
    const banner = axe && !bannerDone.has(lang);
    if (banner) bannerDone.add(lang);
    return { path, axe, banner };
  });
  const others = [...DEMO_PAGES.map((d) => d.path), "/nl/bestaat-niet"].map((path) => ({
    path,
    axe: true,
    banner: false,
  }));
  const checks = [...pages, ...others];
  expect(bannerDone.size, "the banner is checked in every language").toBe(LANG_ORDER.length);
  return checks;
}
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function axe(page: Page, label: string, include?: string) {
  // Legacy mode runs axe.run in the page itself. The default mode finishes every run in a new
  // blank page, which doubled the sweep's time; it exists for cross-origin frames, and the site
  // has no frames (docs/decisions/200-test-suite-architecture.md).
  const builder = new AxeBuilder({ page })
    // An experimental rule, off by default, that Lighthouse runs: a name that does not hold the
    // visible words (a voice-control user says those to follow a link).
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(TAGS)
    .setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${label}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`,
  );
  return summary;
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  await page.addInitScript(() => {
    localStorage.removeItem("cookieConsent");
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { context, page, cspViolations };
}

// Split each width's pages into groups so the workers share the load.
const GROUPS = { 390: 4, 1440: 2 } as Record<number, number>;
for (const viewport of WIDTHS) {
  const groups = GROUPS[viewport.width]!;
  for (let g = 0; g < groups; g++) {
    test(`axe: 0 violations, no CSP violation, group ${g + 1} at ${viewport.width}px`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const checks = plan(viewport.width)
        .map((check, index) => ({ ...check, index }))
        .filter(({ index }) => index % groups === g);
      const { context, page, cspViolations } = await newPage(browser, viewport);
      await page.clock.install();
      const problems: string[] = [];
      for (const { path, index, axe: withAxe, banner: withBanner } of checks) {
        // The choice made on the previous page is also a cookie (the banner works without JS).
        await context.clearCookies();
        expect(await context.cookies()).toEqual([]);
        await page.goto(encodeURI(path));
        await page.clock.runFor(1000);
        await waitForHydration(page);
        if (withAxe) problems.push(...(await axe(page, `${path} ${viewport.width}px`)));
        // Nothing may be wider than the screen (no sideways scrolling on a phone).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0)
          problems.push(`${path} ${viewport.width}px: ${overflow}px wider than the screen`);
        if (!withBanner) continue;
        await page.clock.runFor(2500);
        const banner = page.getByTestId("cookie-banner");
        // Time goes on while we wait: the banner's own code may arrive after the 2.5 s above and
        // start its 2-second wait on the page's (installed) clock.
        await expect
          .poll(
            async () => {
              if (await banner.isVisible()) return true;
              await page.clock.runFor(500);
              return false;
            },
            { message: `${path}: cookie banner`, timeout: 7000 },
          )
          .toBe(true);
        problems.push(
          ...(await axe(
            page,
            `${path} ${viewport.width}px banner open`,
            '[data-testid="cookie-banner"]',
          )),
        );
        // Give and refuse consent in turn, so both states run without CSP violations.
        await banner
          .getByRole("button")
          .nth(index % 2 === 0 ? 0 : 2)
          .click();
        await expect(banner).toBeHidden();
        // The page writes the choice with document.cookie, which reaches the browser's cookie
        // store a moment later: clearing before it lands would leave it for the next page.
        await expect
          .poll(async () => (await context.cookies()).some((c) => c.name === "cookieConsent"))
          .toBe(true);
        // And its copy in localStorage, which counts without the cookie (app/lib/consent-store.ts).
        await page.evaluate(() => localStorage.clear());
      }
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
      expect(cspViolations, cspViolations.join("\n")).toEqual([]);
    });
  }
}

/**
 * WCAG 2.4.11: whatever Tab reaches is not hidden under the cookie banner while it waits for an
 * answer, on a phone and a desktop, in the languages with the tallest banner text; the footer's
 * last links and the chat button included (docs/decisions/314-room-for-the-cookie-banner.md).
 */
for (const viewport of WIDTHS) {
  test(`Tab never puts the focus under the unanswered cookie banner at ${viewport.width}px`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // Smooth scrolling would leave a focused control mid-way when it is measured.
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const page = await context.newPage();
    // Home in two languages with the tallest banner text, the dental page (a long footer) and
    // the business card (no studio footer: its last link is the card's own).
    const paths = allPagePaths()
      .filter(
        (p) =>
          (p.id === "home" && (p.lang === "nl" || p.lang === "ua")) ||
          p.id === "tandarts" ||
          (p.id === "card" && p.lang === "fr"),
      )
      .map((p) => p.path);
    const hidden: string[] = [];
    for (const path of paths) {
      await page.goto(encodeURI(path));
      const banner = page.getByTestId("cookie-banner");
      await expect(banner).toBeVisible({ timeout: 6000 });
      let seen = 0;
      for (let press = 0; press < 250; press++) {
        await page.keyboard.press("Tab");
        const where = await page.evaluate(() => {
          const focused = document.activeElement;
          const bannerBox = document.querySelector('[data-testid="cookie-banner"]')!;
          if (!focused || focused === document.body) return null;
          if (bannerBox.contains(focused)) return "banner";
          const b = bannerBox.getBoundingClientRect();
          const r = focused.getBoundingClientRect();
          const overlaps =
            r.bottom > b.top && r.top < b.bottom && r.right > b.left && r.left < b.right;
          const name = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim();
          return overlaps ? `${focused.tagName} "${name.slice(0, 40)}"` : "clear";
        });
        // The banner comes after the page in the Tab order: once reached, the page was swept.
        if (where === "banner") break;
        if (where === null) continue;
        seen++;
        if (where !== "clear") hidden.push(`${path} ${viewport.width}px: ${where}`);
      }
      expect(seen, `${path}: Tab reached the page's controls`).toBeGreaterThan(
        path.includes("card") ? 10 : 20,
      );
    }
    await context.close();
    expect(hidden, hidden.join("\n")).toEqual([]);
  });
}
