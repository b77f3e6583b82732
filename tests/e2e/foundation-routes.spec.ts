import { expect, test } from "./support/test";
import { allPagePaths, DEMO_PAGES } from "../../app/i18n/pages";
import { waitForHydration } from "./support/hydration";
import { STATIC_REDIRECTS } from "../../app/i18n/redirects";
import { MESSAGES } from "../../app/i18n/messages";
import { shareImageFor, shareImagePath } from "../../app/features/seo/share-images";

const ISO = { en: "en", nl: "nl", ua: "uk", fr: "fr" } as const;

test("every route in every language answers 200 with its <html lang> and one heading", async ({
  request,
}) => {
  const pages = [
    ...allPagePaths().map((p) => ({ path: p.path, lang: ISO[p.lang] })),
    ...DEMO_PAGES.map((d) => ({ path: d.path, lang: "en" })),
  ];
  expect(pages.length).toBe(43);
  for (const { path, lang } of pages) {
    const res = await request.get(encodeURI(path), { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html.match(/<h1[\s>]/g)?.length ?? 0, `${path} has one h1`).toBe(1);
    expect(res.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
});

test("localized legal slugs work raw and percent-encoded", async ({ request }) => {
  for (const path of [
    "/ua/конфіденційність",
    "/ua/умови",
    "/nl/juridisch",
    "/fr/conditions",
    "/fr/confidentialite",
  ]) {
    const encoded = await request.get(encodeURI(path), { maxRedirects: 0 });
    expect(encoded.status(), path).toBe(200);
  }
});

test("every redirect is permanent and keeps the query string", async ({ request }) => {
  const cases: [string, string][] = [
    ...Object.entries(STATIC_REDIRECTS),
    ["/uk", "/ua"],
    ["/uk/card", "/ua/card"],
    ["/uk/умови", "/ua/умови"],
    ["/en/", "/en"],
    ["/nl/portfolio/", "/nl/portfolio"],
  ];
  for (const [from, to] of cases) {
    const res = await request.get(`${encodeURI(from)}?utm_source=x&b=2`, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(decodeURI(new URL(res.headers()["location"] ?? "", "http://x").pathname), from).toBe(to);
    expect(res.headers()["location"], from).toContain("?utm_source=x&b=2");
  }
});

test("unknown paths get the 404 page in the prefix's language, status 404, noindex", async ({
  request,
}) => {
  for (const [path, lang, site] of [
    ["/nope", "en", "en"],
    ["/nl/bestaat-niet", "nl", "nl"],
    ["/ua/немає", "uk", "ua"],
    ["/fr/rien/du/tout", "fr", "fr"],
    ["/en/tandarts", "en", "en"],
  ] as const) {
    const res = await request.get(encodeURI(path), { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    // Titled like every page: "… | Studio Noord".
    const m = MESSAGES[site];
    expect(html).toContain(`<title>${m["notFound.title"]} | ${m["site.name"]}</title>`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(res.headers()["x-robots-tag"]).toBe("noindex");
  }
});

test("in the browser a redirect path replaces the history entry", async ({ page }) => {
  await page.goto("/nl/portfolio");
  const before = await page.evaluate(() => window.history.length);
  await page.evaluate(() => {
    const w = window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } };
    w.__reactRouterDataRouter.navigate("/card?utm_source=x");
  });
  await expect(page).toHaveURL(/\/en\/card\?utm_source=x$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // One entry for the navigation; the old path's entry was replaced, not kept.
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/nl\/portfolio$/);
});

test("the 404 page hydrates, logs the path and its language home works", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (m) => logs.push(m.text()));
  const res = await page.goto("/nl/bestaat-niet");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => logs.some((l) => l.includes("/nl/bestaat-niet"))).toBe(true);
});

test("on a phone nothing on the 404 page moves when its Go back button comes alive", async ({
  browser,
}) => {
  const top = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/ua/немає-такої-сторінки");
    if (javaScriptEnabled) {
      await waitForHydration(page);
      await expect(page.getByRole("button", { name: MESSAGES.ua["notFound.back"] })).toBeEnabled();
    }
    const box = await page.getByRole("heading", { level: 2 }).first().boundingBox();
    await context.close();
    return box?.y;
  };
  expect(await top(true)).toBe(await top(false));
});

test("assets are immutable for a year, HTML revalidated, bodies precompressed", async ({
  request,
}) => {
  const html = await request.get("/en", { headers: { "accept-encoding": "br" } });
  expect(html.headers()["cache-control"]).toContain("no-cache");
  expect(html.headers()["content-encoding"]).toBe("br");
  const body = await html.text();
  const asset = body.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!, { headers: { "accept-encoding": "gzip" } });
  expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(js.headers()["content-encoding"]).toBe("gzip");
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
});

test("the icons browsers and phones ask for by address are there", async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon.ico", "image/x-icon"],
    ["/apple-touch-icon.png", "image/png"],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"], path).toContain(type);
    expect((await res.body()).length, path).toBeGreaterThan(100);
  }
});

test("every page is shared with a picture in its own language, and the picture is there", async ({
  request,
}) => {
  const checked = new Set<string>();
  const pages = [
    ...allPagePaths().map(({ id, lang, path }) => ({
      path,
      own: shareImagePath(shareImageFor(id), lang),
    })),
    // The demos are shared with the website portfolio's picture: the work they belong to.
    ...DEMO_PAGES.map(({ path }) => ({ path, own: shareImagePath("portfolio", "en") })),
  ];
  for (const { path, own } of pages) {
    const html = await (await request.get(encodeURI(path))).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, path).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+"/);
    expect(image, path).toMatch(new RegExp(`^https?://[^/]+${own}$`));
    if (checked.has(own)) continue;
    checked.add(own);
    const res = await request.get(own);
    expect(res.status(), own).toBe(200);
    expect(res.headers()["content-type"], own).toBe("image/png");
  }
});
