import { URL_WRITE_DEBOUNCE_MS } from "../../app/features/calculator/use-calculator-config";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { MESSAGES } from "../../app/i18n/messages";
import { computePrice } from "../../app/lib/pricing";
import { quote as en } from "../../app/i18n/messages/en/quote";
import { calculator as uaCalc } from "../../app/i18n/messages/ua/calculator";
import { quote as ua } from "../../app/i18n/messages/ua/quote";
import { waitForTelegramMessage } from "./support/fake-telegram";
import { toast } from "./support/toasts";
import { fillVars } from "../../app/lib/fill-vars";
import { HUMAN_FILL_MS, collectEvents, marker, setConsent, tabTo } from "./support/home-helpers";

/** The English "Request a quote" button and the panel it opens. */
function quoteControls(page: Page) {
  return {
    open: page
      .locator("#calculator")
      .getByRole("button", { name: MESSAGES.en["calculator.quoteButton"] }),
    dialog: page.getByRole("dialog", { name: en["quote.title"] }),
  };
}

test.describe("home quote request", () => {
  test("Ukrainian, keyboard only: consent gates submit; success closes, clears and tracks", async ({
    page,
  }) => {
    await setConsent(page, "all");
    await page.clock.install();
    const events = collectEvents(page);
    // The visitor landed from a campaign; the tags travel with the quote.
    await page.goto("/ua?utm_source=e2e&utm_campaign=quote-test");
    const calc = page.locator("#calculator");
    await calc.getByRole("radio", { name: uaCalc["calculator.platform.lovable.name"] }).check();
    await calc.locator("#addon-multilingual").check();

    const open = calc.getByRole("button", { name: uaCalc["calculator.quoteButton"] });
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: ua["quote.title"] });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole("button", { name: ua["quote.submit"] });
    const consent = dialog.getByRole("checkbox", { name: ua["quote.consent"] });
    await expect(submit).toBeDisabled();

    // Focus starts in the form; type the required fields with the keyboard.
    const who = marker("Коваль");
    await expect(dialog.getByLabel(ua["quote.name"])).toBeFocused();
    await page.keyboard.type(`Олена ${who}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("olena@example.com");
    await tabTo(page, dialog.getByLabel(ua["quote.company"]));
    await page.keyboard.type("Квітка");
    await expect(submit).toBeDisabled();
    await tabTo(page, consent);
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await expect(submit).toBeEnabled();
    await page.keyboard.press("Space");
    await expect(submit).toBeDisabled();
    await page.keyboard.press("Space");
    await page.clock.fastForward(HUMAN_FILL_MS);
    await tabTo(page, submit);
    await page.keyboard.press("Enter");

    await expect(dialog).toBeHidden();
    await expect(toast(page, ua["quote.successTitle"])).toBeVisible();
    // The toast's words stand once on the screen; under the button a confirmation stays, in its
    // own words, after the toast has gone.
    await expect(page.getByText(ua["quote.successText"])).toBeVisible();
    const sent = calc.locator('[data-outcome="success"]');
    await expect(sent).toHaveText(
      fillVars(ua["quote.sentNote"], { email: "olena@example.com" }, "ua"),
    );
    await expect(open).toBeFocused();
    // The options reached the address while the form was open (the clock ran on there): closing
    // it keeps them, so a reload or a shared link shows what was asked for.
    await expect(page).toHaveURL(/platform=lovable&pages=1&addons=multilingual/);
    const text = await waitForTelegramMessage(who);
    expect(text).toContain("olena@example.com");
    expect(text).toContain("Квітка");
    expect(text).toContain("Lovable");
    expect(text).toContain("utm_source=e2e");
    expect(text).toContain("utm_campaign=quote-test");
    const chosen = computePrice({ platform: "lovable", pages: 1, addons: ["multilingual"] });
    await expect
      .poll(() => events.find((e) => e.name === "InitiateCheckout")?.body.custom_data)
      .toMatchObject({
        currency: "EUR",
        value: chosen.oneTimeTotalInclVat,
        content_name: "Website Development - Lovable",
      });

    // Filled in at a human pace: no "may be automated" line.
    expect(text).not.toContain("may be automated");

    // Reopened: every field and the consent are cleared.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(ua["quote.name"])).toHaveValue("");
    await expect(dialog.getByLabel(ua["quote.email"])).toHaveValue("");
    await expect(dialog.getByLabel(ua["quote.company"])).toHaveValue("");
    await expect(consent).not.toBeChecked();
    await expect(submit).toBeDisabled();
    // A second quote: the consent box ticked again opens Send again (the reset form's boxes).
    await consent.click();
    await expect(submit).toBeEnabled();
    await consent.click();
    await expect(submit).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Until the options change: then it is a configuration not yet asked about.
    await page.clock.fastForward(10_000);
    await expect(sent).toBeVisible();
    await calc.locator("#addon-multilingual").uncheck();
    await expect(sent).toHaveCount(0);
  });

  test("Tab and Shift+Tab stay inside the open quote form", async ({ page }) => {
    await page.goto("/en#calculator");
    const dialog = page.getByRole("dialog", { name: en["quote.title"] });
    await page
      .locator("#calculator")
      .getByRole("button", { name: MESSAGES.en["calculator.quoteButton"] })
      .click();
    await expect(dialog).toBeVisible();
    // A modal for a screen reader too; its Close button, top right, comes before the fields.
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByLabel(en["quote.name"])).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: MESSAGES.en["a11y.close"] })).toBeFocused();
    await page.keyboard.press("Tab");
    const inside = () =>
      page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]:popover-open'));
    const controls = await dialog.locator("a[href], button, input, select, textarea").count();
    for (let i = 0; i < controls + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await inside(), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < controls + 2; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await inside(), `Shift+Tab ${i + 1}`).toBe(true);
    }
  });

  test("while the quote form is open, the page under it is hidden from assistive technology", async ({
    page,
  }) => {
    await setConsent(page, "necessary");
    await page.goto("/en#calculator");
    const name = page.getByRole("textbox", { name: en["quote.name"], exact: true });
    // Before: the contact form's field alone (the quote's fields come in when it first opens).
    await expect(name).toHaveCount(1);
    await expect(name).toHaveAttribute("id", "contact-name");
    const { open, dialog } = quoteControls(page);
    await open.click();
    await expect(dialog).toBeVisible();
    // Open: the quote's own field is the one "Name" a reader (or a role query) finds.
    await expect(name).toHaveCount(1);
    await expect(name).toHaveAttribute("id", "quote-name");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await name.fill("Test Person");
    // Closed: the page is back, the focus on the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(name).toHaveCount(1);
    await expect(name).toHaveAttribute("id", "contact-name");
    await expect(page.locator("[aria-hidden=true][data-aria-hidden]")).toHaveCount(0);
  });

  test("a tap beside the open quote form closes it and gives the focus back to its button", async ({
    page,
  }) => {
    await setConsent(page, "necessary");
    await page.goto("/en#calculator");
    const { open, dialog } = quoteControls(page);
    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("Back closes the open quote form and stays on the page", async ({ page }) => {
    await page.goto("/nl");
    await page.goto("/en?platform=lovable&pages=1#calculator");
    const url = page.url();
    const { open, dialog } = quoteControls(page);
    await open.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(en["quote.name"]).fill("Kept while closed");
    await page.evaluate(() => history.back());
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(page.locator("#calculator")).toBeVisible();
    // Closed with Cancel: its history entry is taken back out, so one Back leaves the page.
    const entryIndex = () =>
      page.evaluate(
        () =>
          (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation
            .currentEntry.index,
      );
    const pageEntry = await entryIndex();
    await open.click();
    await expect(dialog.getByLabel(en["quote.name"])).toHaveValue("Kept while closed");
    await dialog.getByRole("button", { name: en["quote.cancel"] }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(url);
    // The entry comes out with a Back of its own (use-popover-history.ts): gone before ours, or
    // the two Backs race.
    await expect.poll(entryIndex).toBe(pageEntry);
    await page.goBack();
    await expect(page).toHaveURL(/\/nl$/);
  });

  test("Forward after Back or Cancel closed the quote form opens nothing, and one Back then leaves the page", async ({
    page,
  }) => {
    await page.goto("/nl");
    await page.goto("/en?platform=lovable&pages=1#calculator");
    await page.waitForSelector("html[data-hydrated]");
    const url = page.url();
    const { open, dialog } = quoteControls(page);
    const formEntryOnTop = () =>
      page.evaluate(
        () => (history.state as { quoteForm?: string } | null)?.quoteForm !== undefined,
      );
    for (const close of ["Back", "Cancel"] as const) {
      await open.click();
      await expect(dialog).toBeVisible();
      if (close === "Back") await page.goBack();
      else await dialog.getByRole("button", { name: en["quote.cancel"] }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(formEntryOnTop).toBe(false);
      await page.goForward();
      // The closed form's entry is stepped off again: the page's own entry is on top.
      await expect.poll(formEntryOnTop).toBe(false);
      await expect(dialog).toBeHidden();
      expect(page.url()).toBe(url);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/nl$/);
  });

  test("a choice made just before the quote form opened is in the address after Back closes it", async ({
    page,
  }) => {
    await page.goto("/en?platform=elementor&pages=5#calculator");
    const calculator = page.locator("#calculator");
    const dialog = page.getByRole("dialog", { name: en["quote.title"] });
    // Within the address's debounce: its write lands on the entry the open form adds.
    await calculator
      .locator("label")
      .filter({ hasText: MESSAGES.en["calculator.addon.seo.name"] })
      .first()
      .click();
    await calculator.getByRole("button", { name: MESSAGES.en["calculator.quoteButton"] }).click();
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(URL_WRITE_DEBOUNCE_MS + 200);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect.poll(() => new URL(page.url()).searchParams.get("addons")).toBe("seo");
    await expect(
      calculator.getByRole("checkbox", { name: MESSAGES.en["calculator.addon.seo.name"] }).first(),
    ).toBeChecked();
  });

  test("English: a failed send keeps the modal open with what was typed and says so", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/en?platform=elementor&pages=12&addons=seo");
    await page
      .locator("#calculator")
      .getByRole("button", { name: MESSAGES.en["calculator.quoteButton"] })
      .click();
    const dialog = page.getByRole("dialog", { name: en["quote.title"] });
    const who = marker("Hopper");
    await dialog.getByLabel(en["quote.name"]).fill(`Grace ${who}`);
    await dialog.getByLabel(en["quote.email"]).fill("grace@example.com");
    await dialog.getByLabel(en["quote.message"]).fill("Twelve pages, please.");
    await dialog.getByRole("checkbox", { name: en["quote.consent"] }).check();
    await page.clock.fastForward(HUMAN_FILL_MS);

    await page.route("**/api/quote", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await dialog.getByRole("button", { name: en["quote.submit"] }).click();
    // Said in the panel alone, as an alert: a toast would be under the panel (top layer).
    await expect(dialog.getByRole("alert")).toContainText(en["quote.failTitle"]);
    await expect(page.getByText(en["quote.failText"])).toBeVisible();
    await expect(toast(page, en["quote.failTitle"])).toHaveCount(0);
    await expect(dialog.locator('[data-outcome="error"]')).toContainText(en["quote.failTitle"]);
    await expect(dialog.locator('[data-outcome="error"]')).toContainText(en["quote.failText"]);
    await expect(dialog.getByLabel(en["quote.name"])).toHaveValue(`Grace ${who}`);
    await expect(dialog.getByLabel(en["quote.message"])).toHaveValue("Twelve pages, please.");
    await expect(dialog.getByRole("checkbox", { name: en["quote.consent"] })).toBeChecked();

    // Invalid email from the visitor: shown next to the field, nothing sent.
    await page.unroute("**/api/quote");
    await dialog.getByLabel(en["quote.email"]).fill("grace@");
    await dialog.getByRole("button", { name: en["quote.submit"] }).click();
    await expect(dialog.getByLabel(en["quote.email"])).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel(en["quote.email"])).toBeFocused();

    // Fixed and retried: sent.
    await dialog.getByLabel(en["quote.email"]).fill("grace@example.com");
    await dialog.getByRole("button", { name: en["quote.submit"] }).click();
    await expect(dialog).toBeHidden();
    const text = await waitForTelegramMessage(who);
    expect(text).toContain("Elementor");
    expect(text).toContain("Twelve pages, please.");
  });
});
