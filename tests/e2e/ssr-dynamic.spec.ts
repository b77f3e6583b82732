/**
 * Requests a prerendered file cannot answer are rendered by the server
 * (docs/decisions/130-ssr-for-dynamic-requests.md): a shared calculator link and the site search,
 * with JavaScript held back and with it off.
 */
import { test as base } from "@playwright/test";
import { expect, test } from "./support/test";
import { waitForHydration } from "./support/hydration";
import { formatMoney } from "../../app/lib/format-money";
import { languageOption, type Lang } from "../../app/i18n/languages";
import { calculator as nlCalc } from "../../app/i18n/messages/nl/calculator";
import { common as ua } from "../../app/i18n/messages/ua/common";
import {
  computePrice,
  configToSearch,
  parseConfigFromSearch,
  type PriceConfig,
} from "../../app/lib/pricing";

/** A configuration far from the default, so a default figure could not pass for it. */
const SHARED: PriceConfig = { platform: "lovable", pages: 1, addons: ["seo", "analytics"] };
const sharedPath = (lang: Lang) => `/${lang}?${configToSearch(SHARED).toString()}`;
const expectedTotals = (lang: Lang) => {
  const price = computePrice(SHARED);
  const locale = languageOption(lang).locale;
  return {
    total: formatMoney(price.oneTimeTotal, locale),
    inclVat: formatMoney(price.oneTimeTotalInclVat, locale),
  };
};

base.describe("a shared calculator link, scripts held back", () => {
  base(
    "paints the chosen configuration's price before hydration and keeps it after",
    async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      // Scripts are held back (at least five seconds, until the checks below are done): what
      // shows until then is the server's HTML.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const held = Promise.all([released, new Promise((r) => setTimeout(r, 5_000))]);
      await page.route("**/assets/*.js", async (route) => {
        await held;
        await route.continue();
      });
      const { total, inclVat } = expectedTotals("nl");
      const response = await page.goto(sharedPath("nl"), { waitUntil: "commit" });
      expect(response?.status()).toBe(200);
      const calc = page.locator("#calculator");
      await expect(calc.getByTestId("total")).toHaveText(total);
      await expect(calc.getByTestId("total-incl-vat")).toHaveText(inclVat);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
      await expect(calc.getByRole("button", { name: nlCalc["calculator.update"] })).toBeVisible();
      await expect(calc.getByRole("radio", { checked: true })).toHaveValue(SHARED.platform);
      release();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", {
        timeout: 15_000,
      });
      await expect(calc.getByTestId("total")).toHaveText(total);
      expect(errors).toEqual([]);
    },
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "fr"] as const) {
    test(`a shared calculator link shows its price (${lang})`, async ({ page }) => {
      await page.goto(sharedPath(lang));
      const { total, inclVat } = expectedTotals(lang);
      await expect(page.locator("#calculator").getByTestId("total")).toHaveText(total);
      await expect(page.locator("#calculator").getByTestId("total-incl-vat")).toHaveText(inclVat);
    });
  }

  test("the calculator computes: its Update button asks the server for the chosen price", async ({
    page,
  }) => {
    await page.goto("/nl");
    const calc = page.locator("#calculator");
    await calc.locator('input[type="radio"][name="platform"][value="lovable"]').check();
    await calc.locator('input[name="addons"][value="seo"]').check();
    // The options' own button (the summary's note repeats it once the options changed).
    await calc.getByRole("button", { name: nlCalc["calculator.update"] }).first().click();
    await expect(page).toHaveURL(/\/nl\?.*platform=lovable.*#calculator$/);
    const config = parseConfigFromSearch(new URL(page.url()).searchParams);
    expect(config).toMatchObject({ platform: "lovable", addons: ["seo"] });
    const price = computePrice(config);
    const locale = languageOption("nl").locale;
    await expect(calc.getByTestId("total")).toHaveText(formatMoney(price.oneTimeTotal, locale));
    await expect(
      calc.locator('input[type="radio"][name="platform"][value="lovable"]'),
    ).toBeChecked();
  });

  test("the 404 page's search shows its results", async ({ page }) => {
    const response = await page.goto("/ua/takoi-storinky-nemaie");
    expect(response?.status()).toBe(404);
    const search = page.locator("main").getByRole("searchbox");
    await search.fill("конфіденційність");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/ua\?q=/);
    const results = page.getByRole("region", { name: /конфіденційність/ });
    await expect(results.getByRole("status")).toBeVisible();
    await expect(results.getByRole("listitem").first().getByRole("link")).toHaveAttribute(
      "href",
      /^\/ua\//,
    );
  });
});

test("a small page rendered per request carries its texts; a large one loads them as a file", async ({
  page,
}) => {
  // docs/decisions/299-page-dictionary-as-a-file.md: the 404 page fits the first round trip with
  // its dictionary written in; the home page with a shared calculator link does not.
  const files: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/assets/dict/")) files.push(r.url());
  });
  const missing = await page.goto("/ua/no-such-page");
  expect(missing?.status()).toBe(404);
  await waitForHydration(page, 15_000, { islands: false });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ua["notFound.heading"]);
  expect(files).toEqual([]);

  await page.goto(sharedPath("ua"));
  await waitForHydration(page, 15_000, { islands: false });
  expect(files).toHaveLength(1);
});

test("a page's address with an encoded slash is the 404 page, in words, not raw keys", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().includes("404")) errors.push(m.text());
  });
  const res = await page.goto("/ua%2F%D1%83%D0%BC%D0%BE%D0%B2%D0%B8");
  expect(res?.status()).toBe(404);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/\w/);
  await expect(heading).not.toContainText("notFound.");
  await expect(page.locator("body")).not.toContainText("notFound.");
  expect(errors).toEqual([]);
});

test("a rendered page's CSP lists exactly its inline scripts", async ({ request }) => {
  const res = await request.get(sharedPath("en"));
  expect(res.status()).toBe(200);
  const csp = res.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  const html = await res.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => m[2] && !/application\/(ld\+)?json/.test(m[1] ?? ""),
  );
  expect(inline.length).toBeGreaterThan(0);
  expect(scriptSrc.match(/'sha256-/g)?.length).toBe(new Set(inline.map((m) => m[2])).size);
});

base(
  "rendered pages paint without waiting for a stylesheet, and are styled as the prerendered ones",
  async ({ page, request }) => {
    // The 404 for an unknown path and a shared calculator link are rendered per request.
    for (const path of ["/fr/page-inconnue", sharedPath("nl")]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<style>[^<]{2000,}<\/style>/);
      // Every stylesheet link is deferred (enabled once hydrated) or for visitors without JavaScript.
      const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) {
        const inNoscript = html.includes(`<noscript>${link}</noscript>`);
        expect(inNoscript || link.includes('disabled=""'), `${path}: ${link}`).toBe(true);
      }
    }
    // Painted from the inline CSS alone, before any script ran: the 404 heading is laid out large.
    await page.route(/\/assets\/.*\.js$/, () => {});
    await page.goto("/fr/page-inconnue");
    const size = await page
      .locator("main h1")
      .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
    expect(size).toBeGreaterThan(24);
  },
);

base(
  "a rendered page is encoded as the client's Accept-Encoding asks, q-values included",
  async ({ request }) => {
    // The same rule as the prerendered files (server/content-encoding.ts): a zero q-value refuses.
    for (const [accept, expected] of [
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0, br", "br"],
      ["br;q=0.5, gzip;q=1", "gzip"],
      ["br;q=0, gzip;q=0", undefined],
      ["gzip, br", "br"],
    ] as const) {
      const res = await request.get("/fr/page-inconnue", {
        headers: { "accept-encoding": accept },
      });
      expect(res.status(), accept).toBe(404);
      expect(res.headers()["content-encoding"], accept).toBe(expected);
      expect(await res.text(), accept).toContain('<html lang="fr"');
    }
  },
);

test("the route data of a page rendered for its query is revalidated and compressed, as its page is", async ({
  request,
}) => {
  const [path, query] = sharedPath("ua").split("?");
  const res = await request.get(`${path}.data?${query}`, {
    headers: { "Accept-Encoding": "br, gzip" },
  });
  expect(res.status()).toBe(200);
  const headers = res.headers();
  const page = await request.get(sharedPath("ua"));
  expect(headers["cache-control"]).toBeTruthy();
  expect(headers["cache-control"]).toBe(page.headers()["cache-control"]);
  expect(headers["vary"]).toContain("Accept-Encoding");
  expect(headers["content-encoding"]).toBe("br");
  // The routes' data, readable after decoding.
  expect(await res.text()).toContain('"root"');
});
