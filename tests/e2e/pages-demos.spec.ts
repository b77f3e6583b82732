import { expect, test } from "./support/test";
import { BARBERSHOP_DEMO } from "../../app/content/demo-barbershop";
import { levelPrice } from "../../app/features/demo-barbershop/level-price";
import { formatMoney } from "../../app/lib/format-money";
import { CLEANING_DEMO } from "../../app/content/demo-cleaning";
import { computeEstimate, type EstimateInput } from "../../app/features/demo-cleaning/estimate";
import { fillVars } from "../../app/lib/fill-vars";
import { longDate } from "../../app/lib/long-date";
import { DEMO_COMMON } from "../../app/content/demo-common";
import { LANGUAGE_OPTIONS } from "../../app/i18n/languages";
import { pathFor } from "../../app/i18n/pages";

/** The cleaning demo's price as the page shows it, from its own data. */
const usd = (amount: number) =>
  formatMoney(amount, CLEANING_DEMO.locale, { currency: CLEANING_DEMO.currency });
const estimate = (input: EstimateInput) => usd(computeEstimate(input).total);

test("barbershop demo: sections, level chips change prices, booking form validates and confirms", async ({
  page,
}) => {
  await page.goto("/demo/barbershop");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const D = BARBERSHOP_DEMO;
  for (const name of [
    D.about.heading,
    D.prices.heading,
    D.barbers.heading,
    D.reviews.heading,
    D.contact.heading,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  // Its own chrome: in-page navigation, a link back to the studio, no studio header.
  await expect(page.getByRole("navigation", { name: D.navLabel })).toBeVisible();
  await expect(page.getByRole("link", { name: DEMO_COMMON.banner.en.link })).toHaveAttribute(
    "href",
    "/en",
  );
  await expect(page.getByTestId("mobile-header")).toHaveCount(0);

  const { levels: levelList, services } = BARBERSHOP_DEMO;
  const shown = (id: string, level: number) => {
    const range = services.find((s) => s.id === id)!;
    return formatMoney(levelPrice(range, level, levelList.length), BARBERSHOP_DEMO.locale, {
      currency: BARBERSHOP_DEMO.currency,
    });
  };
  const levels = page.getByRole("group", { name: D.prices.levelsLabel }).getByRole("button");
  await expect(levels).toHaveCount(levelList.length);
  await expect(levels.first()).toHaveAttribute("aria-pressed", "true");
  const haircut = page.getByTestId("price-haircut");
  await expect(haircut).toHaveText(shown("haircut", 0));
  const top = levelList.length - 1;
  const topButton = page.getByRole("button", { name: levelList[top]!.name, exact: true });
  await topButton.click();
  await expect(topButton).toHaveAttribute("aria-pressed", "true");
  await expect(levels.first()).toHaveAttribute("aria-pressed", "false");
  await expect(haircut).toHaveText(shown("haircut", top));
  await expect(page.getByTestId("price-beard")).toHaveText(shown("beard", top));
  const middle = Math.floor(top / 2);
  await page.getByRole("button", { name: levelList[middle]!.name, exact: true }).click();
  await expect(haircut).toHaveText(shown("haircut", middle));
  await expect(page.getByTestId("price-machine")).toHaveText(shown("machine", middle));

  // Ratings have a text equivalent.
  for (const { rating } of BARBERSHOP_DEMO.reviews.items)
    await expect(
      page.getByRole("img", { name: fillVars(BARBERSHOP_DEMO.reviews.ratingLabel, { rating }) }),
    ).not.toHaveCount(0);

  // Booking: empty submit shows errors on the fields, a valid one confirms on the page. The labels,
  // the choices and the confirmation come from the demo's data.
  const B = BARBERSHOP_DEMO.booking;
  const submit = { name: B.submit, exact: true };
  const form = page.locator("form", { has: page.getByRole("button", submit) });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await form.getByRole("button", submit).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(field(B.name)).toHaveAttribute("aria-invalid", "true");
  await expect(field(B.name)).toBeFocused();
  await field(B.name).fill("Jan Jansen");
  await field(B.phone).fill("abc");
  const service = BARBERSHOP_DEMO.services[0]!;
  const level = BARBERSHOP_DEMO.levels[BARBERSHOP_DEMO.levels.length - 2]!;
  const time = B.times[1]!;
  await field(B.service).selectOption(service.id);
  await field(B.level).selectOption(level.id);
  // A day far ahead on which the shop is open, from the demo's hours.
  const date = ["2099-05-04", "2099-05-05", "2099-05-06", "2099-05-07", "2099-05-08", "2099-05-09"]
    .filter((iso) => BARBERSHOP_DEMO.openingHours[new Date(`${iso}T12:00:00Z`).getUTCDay()])
    .at(0)!;
  await field(B.date).fill(date);
  await field(B.time).selectOption(time);
  await form.getByRole("button", submit).click();
  await expect(field(B.phone)).toHaveAttribute("aria-invalid", "true");
  await expect(field(B.name)).not.toHaveAttribute("aria-invalid", "true");
  await field(B.phone).fill("+31 6 1234 5678");
  await form.getByRole("button", submit).click();
  const done = page.getByRole("status");
  await expect(done).toContainText(fillVars(B.successTitle, { name: "Jan Jansen" }));
  await expect(done).toContainText(
    fillVars(B.successText, {
      service: service.name,
      level: level.name,
      date: longDate(date, BARBERSHOP_DEMO.locale),
      time,
    }),
  );
  await expect(done).toContainText(DEMO_COMMON.form.demoNote);
});

test("barbershop booking: a start time too late for the chosen service cannot be picked", async ({
  page,
}) => {
  const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  // An open day, the longest service, and a start within the hours that it would overrun.
  const day = [1, 2, 3, 4, 5, 6, 0].find((d) => BARBERSHOP_DEMO.openingHours[d])!;
  const hours = BARBERSHOP_DEMO.openingHours[day]!;
  const longest = [...BARBERSHOP_DEMO.services].sort((a, b) => b.minutes - a.minutes)[0]!;
  const late = BARBERSHOP_DEMO.booking.times.find(
    (t) =>
      minutesOf(t) < minutesOf(hours.close) &&
      minutesOf(t) + longest.minutes > minutesOf(hours.close),
  )!;
  const date = new Date(Date.UTC(2099, 0, 4 + day)).toISOString().slice(0, 10);
  await page.goto("/demo/barbershop#booking");
  const form = page.locator("form", {
    has: page.getByRole("button", { name: BARBERSHOP_DEMO.booking.submit }),
  });
  await form.getByLabel(BARBERSHOP_DEMO.booking.date, { exact: true }).fill(date);
  const option = form
    .getByLabel(BARBERSHOP_DEMO.booking.time, { exact: true })
    .locator(`option[value="${late}"]`);
  await expect(option).toBeEnabled();
  await form.getByLabel(BARBERSHOP_DEMO.booking.service, { exact: true }).selectOption(longest.id);
  await expect(option).toBeDisabled();
  // Said as it is: the shop is open then, the appointment would end after closing.
  await expect(option).toHaveText(`${late} ${BARBERSHOP_DEMO.booking.endsAfterClosing}`);
  // On a day with a listed time at or after closing, that time is "closed" whatever the service.
  const early = [1, 2, 3, 4, 5, 6, 0].find((d) => {
    const h = BARBERSHOP_DEMO.openingHours[d];
    return h && BARBERSHOP_DEMO.booking.times.some((t) => minutesOf(t) >= minutesOf(h.close));
  });
  if (early !== undefined) {
    const close = BARBERSHOP_DEMO.openingHours[early]!.close;
    const closed = BARBERSHOP_DEMO.booking.times.find((t) => minutesOf(t) >= minutesOf(close))!;
    await form
      .getByLabel(BARBERSHOP_DEMO.booking.date, { exact: true })
      .fill(new Date(Date.UTC(2099, 0, 4 + early)).toISOString().slice(0, 10));
    await expect(
      form
        .getByLabel(BARBERSHOP_DEMO.booking.time, { exact: true })
        .locator(`option[value="${closed}"]`),
    ).toHaveText(`${closed} ${BARBERSHOP_DEMO.booking.unavailable}`);
  }
});

test("cleaning demo: sections, live estimate, forms validate and confirm", async ({ page }) => {
  await page.goto("/demo/cleaning");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const C = CLEANING_DEMO;
  for (const name of [
    C.estimate.heading,
    C.services.heading,
    C.advantages.heading,
    C.pricing.heading,
    C.about.heading,
    C.stats.heading,
    C.contact.heading,
  ]) {
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  const perSqm = CLEANING_DEMO.services.items.map((item) => item.pricePerSqm);
  const intro = fillVars(CLEANING_DEMO.services.intro, {
    min: usd(Math.min(...perSqm)),
    max: usd(Math.max(...perSqm)),
  });
  await expect(page.getByText(intro)).toBeVisible();
  const deepName = CLEANING_DEMO.cleaningTypes.find((t) => t.id === "deep")!.name;
  const largest = Math.max(...CLEANING_DEMO.rooms) as EstimateInput["rooms"];
  await expect(page.getByRole("table", { name: deepName })).toContainText(
    usd(CLEANING_DEMO.roomPrices.deep[largest]),
  );

  const extraName = (id: string) => CLEANING_DEMO.extras.find((e) => e.id === id)!.name;
  const total = page.getByTestId("estimate-total");
  await expect(total).toHaveText(estimate({ rooms: 1, type: "standard", extras: [] }));
  await page
    .getByText(fillVars(CLEANING_DEMO.estimate.roomOption, { rooms: 3 }), { exact: true })
    .first()
    .click();
  await expect(total).toHaveText(estimate({ rooms: 3, type: "standard", extras: [] }));
  await page.getByText(deepName, { exact: true }).first().click();
  await expect(total).toHaveText(estimate({ rooms: 3, type: "deep", extras: [] }));
  await page.getByRole("checkbox", { name: extraName("oven") }).check();
  await page.getByRole("checkbox", { name: extraName("microwave") }).check();
  await expect(total).toHaveText(
    estimate({ rooms: 3, type: "deep", extras: ["oven", "microwave"] }),
  );
  await page.getByRole("checkbox", { name: extraName("microwave") }).uncheck();
  await page.getByRole("checkbox", { name: extraName("hood") }).check();
  await page.getByRole("checkbox", { name: extraName("litter") }).check();
  const final = estimate({ rooms: 3, type: "deep", extras: ["oven", "hood", "litter"] });
  await expect(total).toHaveText(final);

  await page.getByRole("button", { name: C.estimate.submit }).click();
  await expect(page.getByLabel(C.estimate.phone, { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.getByLabel(C.estimate.phone, { exact: true }).fill("+1 555 123 4567");
  await page.getByRole("button", { name: C.estimate.submit }).click();
  await expect(page.getByRole("status")).toContainText(final);
  await page.getByRole("link", { name: DEMO_COMMON.form.again }).click();
  // The focus goes to the form that came back, not to the page's body.
  await expect(page.locator("form :is(input, select, textarea):focus")).toHaveCount(1);

  const contact = page.locator("#contact");
  await contact.getByRole("button", { name: C.contact.submit }).click();
  await expect(contact.getByRole("alert")).toBeVisible();
  for (const label of [C.contact.name, C.contact.email, C.contact.message]) {
    await expect(contact.getByLabel(label, { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  }
  await expect(contact.getByLabel(C.contact.phone, { exact: true })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await contact.getByLabel(C.contact.name, { exact: true }).fill("Mary Smith");
  await contact.getByLabel(C.contact.email, { exact: true }).fill("mary@");
  await contact
    .getByLabel(C.contact.message, { exact: true })
    .fill("Do you clean windows on the outside too?");
  await contact.getByRole("button", { name: C.contact.submit }).click();
  await expect(contact.getByLabel(C.contact.email, { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await contact.getByLabel(C.contact.email, { exact: true }).fill("mary@example.com");
  await contact.getByRole("button", { name: C.contact.submit }).click();
  await expect(contact.getByRole("status")).toContainText("mary@example.com");
});

test("the studio's bar above a demo speaks the language the visitor came from, in the HTML and after hydration", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  for (const { code, iso } of LANGUAGE_OPTIONS) {
    const banner = DEMO_COMMON.banner[code];
    const response = await page.goto(`/demo/cleaning?from=${code}`);
    // The server's HTML already says it (the page works the same before and without JavaScript).
    expect(await response!.text()).toContain(`aria-label="${banner.label}"`);
    const bar = page.getByRole("complementary", { name: banner.label });
    await expect(bar).toHaveAttribute("lang", iso);
    await expect(bar).toContainText(banner.text);
    await expect(bar.getByRole("link", { name: banner.link })).toHaveAttribute(
      "href",
      pathFor("home", code),
    );
  }
  // The prerendered page, with no query and no studio page before it: English.
  await page.goto("/demo/cleaning");
  await expect(
    page.getByRole("complementary", { name: DEMO_COMMON.banner.en.label }),
  ).toBeVisible();
  expect(errors, errors.join("\n")).toEqual([]);
});
