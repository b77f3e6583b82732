/**
 * The demo sites' forms before and without JavaScript (docs/product.md §6.4,
 * docs/decisions/142-demo-forms-post.md): a POST to the page itself, answered with the
 * confirmation or the fields to fix with what was typed; never the visitor's name or phone number
 * in the address.
 */
import { expect, test, type Page } from "./support/test";
import { holdScripts } from "./support/hold-scripts";
import { BARBERSHOP_DEMO as B } from "../../app/content/demo-barbershop";
import { CLEANING_DEMO as C } from "../../app/content/demo-cleaning";
import { DEMO_COMMON } from "../../app/content/demo-common";
import { computeEstimate } from "../../app/features/demo-cleaning/estimate";
import { formatMoney } from "../../app/lib/format-money";
import { fillVars } from "../../app/lib/fill-vars";

/** The first date in 2099 on the given kind of day (open or closed), from the opening hours. */
function dateIn2099(open: boolean): string {
  for (let day = 1; day < 8; day++) {
    const date = new Date(Date.UTC(2099, 4, day));
    if (Boolean(B.openingHours[date.getUTCDay()]) === open) return date.toISOString().slice(0, 10);
  }
  throw new Error("no such day in the opening hours");
}

/** Every request the page makes carries no personal input in its address. */
function watchAddresses(page: Page, secrets: string[]): string[] {
  const leaked: string[] = [];
  page.on("request", (r) => {
    const url = decodeURIComponent(r.url());
    if (secrets.some((s) => url.includes(s))) leaked.push(url);
  });
  return leaked;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("barbershop booking: posted, refused on the field with the input kept, then confirmed", async ({
    page,
  }) => {
    const leaked = watchAddresses(page, ["Jan Jansen", "612345678"]);
    await page.goto("/demo/barbershop?from=ua#booking");
    const form = page.locator("#booking form");
    const service = B.services[0]!;
    const level = B.levels[B.levels.length - 1]!;
    await form.getByLabel(B.booking.name).fill("Jan Jansen");
    await form.getByLabel(B.booking.phone).fill("call me");
    await form.getByLabel(B.booking.service).selectOption(service.id);
    await form.getByLabel(B.booking.level).selectOption(level.id);
    const closed = dateIn2099(false);
    await form.getByLabel(B.booking.date).fill(closed);
    await form.getByLabel(B.booking.time).selectOption(B.booking.times[0]!);
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: B.booking.submit }).click();
    expect((await answer).status()).toBe(200);

    // Refused by the same rules as on the page: the phone, and the closed day.
    await expect(page).toHaveURL(/\/demo\/barbershop\?from=ua#booking$/);
    await expect(form.getByRole("alert")).toHaveText(DEMO_COMMON.form.summary);
    await expect(form.getByLabel(B.booking.phone)).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel(B.booking.date)).toHaveAttribute("aria-invalid", "true");
    const closedDay = B.weekdays[new Date(`${closed}T00:00:00Z`).getUTCDay()]!;
    await expect(form).toContainText(fillVars(B.booking.closedDay, { day: closedDay }));
    await expect(form.getByLabel(B.booking.name)).not.toHaveAttribute("aria-invalid", "true");
    // Nothing typed is lost.
    await expect(form.getByLabel(B.booking.name)).toHaveValue("Jan Jansen");
    await expect(form.getByLabel(B.booking.phone)).toHaveValue("call me");
    await expect(form.getByLabel(B.booking.service)).toHaveValue(service.id);
    await expect(form.getByLabel(B.booking.level)).toHaveValue(level.id);
    // The language the visitor came from survives the post.
    await expect(page.getByRole("link", { name: DEMO_COMMON.banner.ua.link })).toHaveAttribute(
      "href",
      "/ua",
    );

    const open = dateIn2099(true);
    await form.getByLabel(B.booking.phone).fill("+31 6 1234 5678");
    await form.getByLabel(B.booking.date).fill(open);
    await form.getByLabel(B.booking.time).selectOption(B.booking.times[0]!);
    await form.getByRole("button", { name: B.booking.submit }).click();
    const done = page.locator("#booking").getByRole("status");
    await expect(done).toContainText(fillVars(B.booking.successTitle, { name: "Jan Jansen" }));
    await expect(done).toContainText(`${service.name} with a ${level.name}`);
    await expect(done).toContainText(DEMO_COMMON.form.demoNote);

    // "Fill in again" is a real link to the empty form.
    await done.getByRole("link", { name: DEMO_COMMON.form.again }).click();
    await expect(page.locator("#booking").getByRole("status")).toHaveCount(0);
    await expect(form.getByLabel(B.booking.name)).toHaveValue("");
    expect(leaked).toEqual([]);
  });

  test("cleaning estimate and contact: the chosen estimate and the typed message survive the post", async ({
    page,
  }) => {
    const leaked = watchAddresses(page, ["555 123", "mary@"]);
    // A phone: the answer to "Update estimate" must show the price, not the top of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/demo/cleaning");
    const rooms = C.rooms[C.rooms.length - 1]!;
    const type = C.cleaningTypes[C.cleaningTypes.length - 1]!;
    const extra = C.extras[0]!;
    const hero = page.locator("#top");
    const stale = hero.getByText(C.estimate.staleNote);
    await expect(stale).toBeHidden();
    await hero.getByText(fillVars(C.estimate.roomOption, { rooms }), { exact: true }).click();
    // The estimate shown is the page's own: it says so once the options differ.
    await expect(stale).toBeVisible();
    await hero.getByText(type.name, { exact: true }).click();
    await hero.getByRole("checkbox", { name: extra.name }).check();
    const total = computeEstimate({ rooms, type: type.id, extras: [extra.id] }).total;
    const money = formatMoney(total, C.locale, { currency: C.currency });
    // "Update estimate" shows the price of the choices, with no phone asked for yet.
    await hero.getByRole("button", { name: C.estimate.update }).click();
    await expect(page.getByTestId("estimate-total")).toHaveText(money);
    await expect(page).toHaveURL(/#estimate-update$/);
    await expect(page.getByTestId("estimate-total")).toBeInViewport();
    await expect(stale).toBeHidden();
    await expect(hero.getByRole("checkbox", { name: extra.name })).toBeChecked();
    await expect(hero.getByLabel(C.estimate.phone, { exact: true })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(hero).not.toContainText(C.estimate.successTitle.split("{")[0]!);

    await hero.getByLabel(C.estimate.phone, { exact: true }).fill("+1 555 123 4567");
    await hero.getByRole("button", { name: C.estimate.submit }).click();

    const status = hero
      .getByRole("status")
      .filter({ hasText: C.estimate.successTitle.split("{")[0]! });
    await expect(status).toContainText(fillVars(C.estimate.successTitle, { total: money }));
    await expect(status).toContainText("+1 555 123 4567");

    const contact = page.locator("#contact");
    await contact.getByLabel(C.contact.name).fill("Mary Smith");
    await contact.getByLabel(C.contact.email, { exact: true }).fill("mary@example");
    await contact.getByLabel(C.contact.message).fill("Do you clean windows on the outside too?");
    await contact.getByRole("button", { name: C.contact.submit }).click();
    await expect(contact.getByLabel(C.contact.email, { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(contact.getByLabel(C.contact.message)).toHaveValue(
      "Do you clean windows on the outside too?",
    );
    await contact.getByLabel(C.contact.email, { exact: true }).fill("mary@example.com");
    await contact.getByRole("button", { name: C.contact.submit }).click();
    await expect(contact.getByRole("status")).toContainText(
      fillVars(C.contact.successText, { email: "mary@example.com" }),
    );
    expect(leaked).toEqual([]);
  });
});

test("a booking sent before the scripts arrive is answered by the page, then hydrates", async ({
  page,
}) => {
  // Every script held back until the form has been sent.
  const release = await holdScripts(page);
  await page.goto("/demo/barbershop#booking", { waitUntil: "domcontentloaded" });
  const form = page.locator("#booking form");
  await form.getByLabel(B.booking.name).fill("Ann Early");
  await form.getByLabel(B.booking.phone).fill("+31 6 1234 5678");
  await form.getByLabel(B.booking.service).selectOption(B.services[0]!.id);
  await form.getByLabel(B.booking.level).selectOption(B.levels[0]!.id);
  await form.getByLabel(B.booking.date).fill(dateIn2099(true));
  await form.getByLabel(B.booking.time).selectOption(B.booking.times[0]!);
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: B.booking.submit }).click();
  expect((await answer).status()).toBe(200);
  release();
  const done = page.locator("#booking").getByRole("status");
  await expect(done).toContainText(fillVars(B.booking.successTitle, { name: "Ann Early" }));
  await expect(page).not.toHaveURL(/Ann|1234/);
  // Once hydrated, "Fill in again" brings the form back in place.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await done.getByRole("link", { name: DEMO_COMMON.form.again }).click();
  await expect(form.getByLabel(B.booking.name)).toBeVisible();
});
