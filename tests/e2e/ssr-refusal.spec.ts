/**
 * Without JavaScript a refused form says what to fix, in the visitor's language, and gives the
 * input back (docs/decisions/130-ssr-for-dynamic-requests.md); sent again, it is delivered.
 * Navigation keeps what the visitor chose: the language links carry the query and the 404 path.
 */
import { expect, test } from "./support/test";
import { contact as fr } from "../../app/i18n/messages/fr/contact";
import { pages as frPages } from "../../app/i18n/messages/fr/pages";
import { contact as ua } from "../../app/i18n/messages/ua/contact";
import { pages as uaPages } from "../../app/i18n/messages/ua/pages";
import { languageOption } from "../../app/i18n/languages";
import { LIMITS } from "../../app/lib/field-limits";
import { fillVars } from "../../app/lib/fill-vars";
import {
  ADDONS,
  DEFAULT_CONFIG,
  PLATFORMS,
  isAddonAvailable,
  computePrice,
  configToSearch,
  type PriceConfig,
} from "../../app/lib/pricing";
import { quoteSummaryText } from "../../app/features/quote/quote-summary";
import { translate } from "../../app/i18n/i18n-context";
import { pluralKey } from "../../app/i18n/plural-key";
import { pathFor } from "../../app/i18n/pages";
import { MESSAGES } from "../../app/i18n/messages";
import { quote as frQuote } from "../../app/i18n/messages/fr/quote";
import { quote as uaQuote } from "../../app/i18n/messages/ua/quote";
import { waitForTelegramMessage } from "./support/fake-telegram";
import { marker } from "./support/home-helpers";
import { waitForHydration } from "./support/hydration";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused contact post names the field, keeps the input, and can be sent again", async ({
    page,
  }) => {
    await page.goto("/fr#contact");
    const form = page.locator("#contact form");
    const who = marker("Refus");
    await form.getByLabel(fr["contact.name"]).fill(`Marie ${who}`);
    await form.getByLabel(fr["contact.email"]).fill("marie@example.fr");
    // The browser lets it through; the server's rules do not.
    await form.getByLabel(fr["contact.phone"], { exact: false }).fill("appelez-moi");
    await form.getByLabel(fr["contact.message"]).fill("Un site pour ma boulangerie");
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contact");
    await form.getByRole("button", { name: fr["contact.submit"] }).click();
    expect((await answer).status()).toBe(422);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      frPages["messageNotSent.heading"],
    );
    await expect(page.locator("main")).toContainText(frPages["messageNotSent.reason.invalid"]);
    const named = page.locator("main").getByRole("list").first().getByRole("listitem");
    await expect(named).toHaveCount(1);
    await expect(named).toHaveText(frPages["messageNotSent.field.phone"]);

    const retry = page.getByRole("form", { name: frPages["messageNotSent.retryHeading"] });
    await expect(retry.getByLabel(fr["contact.name"])).toHaveValue(`Marie ${who}`);
    await expect(retry.getByLabel(fr["contact.message"])).toHaveValue(
      "Un site pour ma boulangerie",
    );
    const phone = retry.getByLabel(fr["contact.phone"], { exact: false });
    await expect(phone).toHaveValue("appelez-moi");
    // The cookie banner's choices would post and leave the page with the input: not asked here.
    await page.waitForTimeout(2500);
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(fr["contact.error.invalid_phone"]);

    await phone.fill("+33 6 12 34 56 78");
    await retry.getByRole("button", { name: frPages["messageNotSent.retrySubmit"] }).click();
    await expect(page).toHaveURL(/\/fr\/message-sent$/);
    const text = await waitForTelegramMessage(who);
    expect(text).toContain("Un site pour ma boulangerie");
    // Sent seconds after the retry page came, but no first start time is known without
    // JavaScript: not marked as fast as a bot.
    expect(text).not.toContain("may be automated");
  });

  test('a post the server cannot read says why, not "try again in a minute"', async ({
    page,
    baseURL,
  }) => {
    // A paste longer than any form takes: refused before it is read.
    await page.goto("/fr#contact");
    const form = page.locator("#contact form");
    await form.getByLabel(fr["contact.name"]).fill("Marie");
    await form.getByLabel(fr["contact.email"]).fill("marie@example.fr");
    await form
      .getByLabel(fr["contact.message"])
      .evaluate((el: HTMLTextAreaElement) => (el.value = "x".repeat(300_000)));
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contact");
    await form.getByRole("button", { name: fr["contact.submit"] }).click();
    expect((await answer).status()).toBe(413);
    const max = LIMITS.message.toLocaleString(languageOption("fr").locale);
    await expect(page.locator("main")).toContainText(
      fillVars(frPages["messageNotSent.reason.tooLarge"], { max }),
    );

    // The same form on a page of another web address (a data: page has none) is not taken; the
    // answer says where to go.
    const html =
      `<form method="post" action="${baseURL}/api/contact"><input name="name" value="Marie">` +
      `<input name="email" value="marie@example.fr"><input name="message" value="Bonjour">` +
      `<button>Envoyer</button></form>`;
    await page.goto(`data:text/html,${encodeURIComponent(html)}`);
    await page.getByRole("button").click();
    await expect(page.locator("main")).toContainText(
      fillVars(MESSAGES.en["messageNotSent.reason.otherSite"], { site: new URL(baseURL!).host }),
    );
  });

  test("the wait before sending again is said in the page's plural form", async ({ page }) => {
    // The server sends a post made within the short interval here (server/api/form-post.ts).
    for (const lang of ["en", "ua"] as const) {
      for (const seconds of [1, 2, 5]) {
        await page.goto(
          `${encodeURI(pathFor("messageNotSent", lang))}?reason=rate_limited&retryAfter=${seconds}`,
        );
        const locale = languageOption(lang).locale;
        const wait = translate(MESSAGES[lang], pluralKey("messageNotSent.wait", seconds, locale), {
          count: seconds,
        });
        await expect(page.locator("main")).toContainText(
          translate(MESSAGES[lang], "messageNotSent.reason.rateLimited", { wait }),
        );
      }
    }
  });

  test("a post refused before it is read answers in the form's language, with no Referer too", async ({
    request,
  }) => {
    // Some browsers and extensions send no Referer: the form's address names its language.
    const tooLarge = await request.post("/api/contact?lang=ua", {
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "en" },
      data: `name=Olia&email=olia%40example.com&message=${"x".repeat(300_000)}`,
    });
    expect(tooLarge.status()).toBe(413);
    const html = await tooLarge.text();
    expect(html).toContain('<html lang="uk"');
    const max = LIMITS.message.toLocaleString(languageOption("ua").locale);
    expect(html).toContain(fillVars(uaPages["messageNotSent.reason.tooLarge"], { max }));
    const otherSite = await request.post("/api/quote?lang=fr", {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "null" },
      data: "name=Marie&email=marie%40example.fr",
    });
    expect(otherSite.status()).toBe(403);
    expect(await otherSite.text()).toContain('<html lang="fr"');
  });

  test("the refused form's address, opened again, leads to the form in the visitor's language", async ({
    browser,
  }) => {
    // Reopened from the address bar: no Referer, and a browser in English; the page's language
    // comes from the address.
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/ua#contact");
    const form = page.locator("#contact form");
    await form.getByLabel(ua["contact.name"]).fill("Олена");
    await form.getByLabel(ua["contact.email"]).fill("olena@example.com");
    await form.getByLabel(ua["contact.phone"], { exact: false }).fill("зателефонуйте");
    await form.getByLabel(ua["contact.message"]).fill("Сайт для пекарні");
    await form.getByRole("button", { name: ua["contact.submit"] }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      uaPages["messageNotSent.heading"],
    );
    expect(new URL(page.url()).pathname).toBe("/api/contact");
    // The address names the page's language: opened again, it leads back in that language.
    expect(new URL(page.url()).searchParams.get("lang")).toBe("ua");
    await page.goto(page.url());
    await expect(page).toHaveURL(/\/ua#contact$/);
    await expect(page.locator("#contact form").getByLabel(ua["contact.name"])).toBeVisible();
    await context.close();
  });

  test("the refused form's page in another language still holds the input, and sends in it", async ({
    page,
  }) => {
    await page.goto("/ua#contact");
    const form = page.locator("#contact form");
    const who = marker("Мова");
    await form.getByLabel(ua["contact.name"]).fill(`Олена ${who}`);
    await form.getByLabel(ua["contact.email"]).fill("olena@example");
    await form.getByLabel(ua["contact.message"]).fill("Потрібен сайт для пекарні");
    await form.getByRole("button", { name: ua["contact.submit"] }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      uaPages["messageNotSent.heading"],
    );

    // The footer's language menu, as a visitor finds it below the form.
    const footer = page.locator("footer");
    await footer.getByRole("button", { name: new RegExp(languageOption("ua").nativeName) }).click();
    await footer.getByRole("link", { name: languageOption("fr").nativeName }).click();
    await expect(page).toHaveURL(/\/fr\/message-not-sent\?retry=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      frPages["messageNotSent.heading"],
    );
    const retry = page.getByRole("form", { name: frPages["messageNotSent.retryHeading"] });
    await expect(retry.getByLabel(fr["contact.name"])).toHaveValue(`Олена ${who}`);
    await expect(retry.getByLabel(fr["contact.message"])).toHaveValue("Потрібен сайт для пекарні");
    const email = retry.getByLabel(fr["contact.email"]);
    await expect(email).toHaveValue("olena@example");
    await expect(email).toHaveAccessibleDescription(fr["contact.error.invalid_email"]);

    // The page has no scripts: a field changed and left drops its red border and error line
    // (`:user-valid`, app/app.css). Only typed in, not yet left, the message stays.
    const error = retry.getByText(fr["contact.error.invalid_email"]);
    const border = () => email.evaluate((el) => getComputedStyle(el).borderTopColor);
    await expect(error).toBeVisible();
    const refusedBorder = await border();
    await email.fill("olena@example.com");
    await expect(error).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(error).toBeHidden();
    expect(await border()).not.toBe(refusedBorder);
    await retry.getByRole("button", { name: frPages["messageNotSent.retrySubmit"] }).click();
    await expect(page).toHaveURL(/\/fr\/message-sent$/);
    expect(await waitForTelegramMessage(who)).toContain("Потрібен сайт для пекарні");
  });

  test("a refused quote's retry form says what it is for, in the language switched to", async ({
    page,
  }) => {
    // A configuration other than the defaults, with two add-ons, read from the price data.
    const platform = PLATFORMS.find((p) => p !== DEFAULT_CONFIG.platform)!;
    const addons = ADDONS.filter((a) => isAddonAvailable(platform, a)).slice(0, 2);
    const config: PriceConfig = { platform, pages: 4, addons };
    await page.goto(`/ua?${configToSearch(config)}&quote=1#calculator`);
    const quote = page.getByRole("region", { name: uaQuote["quote.title"] });
    const who = marker("Кошторис");
    await quote.getByLabel(uaQuote["quote.name"]).fill(`Олена ${who}`);
    await quote.getByLabel(uaQuote["quote.email"]).fill("olena@example");
    await quote.getByLabel(uaQuote["quote.consent"]).check();
    await quote.getByRole("button", { name: uaQuote["quote.submit"] }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      uaPages["messageNotSent.quoteHeading"],
    );
    const summary = (lang: "ua" | "fr") =>
      quoteSummaryText(
        (key, vars) => translate(MESSAGES[lang], key, vars),
        computePrice(config),
        languageOption(lang).locale,
      );
    let retry = page.getByRole("form", { name: uaPages["messageNotSent.retryHeading"] });
    await expect(retry).toContainText(summary("ua").config);
    await expect(retry).toContainText(summary("ua").total);

    const footer = page.locator("footer");
    await footer.getByRole("button", { name: new RegExp(languageOption("ua").nativeName) }).click();
    await footer.getByRole("link", { name: languageOption("fr").nativeName }).click();
    await expect(page).toHaveURL(/\/fr\/message-not-sent\?retry=/);
    retry = page.getByRole("form", { name: frPages["messageNotSent.retryHeading"] });
    await expect(retry).toContainText(summary("fr").config);
    await expect(retry).toContainText(summary("fr").total);

    await retry.getByLabel(frQuote["quote.email"]).fill("olena@example.com");
    await retry.getByRole("button", { name: frPages["messageNotSent.retrySubmit"] }).click();
    await expect(page).toHaveURL(/\/fr\/message-sent\?form=quote&/);
    expect(await waitForTelegramMessage(who)).toContain("olena@example.com");
  });

  test("language links carry the query and the unknown path from the first paint", async ({
    page,
  }) => {
    const config: PriceConfig = { platform: "lovable", pages: 1, addons: ["seo"] };
    const query = configToSearch(config).toString();
    await page.goto(`/nl?${query}`);
    for (const lang of ["en", "ua", "fr"])
      await expect(page.locator(`a[href="/${lang}?${query}"]`).first()).toBeAttached();

    await page.goto("/en/no-such-page");
    for (const lang of ["nl", "ua", "fr"])
      await expect(page.locator(`a[href="/${lang}/no-such-page"]`).first()).toBeAttached();
    await expect(page.locator('a[href$="/404"]')).toHaveCount(0);
  });
});

test.describe("a message longer than the form takes", () => {
  const max = LIMITS.message;
  const limitText = fillVars(ua["contact.error.too_long_max"], {
    max: max.toLocaleString(languageOption("ua").locale),
  });
  const words = (n: number) => "Сайт для пекарні. ".repeat(Math.ceil(n / 10)).slice(0, n);

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is refused with the limit named, the text kept, and sent once shortened", async ({
      page,
    }) => {
      await page.goto("/ua#contact");
      const form = page.locator("#contact form");
      const who = marker("Довгий");
      await form.getByLabel(ua["contact.name"]).fill(`Олена ${who}`);
      await form.getByLabel(ua["contact.email"]).fill("olena@example.com");
      await form.getByLabel(ua["contact.message"]).fill(words(max + 1));
      await form.getByRole("button", { name: ua["contact.submit"] }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        uaPages["messageNotSent.heading"],
      );
      const retry = page.getByRole("form", { name: uaPages["messageNotSent.retryHeading"] });
      const message = retry.getByLabel(ua["contact.message"]);
      await expect(message).toHaveValue(words(max + 1));
      await expect(message).toHaveAccessibleDescription(limitText);

      await message.fill(words(max));
      await retry.getByRole("button", { name: uaPages["messageNotSent.retrySubmit"] }).click();
      await expect(page).toHaveURL(/\/ua\/message-sent$/);
      expect(await waitForTelegramMessage(who)).toContain(words(max).slice(0, 200));
    });
  });

  test("with JavaScript the form names the limit before anything is sent", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.goto("/ua#contact");
    await waitForHydration(page);
    const form = page.locator("#contact form");
    await form.getByLabel(ua["contact.name"]).fill("Олена");
    await form.getByLabel(ua["contact.email"]).fill("olena@example.com");
    const message = form.getByLabel(ua["contact.message"]);
    await message.fill(words(max + 1));
    await form.getByRole("button", { name: ua["contact.submit"] }).click();
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(limitText)).toBeVisible();
    await expect(message).toHaveValue(words(max + 1));
    expect(posts.filter((u) => u.includes("/api/contact"))).toEqual([]);
  });
});

test("after a calculator change the language switch keeps the configuration", async ({ page }) => {
  await page.goto("/en");
  const calc = page.locator("#calculator");
  await calc.locator('input[name="platform"][value="lovable"]').check();
  await expect(page).toHaveURL(/platform=lovable/);
  const total = await calc.getByTestId("total").textContent();
  const link = page.locator('a[hreflang="nl"]').first();
  await expect(link).toHaveAttribute("href", /^\/nl\?.*platform=lovable/);
  const href = await link.getAttribute("href");
  await page.goto(href ?? "");
  await expect(page).toHaveURL(/\/nl\?.*platform=lovable/);
  // The same configuration, the same amount (in Dutch notation).
  const digits = (s: string | null) => (s ?? "").replace(/\D/g, "");
  expect(digits(await page.locator("#calculator").getByTestId("total").textContent())).toBe(
    digits(total),
  );
});
