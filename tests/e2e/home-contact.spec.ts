import { expect, test } from "./support/test";
import { contact as en } from "../../app/i18n/messages/en/contact";
import { contact as nl } from "../../app/i18n/messages/nl/contact";
import { telegramMessages, waitForTelegramMessage } from "./support/fake-telegram";
import {
  HUMAN_FILL_MS,
  collectEvents,
  focusStart,
  marker,
  setConsent,
  tabTo,
} from "./support/home-helpers";

test.describe("home contact form", () => {
  test("English: sends, resets, tracks Lead, and refuses a second send within 5 s", async ({
    page,
  }) => {
    await setConsent(page, "all");
    await page.clock.install();
    const events = collectEvents(page);
    let contactPosts = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/contact")) contactPosts++;
    });
    await page.goto("/en#contact");
    const form = page.locator("#contact form");
    const lastName = marker("Lovelace");
    await form.getByLabel("Name").fill(`Ada ${lastName}`);
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Phone").fill("+31 6 1111 2222");
    await form.getByLabel("Message").fill("Hello from the contact test");
    await page.clock.fastForward(HUMAN_FILL_MS);
    const send = form.getByRole("button", { name: en["contact.submit"] });
    await send.click();

    await expect(page.getByText(en["contact.toast.successTitle"])).toBeVisible();
    await expect(page.getByText(en["contact.toast.successText"])).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    const text = await waitForTelegramMessage(lastName);
    expect(text).toContain("ada@example.com");
    expect(text).toContain("+31 6 1111 2222");
    expect(text).toContain("Hello from the contact test");
    await expect.poll(() => events.filter((e) => e.name === "Lead").length).toBe(1);
    expect(events.find((e) => e.name === "Lead")?.body.user_data).toMatchObject({
      em: ["ada@example.com"],
      fn: ["Ada"],
      ln: [lastName],
    });

    // Within 5 s of the success: refused in the browser, nothing is posted.
    await form.getByLabel("Name").fill("Ada again");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Message").fill("A second message");
    await send.click();
    await expect(page.getByText(en["contact.toast.tooFastTitle"])).toBeVisible();
    await expect(
      page.getByText(en["contact.toast.tooFastText"].replace("{seconds}", "5")),
    ).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("A second message");
    expect(contactPosts).toBe(1);
  });

  test("Dutch: errors in Dutch, a failure keeps the input, then a keyboard-only send", async ({
    page,
  }) => {
    await setConsent(page, "necessary");
    await page.clock.install();
    const events = collectEvents(page);
    await page.goto("/nl#contact");
    const form = page.locator("#contact form");
    const send = form.getByRole("button", { name: nl["contact.submit"] });

    // Empty: an error next to each required field, in Dutch, and the focus on the first one.
    await send.click();
    const name = form.getByLabel(nl["contact.name"]);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(form.getByText(nl["contact.error.required"])).toHaveCount(3);
    await name.fill("Jan");
    await form.getByLabel(nl["contact.email"]).fill("geen-adres");
    await send.click();
    await expect(form.getByText(nl["contact.error.invalid_email"])).toBeVisible();
    await expect(name).not.toHaveAttribute("aria-invalid");

    // The API is unreachable: failure toast, and what was typed stays.
    await page.route("**/api/contact", (route) => route.abort());
    await form.getByLabel(nl["contact.email"]).fill("jan@example.nl");
    await form.getByLabel(nl["contact.message"]).fill("Mijn bericht");
    await send.click();
    await expect(page.getByText(nl["contact.toast.failTitle"])).toBeVisible();
    await expect(page.getByText(nl["contact.toast.failText"])).toBeVisible();
    await expect(form.getByLabel(nl["contact.message"])).toHaveValue("Mijn bericht");
    await page.unroute("**/api/contact");

    // Keyboard only, from the section heading: Tab into each field, replace its text, Enter.
    const who = marker("Jansen");
    await focusStart(page.locator("#contact-title"));
    await tabTo(page, form.getByLabel(nl["contact.name"]));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(`Jan ${who}`);
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("jan@example.nl");
    await page.keyboard.press("Tab");
    await page.keyboard.type("0612345678");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Graag een nieuwe website.");
    await page.clock.fastForward(HUMAN_FILL_MS);
    await tabTo(page, send);
    await page.keyboard.press("Enter");
    await expect(page.getByText(nl["contact.toast.successTitle"])).toBeVisible();
    const text = await waitForTelegramMessage(who);
    expect(text).toContain("Graag een nieuwe website.");
    // Only "necessary" cookies: no Lead event leaves the browser.
    expect(events.filter((e) => e.name === "Lead")).toHaveLength(0);
  });
});

test.describe("home contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain form post that lands on the localized confirmation", async ({ page }) => {
    await page.goto("/nl#contact");
    const form = page.locator("#contact form");
    const who = marker("Zonder");
    await form.getByLabel(nl["contact.name"]).fill(`Piet ${who}`);
    await form.getByLabel(nl["contact.email"]).fill("piet@example.nl");
    await form.getByLabel(nl["contact.message"]).fill("Verstuurd zonder JavaScript");
    await form.getByRole("button", { name: nl["contact.submit"] }).click();
    await expect(page).toHaveURL(/\/nl\/message-sent$/);
    const text = await waitForTelegramMessage(who);
    expect(text).toContain("Verstuurd zonder JavaScript");
    expect((await telegramMessages()).filter((m) => m.text.includes(who))).toHaveLength(1);
  });
});
