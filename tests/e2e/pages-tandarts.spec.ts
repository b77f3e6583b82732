import { expect, test, type Locator, type Page } from "./support/test";
import { holdScripts } from "./support/hold-scripts";
import { TANDARTS } from "../../app/content/tandarts";
import { NL_LOCALE, tx } from "../../app/features/tandarts/texts";
import { fillVars } from "../../app/lib/fill-vars";
import { formatMoney } from "../../app/lib/format-money";
import { contact as nl } from "../../app/i18n/messages/nl/contact";
import { contact as enContact } from "../../app/i18n/messages/en/contact";
import { pages as en } from "../../app/i18n/messages/en/pages";
import { waitForTelegramMessage } from "./support/fake-telegram";

/** The form's labels as the content writes them (an owner's edit of a text keeps this green). */
const F = TANDARTS.form;

/** The dental request form, found by its send button's text from the content. */
const requestForm = (page: Page) =>
  page.locator("form", { has: page.getByRole("button", { name: TANDARTS.form.submit }) });
const sendButton = (form: Locator) => form.getByRole("button", { name: TANDARTS.form.submit });

/** Fills the dental form's fields (the website only when given) and ticks the privacy box. */
async function fillDentalForm(
  form: Locator,
  v: { name: string; practice: string; email: string; website?: string },
) {
  await form.getByLabel(F.name).fill(v.name);
  await form.getByLabel(F.practiceName).fill(v.practice);
  if (v.website !== undefined) await form.getByLabel(F.website).fill(v.website);
  await form.getByLabel(F.email).fill(v.email);
  await form.getByLabel(F.phone).fill("020 765 4321");
  await form.getByRole("checkbox", { name: TANDARTS.form.privacy }).check();
}

test("dental page: packages, audit, plan, claims; native checks; a lead reaches the team chat", async ({
  page,
}) => {
  // A person takes a while: time passes quickly, so the chat gets no "may be automated" line.
  await page.clock.install();
  await page.goto("/nl/tandarts");
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const heading of [
    TANDARTS.audit.heading,
    TANDARTS.packages.heading,
    TANDARTS.plan.heading,
    TANDARTS.results.heading,
    F.heading,
  ]) {
    const name = tx(heading);
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  const packages = page.locator("#pakketten");
  for (const { name, price } of TANDARTS.packages.items) {
    const card = packages
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toContainText(formatMoney(price, NL_LOCALE));
  }
  await expect(packages.getByText(TANDARTS.packages.popular)).toBeVisible();
  // The figures as the content data writes them (an owner's edit keeps this green).
  // Filled in as the page fills it (a range keeps its numbers on one line).
  const savings = fillVars("{p}", { p: TANDARTS.numbers.savingsTargetPercent });
  await expect(page.getByText(`${savings}%`)).toBeVisible();
  for (const { period } of TANDARTS.plan.steps)
    await expect(page.getByText(period, { exact: true })).toBeVisible();

  // Choosing a package preselects it in the form.
  const popular = TANDARTS.packages.items.find((p) => p.popular)!;
  await chooseButton(page, popular).click();
  await expect(page).toHaveURL(new RegExp(`pakket=${popular.id}`));
  const form = requestForm(page);
  const growth = popular.name;
  await expect(form.getByLabel(F.package)).toHaveValue(growth);
  // The keyboard is taken to the choice, which a screen reader reads with its label.
  await expect(form.getByLabel(F.package)).toBeFocused();

  // Checked with the shared schema, errors in Dutch next to each field, focus on the first.
  const name = form.getByLabel(F.name);
  const submit = sendButton(form);
  await submit.click();
  const invalid = () =>
    form
      .locator("[aria-invalid=true]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("name")).sort());
  await expect.poll(invalid).toEqual(["email", "name", "phone", "practiceName", "privacy"]);
  await expect(name).toBeFocused();
  await expect(form.getByText(nl["contact.error.required"])).toHaveCount(4);
  await expect(form.getByText(nl["contact.error.must_accept"])).toBeVisible();
  // A URL keyboard, without the browser refusing "www.praktijk.nl" before the server sees it.
  await expect(form.getByLabel(F.website)).toHaveAttribute("inputmode", "url");
  await expect(form.getByLabel(F.website)).toHaveAttribute("placeholder", "https://");
  await expect(form.getByLabel(F.email)).toHaveAttribute("type", "email");
  await expect(form.getByLabel(F.phone)).toHaveAttribute("type", "tel");
  await expect(form.getByRole("checkbox", { name: TANDARTS.form.privacy })).toBeVisible();
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/api/contact?lang=nl");

  const practice = `Tandartspraktijk E2E ${Date.now()}`;
  await name.fill("Eva de Vries");
  await form.getByLabel(F.practiceName).fill(practice);
  await form.getByLabel(F.email).fill("not-an-email");
  await form.getByLabel(F.phone).fill("+31 20 123 4567");
  await form.getByLabel(F.website).fill("praktijk.nl");
  await form.getByRole("checkbox", { name: TANDARTS.form.privacy }).check();
  await submit.click();
  await expect.poll(invalid).toEqual(["email"]);
  await expect(form.getByLabel(F.email)).toBeFocused();
  await expect(form.getByText(nl["contact.error.invalid_email"])).toBeVisible();

  await form.getByLabel(F.email).fill("eva@example.com");
  await form.getByLabel(F.message).fill("Graag een belletje na 17 uur.");
  await page.clock.fastForward(10_000);
  await sendButton(form).click();
  await expect(form.locator('[data-outcome="success"]')).toContainText(
    tx(TANDARTS.form.success, { name: "Eva de Vries" }),
  );
  // The toast library loads on first use and still shows the confirmation.
  await expect(page.getByText(TANDARTS.form.successToast)).toBeVisible();
  await expect(name).toHaveValue("");

  const message = await waitForTelegramMessage(practice);
  expect(message).toContain("Eva de Vries");
  expect(message).toContain("eva@example.com");
  expect(message).toContain("https://praktijk.nl");
  expect(message).toContain(`Package:</b> ${growth}`);
  expect(message).not.toContain("may be automated");

  // The thank-you is for that request only: typing the next one ends it, and it does not come
  // back beside the error when that next request fails.
  const thanks = form.locator('[data-outcome="success"]');
  await name.fill("Gert Visser");
  await expect(thanks).toHaveCount(0);
  await fillDentalForm(form, { name: "Gert Visser", practice, email: "gert@example.com" });
  await page.route("**/api/contact**", (route) => route.abort());
  await page.clock.fastForward(10_000);
  await sendButton(form).click();
  // Said by its toast, and in the form in its own words.
  await expect(page.getByText(TANDARTS.form.error)).toBeVisible();
  await expect(form.locator('[data-outcome="error"]')).toHaveText(TANDARTS.form.errorNote);
  await expect(thanks).toHaveCount(0);
});

test.describe("dental form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser's own checks, then a plain post that lands on the confirmation", async ({
    page,
  }) => {
    await page.goto("/nl/tandarts");
    const form = requestForm(page);
    const name = form.getByLabel(F.name);
    await sendButton(form).click();
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL(/\/nl\/tandarts$/);
    const practice = `Zonder JS ${Date.now()}`;
    await name.fill("Bram Visser");
    await form.getByLabel(F.practiceName).fill(practice);
    await form.getByLabel(F.email).fill("bram@example.com");
    await form.getByLabel(F.phone).fill("020 765 4321");
    await form.getByRole("checkbox", { name: TANDARTS.form.privacy }).check();
    await sendButton(form).click();
    await expect(page).toHaveURL(/\/nl\/message-sent\?form=tandarts$/);
    // Confirmed as a dental request, with its promise and the way back to the dental page.
    const sent = TANDARTS.form.sentPage;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sent.heading);
    await expect(page.locator("main")).toContainText(`${TANDARTS.numbers.auditHours}`);
    await expect(page.getByRole("link", { name: sent.back })).toHaveAttribute(
      "href",
      "/nl/tandarts",
    );
    const message = await waitForTelegramMessage(practice);
    expect(message).toContain("Bram Visser");
    expect(message).not.toContain("may be automated");
    // The confirmation in another language (its language link) is that language's, not Dutch.
    await page.goto("/en/message-sent?form=tandarts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en["messageSent.heading"]);
    await expect(page.locator("main")).not.toContainText(sent.heading);
  });

  test("a card's package is chosen in the HTML, and a website without https:// is sent with it", async ({
    page,
  }) => {
    const [first, second] = TANDARTS.packages.items;
    await page.goto(`/nl/tandarts?pakket=${first!.id}#aanvraag`);
    const form = requestForm(page);
    const choice = form.getByLabel(F.package);
    await expect(choice).toHaveValue(first!.name);
    await choice.selectOption(second!.name);
    const practice = `Pakket zonder JS ${Date.now()}`;
    await fillDentalForm(form, {
      name: "Sanne Smit",
      practice,
      website: "www.praktijk-smit.nl",
      email: "sanne@example.com",
    });
    await sendButton(form).click();
    await expect(page).toHaveURL(/\/nl\/message-sent\?form=tandarts$/);
    const message = await waitForTelegramMessage(practice);
    expect(message).toContain(`Package:</b> ${second!.name}`);
    expect(message).toContain("https://www.praktijk-smit.nl");
  });
});

/** A package's "Kies …" button on its card, named from the content. */
const chooseButton = (page: Page, item: { name: string }) =>
  page
    .locator("#pakketten")
    .getByRole("button", { name: tx(TANDARTS.packages.choose, { name: item.name }) });

/** Types the start of a request, as a visitor might before going back up to the packages. */
async function startRequest(form: Locator, practice: string) {
  await form.getByLabel(F.name).fill("Eva de Wit");
  await form.getByLabel(F.practiceName).fill(practice);
  await form.getByLabel(F.email).fill("eva@example.com");
  await form.getByLabel(F.phone).fill("020 765 4321");
  await form.getByRole("checkbox", { name: TANDARTS.form.privacy }).check();
}

async function expectRequestKept(form: Locator, practice: string, packageName: string) {
  await expect(form.getByLabel(F.name)).toHaveValue("Eva de Wit");
  await expect(form.getByLabel(F.practiceName)).toHaveValue(practice);
  await expect(form.getByLabel(F.email)).toHaveValue("eva@example.com");
  await expect(form.getByRole("checkbox", { name: TANDARTS.form.privacy })).toBeChecked();
  await expect(form.getByLabel(F.package)).toHaveValue(packageName);
}

test.describe("a package chosen after typing keeps what was typed", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the card posts the form to the page and back; the request then sends with it", async ({
      page,
    }) => {
      const chosen = TANDARTS.packages.items.at(-1)!;
      await page.goto("/nl/tandarts");
      const form = requestForm(page);
      const practice = `Pakket na typen ${Date.now()}`;
      await startRequest(form, practice);
      await chooseButton(page, chosen).click();
      await expect(page).toHaveURL(new RegExp(`/nl/tandarts\\?pakket=${chosen.id}#aanvraag$`));
      await expectRequestKept(form, practice, chosen.name);
      await sendButton(form).click();
      await expect(page).toHaveURL(/\/nl\/message-sent\?form=tandarts$/);
      const message = await waitForTelegramMessage(practice);
      expect(message).toContain(`Package:</b> ${chosen.name}`);
    });
  });

  test("a card tapped before the scripts arrive does the same, and the page then hydrates", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const chosen = TANDARTS.packages.items[0]!;
    await page.goto("/nl/tandarts", { waitUntil: "domcontentloaded" });
    const form = requestForm(page);
    const practice = `Pakket voor de scripts ${Date.now()}`;
    await startRequest(form, practice);
    await chooseButton(page, chosen).click();
    await expect(page).toHaveURL(new RegExp(`\\?pakket=${chosen.id}#aanvraag$`));
    await expectRequestKept(form, practice, chosen.name);
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", {
      timeout: 20_000,
    });
    await expectRequestKept(form, practice, chosen.name);
  });
});

test.describe("dental form refused without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the retry form keeps the package (to change), the labels and the privacy box, and sends with them", async ({
    page,
  }) => {
    const chosen = TANDARTS.packages.items.at(-1)!;
    await page.goto(`/nl/tandarts?pakket=${chosen.id}#aanvraag`);
    const form = requestForm(page);
    const practice = `Opnieuw zonder JS ${Date.now()}`;
    await fillDentalForm(form, {
      name: "Noor de Wit",
      practice,
      website: "geen url",
      // The browser's check lets this pass; the server asks for a domain with a dot.
      email: "noor@example",
    });
    await sendButton(form).click();
    await expect(page).toHaveURL(/\/api\/contact\?lang=nl$/);
    // What to fix is listed in the form's order: e-mail before website.
    await expect(page.locator('main a[href^="#retry-"]')).toHaveCount(2);
    expect(
      await page
        .locator('main a[href^="#retry-"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    ).toEqual(["#retry-email", "#retry-practiceUrl"]);

    const retry = page.locator("form", { has: page.getByLabel(TANDARTS.form.package) });
    // The package is shown to choose again, in the form's order of fields.
    const choice = retry.getByLabel(TANDARTS.form.package);
    await expect(choice).toHaveValue(chosen.name);
    const other = TANDARTS.packages.items[0]!;
    await choice.selectOption(other.name);
    await expect(retry.locator('input[type="hidden"][name="package"]')).toHaveCount(0);
    const labels = await retry.locator("label").allTextContents();
    const at = (text: string) => labels.findIndex((l) => l.startsWith(text));
    expect(at(TANDARTS.form.email)).toBeLessThan(at(TANDARTS.form.website));
    expect(at(TANDARTS.form.package)).toBeLessThan(at(TANDARTS.form.message));
    const website = retry.getByLabel(TANDARTS.form.website);
    await expect(website).toHaveValue("geen url");
    await expect(retry).toContainText(nl["contact.error.invalid_url"]);
    await expect(retry.getByLabel(TANDARTS.form.message)).toBeVisible();
    const privacy = retry.getByRole("checkbox", { name: TANDARTS.form.privacy });
    await expect(privacy).toBeChecked();
    await expect(privacy).toHaveAttribute("required", "");

    await website.fill("");
    await retry.getByLabel(F.email).fill("noor@example.com");
    await privacy.uncheck();
    const send = retry.getByRole("button");
    await send.click();
    // The browser asks for the box; the server would refuse it too (tests/server/contact-api).
    expect(await privacy.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await privacy.check();
    await send.click();
    await expect(page).toHaveURL(/\/nl\/message-sent\?form=tandarts$/);
    const message = await waitForTelegramMessage(practice);
    expect(message).toContain(`Package:</b> ${other.name}`);
  });
});

test("a package chosen before the scripts arrive is kept when they do", async ({ page }) => {
  const release = await holdScripts(page);
  const [first, second] = TANDARTS.packages.items;
  await page.goto(`/nl/tandarts?pakket=${first!.id}#aanvraag`, { waitUntil: "domcontentloaded" });
  const choice = page.getByLabel(F.package);
  await expect(choice).toHaveValue(first!.name);
  await choice.selectOption(second!.name);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await page.waitForTimeout(500);
  await expect(choice).toHaveValue(second!.name);
});

test("a request left for the privacy policy and come back to with Back is as it was, and sends", async ({
  page,
}) => {
  // docs/decisions/339-form-drafts-kept-for-back.md: the page changes in place, so the browser
  // cannot restore the form itself.
  await page.clock.install();
  await page.goto("/nl/tandarts");
  const form = requestForm(page);
  const practice = `Tandartspraktijk Terug ${Date.now()}`;
  await fillDentalForm(form, { name: "Iris Bos", practice, email: "iris@example.com" });
  await form.getByLabel(F.message).fill("Bel mij na 17 uur.");
  // The visitor took a while to fill it in, then reads the policy beside the box.
  await page.clock.fastForward(10_000);
  await form.getByRole("link", { name: TANDARTS.form.privacyLink }).click();
  await expect(page).toHaveURL(/\/nl\/privacybeleid$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/nl\/tandarts$/);
  const back = requestForm(page);
  await expect(back.getByLabel(F.name)).toHaveValue("Iris Bos");
  await expect(back.getByLabel(F.practiceName)).toHaveValue(practice);
  await expect(back.getByLabel(F.message)).toHaveValue("Bel mij na 17 uur.");
  await expect(back.getByRole("checkbox", { name: TANDARTS.form.privacy })).toBeChecked();
  // Sent at once: the form was shown long ago, so it is a person's request, delivered as such.
  await sendButton(back).click();
  await expect(back.locator('[data-outcome="success"]')).toContainText(
    tx(F.success, { name: "Iris Bos" }),
  );
  const message = await waitForTelegramMessage(practice);
  expect(message).not.toContain("may be automated");
  // Sent, the draft is gone: the next visit to this entry starts empty.
  await back.getByRole("link", { name: TANDARTS.form.privacyLink }).click();
  await expect(page).toHaveURL(/\/nl\/privacybeleid$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/nl\/tandarts$/);
  await expect(requestForm(page).getByLabel(F.name)).toHaveValue("");
});

test("a kept draft stays with its own page's form, also across entries an anchor jump made", async ({
  page,
}) => {
  // Entries made by an anchor jump have no state: the router keys them all "default".
  await page.goto("/en");
  await page.evaluate(() => (window.location.hash = "#contact"));
  const contact = page.locator("#contact form");
  await contact.getByLabel(enContact["contact.name"]).fill("Alice Home");
  await page.locator('a[href="/nl/tandarts"]').first().click();
  await expect(page).toHaveURL(/\/nl\/tandarts$/);
  await page.evaluate(() => (window.location.hash = "#aanvraag"));
  const dental = requestForm(page);
  await dental.getByLabel(F.name).fill("Bob Tandarts");
  await dental.getByRole("link", { name: TANDARTS.form.privacyLink }).click();
  await expect(page).toHaveURL(/\/nl\/privacybeleid$/);
  await page.goBack();
  await expect(requestForm(page).getByLabel(F.name)).toHaveValue("Bob Tandarts");
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/en#contact$/);
  await expect(page.locator("#contact form").getByLabel(enContact["contact.name"])).toHaveValue(
    "Alice Home",
  );
});
