import { MESSAGES } from "../../app/i18n/messages";
import { expect, test } from "./support/test";

test("404 page: noindex, links in the language, blank search ignored, query carried to the home", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  const response = await page.goto("/fr/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect
    .poll(() => warnings.some((w) => w.includes("/fr/cette-page-n-existe-pas")))
    .toBe(true);
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: MESSAGES.fr["notFound.home"] })).toHaveAttribute(
    "href",
    "/fr",
  );
  await expect(main.locator('a[href="/fr#services"]')).toBeVisible();
  await expect(main.locator('a[href="/fr#contact"]')).toBeVisible();
  await expect(main.locator('a[href="/fr/portfolio"]')).toBeVisible();
  await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(main.locator('a[href^="https://wa.me/"]')).toBeVisible();

  const search = main.getByRole("searchbox");
  // Ignored by the page, not refused by the browser (whose bubble speaks the browser's language).
  await search.evaluate((el) =>
    el.addEventListener("invalid", () => ((window as { refused?: number }).refused = 1)),
  );
  await search.fill("   ");
  await main.getByRole("button", { name: MESSAGES.fr["notFound.searchButton"] }).click();
  await expect(page).toHaveURL(/\/fr\/cette-page-n-existe-pas$/);
  await expect(search).toBeFocused();
  expect(await page.evaluate(() => (window as { refused?: number }).refused)).toBeUndefined();

  await search.fill("cookies");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/fr\?q=cookies$/);
  // The page is named for the search, shown by the app as by the server.
  const fr = MESSAGES.fr;
  const title = `${fr["search.heading"].replace("{query}", "cookies")} | ${fr["site.name"]}`;
  await expect(page).toHaveTitle(title);
  const results = page.getByRole("region", { name: /cookies/ });
  await expect(results.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(results.getByRole("status")).toContainText(/page/);
  await expect(results.locator('a[href="/fr/confidentialite#cookies"]')).toBeVisible();
  await results.locator('a[href="/fr/confidentialite#cookies"]').click();
  await expect(page.locator("h2#cookies")).toBeInViewport();

  // Go back returns to the results.
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\?q=cookies$/);
});

test("search results: Cyrillic and accents, no-result state, blank query ignored", async ({
  page,
}) => {
  await page.goto(`/ua?q=${encodeURIComponent("конфіденційність")}`);
  await expect(page).toHaveTitle(new RegExp(`конфіденційність.*${MESSAGES.ua["site.name"]}`));
  const results = page.getByRole("region", { name: /конфіденційність/ });
  await expect(results.getByRole("link", { name: MESSAGES.ua["privacy.heading"] })).toBeVisible();
  // A results page is not one for search engines to index; the home page itself is.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  // The query is text in the title, whatever it holds ("$&" is no pattern).
  await page.goto(`/en?q=${encodeURIComponent("$& cookies")}`);
  await expect(page).toHaveTitle(
    `${MESSAGES.en["search.heading"].replace("{query}", () => "$& cookies")} | ${MESSAGES.en["site.name"]}`,
  );

  await page.goto("/nl");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);

  await page.goto("/nl?q=xyzzyqq");
  const none = page.getByRole("region", { name: /xyzzyqq/ });
  await expect(none.getByRole("status")).toBeVisible();
  await expect(none.getByRole("listitem").getByRole("link")).not.toHaveCount(0);
  await expect(none.getByRole("searchbox")).toHaveValue("xyzzyqq");

  // Refining the query from the results box.
  await none.getByRole("searchbox").fill("voorwaarden betaling");
  await none.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/nl\?q=voorwaarden\+betaling$/);
  await expect(page.locator('a[href="/nl/voorwaarden#payment"]')).toBeVisible();

  await page.goto("/en?q=%20%20");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await page.goto("/en");
  await expect(page.getByRole("searchbox")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the 404 page's search holds back a blank query and sends a real one", async ({ page }) => {
    await page.goto("/ua/no-such-page");
    const search = page.locator("main").getByRole("searchbox");
    for (const blank of ["", "   "]) {
      await search.fill(blank);
      await search.press("Enter");
      await page.waitForTimeout(300);
      await expect(page).toHaveURL(/\/ua\/no-such-page$/);
    }
    await search.fill("cookies");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/ua\?q=cookies$/);
  });
});
