import { expect, test, type Page } from "./support/test";
import { calculator as en } from "../../app/i18n/messages/en/calculator";
import { calculator as nl } from "../../app/i18n/messages/nl/calculator";
import { collectEvents, focusStart, openHydrated, setConsent, tabTo } from "./support/home-helpers";

const section = (page: Page) => page.locator("#calculator");
const total = (page: Page) => section(page).getByTestId("total");
const totalInclVat = (page: Page) => section(page).getByTestId("total-incl-vat");
const slider = (page: Page) => section(page).getByRole("slider");
const addon = (page: Page, id: string) => section(page).locator(`#addon-${id}`);

test.describe("home price calculator", () => {
  test("English: platform switching, disabled add-ons, totals and the configuration in the URL", async ({
    page,
  }) => {
    await openHydrated(page, "/en");
    const calc = section(page);
    const lovable = calc.getByRole("radio", {
      name: new RegExp(en["calculator.platform.lovable.name"]),
    });
    const elementor = calc.getByRole("radio", {
      name: new RegExp(en["calculator.platform.elementor.name"].replace("+", "\\+")),
    });

    // Default (also what the prerendered HTML shows): elementor, 5 pages, 600 / 726.
    await expect(elementor).toBeChecked();
    await expect(slider(page)).toHaveValue("5");
    await expect(total(page)).toHaveText("€600");
    await expect(totalInclVat(page)).toHaveText("€726");
    await expect(addon(page, "calculator")).toBeDisabled();
    await expect(addon(page, "ecommerce")).toBeEnabled();

    // Pages beyond the included 10 cost 50 each; add-ons add up.
    await slider(page).fill("12");
    await addon(page, "ecommerce").check();
    await addon(page, "seo").check();
    await expect(total(page)).toHaveText("€1,250");
    await expect(totalInclVat(page)).toHaveText("€1,512.50");
    await expect(page).toHaveURL(/\?platform=elementor&pages=12&addons=ecommerce,seo$/);

    // Lovable: 1 page fixed, e-commerce unavailable (says why), the calculator add-on available.
    await lovable.check();
    await expect(slider(page)).toHaveValue("1");
    await expect(slider(page)).toBeDisabled();
    await expect(addon(page, "ecommerce")).toBeDisabled();
    await expect(addon(page, "ecommerce")).not.toBeChecked();
    await expect(addon(page, "ecommerce")).toHaveAccessibleDescription(
      en["calculator.unavailable"].replace("{platform}", en["calculator.platform.lovable.name"]),
    );
    await expect(calc.getByText(en["calculator.hint.lovable"])).toBeVisible();
    await expect(calc.getByText(en["calculator.hostingNote.lovable"])).toBeVisible();
    await addon(page, "calculator").check();
    // 200 base + 0 (SEO included on lovable) + 150 calculator.
    await expect(total(page)).toHaveText("€350");
    await expect(totalInclVat(page)).toHaveText("€423.50");
    await expect(calc.getByText(en["calculator.specialOffer"])).toBeVisible();
    await expect(page).toHaveURL(/\?platform=lovable&pages=1&addons=seo,calculator$/);

    // A shared link shows the same configuration.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(lovable).toBeChecked();
    await expect(addon(page, "calculator")).toBeChecked();
    await expect(total(page)).toHaveText("€350");

    // Back to elementor: the slider is free again, the calculator add-on is dropped.
    await elementor.check();
    await expect(slider(page)).toBeEnabled();
    await expect(addon(page, "calculator")).toBeDisabled();
    await expect(calc.getByText(en["calculator.hostingNote.elementor"])).toBeVisible();
  });

  test("Dutch: a hand-edited URL is corrected by the platform rules; money in Dutch format", async ({
    page,
  }) => {
    await openHydrated(page, "/nl?platform=lovable&pages=12&addons=ecommerce,branding&q=keep");
    await expect(section(page).getByRole("radio", { name: /Lovable/ })).toBeChecked();
    await expect(slider(page)).toHaveValue("1");
    await expect(addon(page, "ecommerce")).not.toBeChecked();
    await expect(addon(page, "branding")).toBeChecked();
    // 200 base + 200 branding.
    await expect(total(page)).toHaveText("€ 400");
    await expect(totalInclVat(page)).toHaveText("€ 484");
    await expect(section(page).getByText(nl["calculator.hostingIncluded"])).toBeVisible();

    await section(page)
      .getByRole("radio", { name: /Elementor/ })
      .check();
    await slider(page).fill("30");
    // 600 + 20 extra pages x 50 + 200 branding.
    await expect(total(page)).toHaveText("€ 1.800");
    await expect(totalInclVat(page)).toHaveText("€ 2.178");
    // Other query parameters (search, campaign tags) are kept.
    await expect(page).toHaveURL(/\?q=keep&platform=elementor&pages=30&addons=branding$/);
  });

  test("keyboard only, and one ViewContent event per settled change", async ({ page }) => {
    await setConsent(page, "all");
    const events = collectEvents(page);
    await openHydrated(page, "/en");
    await focusStart(page.locator("#calculator-title"));

    // Radio group: arrow keys pick the platform.
    await tabTo(page, section(page).getByRole("radio", { checked: true }));
    await page.keyboard.press("ArrowRight");
    await expect(section(page).getByRole("radio", { name: /Lovable/ })).toBeChecked();
    await expect(total(page)).toHaveText("€200");
    await page.keyboard.press("ArrowLeft");
    await expect(section(page).getByRole("radio", { name: /Elementor/ })).toBeChecked();

    // Slider: a burst of key presses (like a drag) sends one ViewContent once it settles.
    await tabTo(page, slider(page));
    await page.waitForTimeout(1_500);
    const before = events.filter((e) => e.name === "ViewContent").length;
    await page.keyboard.press("End");
    for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowLeft");
    await expect(slider(page)).toHaveValue("22");
    await expect(total(page)).toHaveText("€1,200");
    await page.waitForTimeout(1_500);
    expect(events.filter((e) => e.name === "ViewContent").length).toBe(before + 1);

    // Checkbox: Space toggles.
    await tabTo(page, addon(page, "branding"));
    await page.keyboard.press("Space");
    await expect(addon(page, "branding")).toBeChecked();
    await expect(total(page)).toHaveText("€1,400");

    // The tooltip opens from the keyboard and Escape closes it.
    const tip = section(page).getByRole("button", { name: new RegExp(en["calculator.hosting"]) });
    await tabTo(page, tip);
    await expect(section(page).getByRole("tooltip")).toHaveText(
      en["calculator.tip.hosting.elementor"],
    );
    await page.keyboard.press("Escape");
    await expect(section(page).getByRole("tooltip")).toHaveCount(0);

    await expect
      .poll(() => events.filter((e) => e.name === "ViewContent").at(-1)?.body.custom_data)
      .toMatchObject({ currency: "EUR", value: 1400, content_name: "price_calculator" });
  });
});

test.describe("home price calculator on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a running total stays in sight over the options and leads to the summary", async ({
    page,
  }) => {
    await setConsent(page, "necessary");
    await openHydrated(page, "/en#calculator");
    const running = section(page).getByRole("link", { name: new RegExp(en["calculator.total"]) });
    await addon(page, "seo").scrollIntoViewIfNeeded();
    await expect(running).toBeInViewport();
    await expect(running).toContainText(await total(page).innerText());
    await addon(page, "seo").check();
    await expect(running).toContainText(await total(page).innerText());
    await running.click();
    await expect(total(page)).toBeInViewport();
  });
});
