import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "./support/test";
import { waitForHydration } from "./support/hydration";
import { allPagePaths, DEMO_PAGES } from "../../app/i18n/pages";

/**
 * WCAG 2.2 A/AA and axe's best practices (Lighthouse checks some of them) with axe on every page,
 * every language, phone and desktop, banner open and closed; on the way, no page may scroll
 * sideways.
 */
const PATHS = [
  ...allPagePaths().map((p) => p.path),
  ...DEMO_PAGES.map((d) => d.path),
  "/nl/bestaat-niet",
];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function axe(page: Page, label: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
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

// Split the pages into groups so the workers share the load.
const GROUPS = 6;
for (let g = 0; g < GROUPS; g++) {
  for (const viewport of WIDTHS) {
    test(`axe: 0 violations, no CSP violation, group ${g + 1} at ${viewport.width}px`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const { context, page, cspViolations } = await newPage(browser, viewport);
      await page.clock.install();
      const problems: string[] = [];
      // The banner is one component: each group checks it open on one page per language.
      const bannerChecked = new Set<string>();
      for (const [i, path] of PATHS.entries()) {
        if (i % GROUPS !== g) continue;
        // The choice made on the previous page is also a cookie (the banner works without JS).
        await context.clearCookies();
        expect(await context.cookies()).toEqual([]);
        await page.goto(encodeURI(path));
        await page.clock.runFor(1000);
        await waitForHydration(page);
        problems.push(...(await axe(page, `${path} ${viewport.width}px`)));
        // Nothing may be wider than the screen (no sideways scrolling on a phone).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0)
          problems.push(`${path} ${viewport.width}px: ${overflow}px wider than the screen`);
        // The demo sites are fictional clients' sites without the studio's banner.
        if (path.startsWith("/demo/")) continue;
        const lang = path.split("/")[1] ?? "";
        if (bannerChecked.has(lang)) continue;
        bannerChecked.add(lang);
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
          .nth(i % 2 === 0 ? 0 : 2)
          .click();
        await expect(banner).toBeHidden();
        // The page writes the choice with document.cookie, which reaches the browser's cookie
        // store a moment later: clearing before it lands would leave it for the next page.
        await expect
          .poll(async () => (await context.cookies()).some((c) => c.name === "cookieConsent"))
          .toBe(true);
      }
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
      expect(cspViolations, cspViolations.join("\n")).toEqual([]);
    });
  }
}
