import { expect, test, type Page } from "@playwright/test";
import { contact as en } from "../../app/i18n/messages/en/contact";
import { quote as enQuote } from "../../app/i18n/messages/en/quote";
import { calculator as enCalc } from "../../app/i18n/messages/en/calculator";
import { telegramMessages, waitForTelegramMessage } from "./support/fake-telegram";
import { marker } from "./support/home-helpers";
import { toast } from "./support/toasts";
import { holdScripts } from "./support/hold-scripts";
import {
  ADDONS,
  DEFAULT_CONFIG,
  PLATFORMS,
  PRICING,
  computePrice,
  configToSearch,
} from "../../app/lib/pricing";
import { quote as nlQuote } from "../../app/i18n/messages/nl/quote";
import { pages as nlPages } from "../../app/i18n/messages/nl/pages";
import { formatMoney } from "../../app/lib/format-money";
import { languageOption } from "../../app/i18n/languages";

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

/** What the browser posted to an API path (form-encoded or JSON), in order. */
function posts(page: Page, path: string) {
  const seen: { type: string; body: string }[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === path)
      seen.push({ type: r.headers()["content-type"] ?? "", body: r.postData() ?? "" });
  });
  return seen;
}

/** The home page's contact form with the scripts held back, and what the browser posts from it. */
async function contactBeforeScripts(page: Page) {
  const release = await holdScripts(page);
  const sent = posts(page, "/api/contact");
  await page.goto("/en#contact");
  return { release, sent, form: page.locator("#contact form") };
}

test.describe("lead forms before hydration", () => {
  test("a contact sent before the scripts arrive is one native post, delivered once", async ({
    page,
  }) => {
    const { release, sent, form } = await contactBeforeScripts(page);
    const id = await form.locator('input[name="id"]').inputValue();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const who = marker("Early");
    await form.getByLabel(en["contact.name"]).fill(`Eli ${who}`);
    await form.getByLabel(en["contact.email"]).fill("eli@example.com");
    await form.getByLabel(en["contact.message"]).fill("Sent before the scripts came");
    expect(await hydrated(page)).toBe(false);
    await form.getByRole("button", { name: en["contact.submit"] }).click();
    await expect(page).toHaveURL(/\/en\/message-sent$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.type).toContain("application/x-www-form-urlencoded");
    expect(new URLSearchParams(sent[0]?.body).get("id")).toBe(id);
    await waitForTelegramMessage(who);

    // Unsure it went: Back to the form, the same message again, Send. Still before the scripts,
    // with a new id from the form's own line: "sent", and the studio has it once.
    await page.goBack();
    await form.getByLabel(en["contact.name"]).fill(`Eli ${who}`);
    await form.getByLabel(en["contact.email"]).fill("eli@example.com");
    await form.getByLabel(en["contact.message"]).fill("Sent before the scripts came");
    await form.getByRole("button", { name: en["contact.submit"] }).click();
    await expect(page).toHaveURL(/\/en\/message-sent$/);
    expect(sent).toHaveLength(2);
    expect(new URLSearchParams(sent[1]?.body).get("id")).not.toBe(id);
    release();
    // A second copy would be in the chat within the outbox's poll; give it ample time.
    await page.waitForTimeout(3000);
    expect((await telegramMessages()).filter((m) => m.text.includes(who))).toHaveLength(1);
  });

  test("sent before the scripts, then after Back with them: the JSON send of the same message is not a second copy", async ({
    page,
  }) => {
    const { release, sent, form } = await contactBeforeScripts(page);
    const who = marker("Back");
    const fill = async () => {
      await form.getByLabel(en["contact.name"]).fill(`Bo ${who}`);
      await form.getByLabel(en["contact.email"]).fill("bo@example.com");
      await form.getByLabel(en["contact.message"]).fill("Sent, then Back and Send");
    };
    await fill();
    await form.getByRole("button", { name: en["contact.submit"] }).click();
    await expect(page).toHaveURL(/\/en\/message-sent$/);
    await waitForTelegramMessage(who);
    // Back with the scripts there: the restored page hydrates and sends in the background.
    release();
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(page.locator('[data-island="contact"]')).toHaveAttribute("data-island-ready", "");
    await fill();
    await form.getByRole("button", { name: en["contact.submit"] }).click();
    await expect(page.getByText(en["contact.toast.successTitle"]).first()).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.type).toContain("application/json");
    await page.waitForTimeout(3000);
    expect((await telegramMessages()).filter((m) => m.text.includes(who))).toHaveLength(1);
  });

  test("typed before hydration, sent after it: one JSON send with the id from the first paint", async ({
    page,
  }) => {
    await page.clock.install();
    const { release, sent, form } = await contactBeforeScripts(page);
    const id = await form.locator('input[name="id"]').inputValue();
    const who = marker("Midway");
    await form.getByLabel(en["contact.name"]).fill(`Max ${who}`);
    await form.getByLabel(en["contact.email"]).fill("max@example.com");
    await form.getByLabel(en["contact.message"]).fill("Typed while the scripts were on their way");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(form.getByLabel(en["contact.name"])).toHaveValue(`Max ${who}`);
    // A form used before hydration loads its code at hydration (docs/decisions/220-island-texts.md).
    // Sent before that code is there, it would post natively, which the test above covers.
    await expect(page.locator('[data-island="contact"]')).toHaveAttribute("data-island-ready", "");
    await page.clock.fastForward(4_000);
    await form.getByRole("button", { name: en["contact.submit"] }).click();
    await expect(toast(page, en["contact.toast.successTitle"])).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.type).toContain("application/json");
    expect(JSON.parse(sent[0]?.body ?? "{}")).toMatchObject({ id });
    await waitForTelegramMessage(who);
    expect((await telegramMessages()).filter((m) => m.text.includes(who))).toHaveLength(1);
  });

  test("Request a quote before the scripts: the form comes for the options chosen, not the page's", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/en#calculator");
    const calc = page.locator("#calculator");
    // Another platform and one of its add-ons, chosen before any script has arrived.
    const platform = PLATFORMS.find((p) => p !== DEFAULT_CONFIG.platform)!;
    const addon = [...ADDONS].find((a) => PRICING[platform].addons[a])!;
    const radio = (p: string) => `#calculator-form input[name="platform"][value="${p}"]`;
    await calc.locator(radio(platform)).check();
    await calc.locator(`#addon-${addon}`).check();
    // The chosen cards look chosen at once (styled by :checked, not by the scripts' state): as
    // each other, and unlike a card left alone, which the default platform's now is.
    const cardColor = (selector: string) =>
      calc
        .locator(selector)
        .evaluate((input) => getComputedStyle(input.closest("label")!).backgroundColor);
    const untouched = [...ADDONS].find(
      (a) => a !== addon && PRICING[DEFAULT_CONFIG.platform].addons[a] !== null,
    )!;
    const plain = await cardColor(`#addon-${untouched}`);
    // The cards fade to their colour (a CSS transition): compare them once the last one has
    // finished (a CI run read 238 against 239 mid-fade).
    await expect
      .poll(async () => (await cardColor(`#addon-${addon}`)) === (await cardColor(radio(platform))))
      .toBe(true);
    const chosen = await cardColor(radio(platform));
    expect(chosen).not.toBe(plain);
    expect(await cardColor(`#addon-${addon}`)).toBe(chosen);
    await expect.poll(() => cardColor(radio(DEFAULT_CONFIG.platform))).toBe(plain);
    await calc.getByRole("button", { name: enCalc["calculator.quoteButton"] }).click();
    expect(await hydrated(page)).toBe(false);

    // The page comes back for that configuration with the quote form in place.
    await expect(page).toHaveURL(/[?&]quote=1(&|#|$)/);
    expect(new URL(page.url()).searchParams.get("platform")).toBe(platform);
    const form = page.getByRole("region", { name: enQuote["quote.title"] });
    await expect(form).toBeVisible();
    await expect(form).toContainText(enCalc[`calculator.platform.${platform}.name`]);
    await expect(form).toContainText(enCalc[`calculator.addon.${addon}.name`]);
    const post = form.locator("form");
    await expect(post).toHaveAttribute("method", "post");
    await expect(post).toHaveAttribute("action", "/api/quote?lang=en");
    await expect(post.locator('input[name="platform"]')).toHaveValue(platform);

    const who = marker("Early quote");
    await form.getByLabel(enQuote["quote.name"]).fill(`Ann ${who}`);
    await form.getByLabel(enQuote["quote.email"]).fill("ann@example.com");
    await form.getByLabel(enQuote["quote.consent"]).check();
    await form.getByRole("button", { name: enQuote["quote.submit"] }).click();
    await expect(page).toHaveURL(/\/en\/message-sent\?form=quote&platform=/);
    const text = await waitForTelegramMessage(who);
    expect(text).toContain(enCalc[`calculator.platform.${platform}.name`].split(" ")[0]!);
    release();
  });

  test("the quote form in place closes back to the calculator with the same options", async ({
    page,
  }) => {
    await page.goto("/en?platform=elementor&pages=12&addons=seo&quote=1#quote-form");
    const form = page.getByRole("region", { name: enQuote["quote.title"] });
    await expect(form).toBeVisible();
    await form.getByRole("link", { name: enQuote["quote.cancel"] }).click();
    await expect(form).toBeHidden();
    const url = new URL(page.url());
    expect(url.searchParams.get("quote")).toBeNull();
    expect(url.searchParams.get("pages")).toBe("12");
    // Hydrated, "Request a quote" opens the form over the page again (held until the
    // calculator's code is there, if it is not yet).
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page
      .locator("#calculator")
      .getByRole("button", { name: enCalc["calculator.quoteButton"] })
      .click();
    await expect(page.getByRole("dialog", { name: enQuote["quote.title"] })).toBeVisible();
  });

  test("calculator choices made before the scripts arrive are priced, kept and put in the address", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/en#calculator");
    const calc = page.locator("#calculator");
    const addons = [...ADDONS].filter((a) => PRICING[DEFAULT_CONFIG.platform].addons[a]);
    const chosen = addons.slice(0, 2);
    expect(chosen).toHaveLength(2);
    for (const a of chosen) await calc.locator(`#addon-${a}`).check();
    expect(await hydrated(page)).toBe(false);
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", {
      timeout: 20_000,
    });
    const config = { ...DEFAULT_CONFIG, addons: chosen };
    const money = (n: number) => formatMoney(n, languageOption("en").locale);
    await expect(calc.getByTestId("total")).toHaveText(money(computePrice(config).oneTimeTotal), {
      timeout: 10_000,
    });
    await expect.poll(() => new URL(page.url()).searchParams.get("addons")).toBe(chosen.join(","));
    // The quote sends what the visitor sees (its fields come in when it first opens).
    await calc.getByRole("button", { name: enCalc["calculator.quoteButton"] }).click();
    const quote = page.getByRole("dialog", { name: enQuote["quote.title"] });
    await expect(quote.locator('input[type="hidden"][name="addons"]')).toHaveCount(chosen.length);
    await page.keyboard.press("Escape");
    await expect(quote).toBeHidden();
    // A further choice adds to them instead of starting over.
    const third = addons[2]!;
    await calc.locator(`#addon-${third}`).check();
    for (const a of [...chosen, third]) await expect(calc.locator(`#addon-${a}`)).toBeChecked();
    await expect(calc.getByTestId("total")).toHaveText(
      money(computePrice({ ...config, addons: [...chosen, third] }).oneTimeTotal),
    );
  });
});

test.describe("quote request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens, posts the configuration and the campaign tags, lands on the sent page; the chat gets it", async ({
    page,
  }) => {
    await page.goto(
      "/nl?platform=lovable&pages=1&addons=multilingual&utm_source=nieuwsbrief&utm_campaign=lente#calculator",
    );
    // "Update price" asks for the next address: the campaign tags go along with the options.
    await page.locator(`#calculator-form button[type="submit"]:not([name])`).click();
    await expect(page).toHaveURL(/utm_source=nieuwsbrief.*#calculator$/);
    await page.locator(`#calculator button[name="quote"]`).click();
    const dialog = page.getByRole("region", { name: nlQuote["quote.title"] });
    await expect(dialog).toBeVisible();
    const who = marker("ZonderJS");
    await dialog.locator('input[name="name"]').fill(`Noor ${who}`);
    await dialog.locator('input[name="email"]').fill("noor@example.nl");
    await dialog.locator('input[name="consent"]').check();
    await dialog.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/nl\/message-sent\?form=quote&/);
    // Confirmed as a quote, as the toast does with JavaScript.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      nlPages["messageSent.quoteHeading"],
    );
    // Its way back shows the calculator as it was sent.
    const back = page.getByRole("link", { name: nlPages["messageSent.quoteBack"] });
    await expect(back).toHaveAttribute(
      "href",
      `/nl?${configToSearch({ platform: "lovable", pages: 1, addons: ["multilingual"] })}#calculator`,
    );
    const text = await waitForTelegramMessage(who);
    expect(text).toContain("Lovable");
    expect(text).toContain("Multilingual");
    expect(text).toContain("nieuwsbrief");
    expect(text).toContain("lente");
    expect(text).not.toContain("may be automated");
  });

  test("refused, the quote comes back in the page's language with every label, none a raw key", async ({
    page,
  }) => {
    await page.goto("/nl?platform=lovable&pages=1&addons=multilingual&quote=1#quote-form");
    const form = page.getByRole("region", { name: nlQuote["quote.title"] });
    await form.locator('input[name="name"]').fill("Noor Fout");
    await form.locator('input[name="email"]').fill("noor@example.nl");
    await form.locator('input[name="phone"]').fill("bel me");
    await form.locator('input[name="consent"]').check();
    await form.locator('button[type="submit"]').click();
    await expect(page.locator("main")).toContainText(nlQuote["quote.consent"]);
    await expect(page.locator("main").getByLabel(nlQuote["quote.company"])).toBeVisible();
    expect(await page.locator("main").innerText()).not.toMatch(/\bquote\.[a-zA-Z]/);
  });
});
