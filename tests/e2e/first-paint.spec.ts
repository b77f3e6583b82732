import { expect, test } from "./support/test";
import { everyPagePath } from "./support/site-paths";

/**
 * The first frame draws a whole first screen (docs/decisions/308-first-paint-after-the-first-screen.md).
 * A slow phone parses a page in several turns, and a frame drawn between two of them showed the
 * header or the hero half built: its phone button and badges moved when the rest arrived, a
 * layout shift Lighthouse caught now and then. The CPU is slowed 6x so that the parser yields.
 */
const PAGES = [
  // The home page's first screen ends with the hero, where the services begin.
  { path: "/ua", after: "services" },
  { path: "/fr", after: "services" },
  // Other pages come whole in the first round trip: the first frame waits for the footer.
  { path: "/nl/privacybeleid", after: "footer" },
  { path: "/en/no-such-page", after: "footer" },
];

for (const { path, after } of PAGES) {
  test(`${path}: the first frame comes once the parser reaches #${after}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((id) => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: boolean }).firstFrame =
          document.getElementById(id) !== null;
      });
    }, after);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => "firstFrame" in window);
    expect(
      await page.evaluate(() => (window as unknown as { firstFrame: boolean }).firstFrame),
    ).toBe(true);
  });
}

/**
 * Every page names an element it has: a target that never comes makes Chromium wait for the whole
 * document and warn in the console ("Did not find element expected to be parsed").
 */
test("every page's first-paint marker names an element of that page", async ({ request }) => {
  const missing: string[] = [];
  for (const path of everyPagePath()) {
    const html = await (await request.get(encodeURI(path))).text();
    const target = /<link rel="expect" href="#([^"]+)"/.exec(html)?.[1];
    if (!target || !html.includes(`id="${target}"`)) missing.push(`${path}: #${target}`);
  }
  expect(missing).toEqual([]);
});
