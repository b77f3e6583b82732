import { expect, test } from "./support/test";
import { PROJECTS, filterProjects } from "../../app/content/projects";
import {
  WEB_PROJECTS,
  WEB_PROJECT_FILTERS,
  filterWebProjects,
} from "../../app/content/web-portfolio";
import { translate } from "../../app/i18n/i18n-context";
import type { Lang } from "../../app/i18n/languages";
import { MESSAGES } from "../../app/i18n/messages";
import type { MessageKey } from "../../app/i18n/messages/types";
import { pathFor } from "../../app/i18n/pages";
import { BARBERSHOP_DEMO } from "../../app/content/demo-barbershop";
import { levelPrice } from "../../app/features/demo-barbershop/level-price";
import { formatMoney } from "../../app/lib/format-money";

/** The portfolio filters are real controls before and without JavaScript (decision 305). */

const t = (lang: Lang, key: MessageKey) => translate(MESSAGES[lang], key);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home portfolio's filter asks for the filtered page and lands on the section", async ({
    page,
  }) => {
    const lang: Lang = "nl";
    await page.goto(`${pathFor("home", lang)}?utm_source=nieuwsbrief`);
    const section = page.locator("#portfolio");
    const web = section.getByRole("button", { name: t(lang, "home.portfolio.filterWeb") });
    await web.click();
    await expect(page).toHaveURL(/\?utm_source=nieuwsbrief&filter=web#portfolio$/);
    await expect(web).toHaveAttribute("aria-pressed", "true");
    await expect(section.locator("article")).toHaveCount(filterProjects(PROJECTS, "web").length);
    await expect(section).toBeInViewport();
    await section.getByRole("button", { name: t(lang, "home.portfolio.filterAll") }).click();
    await expect(section.locator("article")).toHaveCount(PROJECTS.length);
  });

  test("every filter of the website portfolio shows its projects", async ({ page }) => {
    const lang: Lang = "ua";
    await page.goto(pathFor("websitePortfolio", lang));
    const group = page.getByRole("group", { name: t(lang, "webPortfolio.filter.label") });
    for (const id of [...WEB_PROJECT_FILTERS].reverse()) {
      const button = group.getByRole("button", { name: t(lang, `webPortfolio.filter.${id}`) });
      await button.click();
      await expect(page).toHaveURL(new RegExp(`\\?filter=${id}#projects-title$`));
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator("main article")).toHaveCount(
        filterWebProjects(WEB_PROJECTS, id).length,
      );
    }
  });
});

test.describe("without JavaScript, the barbershop demo", () => {
  test.use({ javaScriptEnabled: false });

  test("a barber level chip shows that level's prices and keeps the way back", async ({ page }) => {
    const { levels, services } = BARBERSHOP_DEMO;
    const top = levels.length - 1;
    const price = (level: number) =>
      formatMoney(levelPrice(services[0]!, level, levels.length), BARBERSHOP_DEMO.locale, {
        currency: BARBERSHOP_DEMO.currency,
      });
    await page.goto("/demo/barbershop?from=ua");
    const prices = page.locator("#prices");
    const cell = prices.getByTestId(`price-${services[0]!.id}`);
    await expect(cell).toHaveText(price(0));
    const chip = prices.getByRole("button", { name: levels[top]!.name, exact: true });
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`\\?from=ua&level=${levels[top]!.id}#prices$`));
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(cell).toHaveText(price(top));
    await expect(prices).toBeInViewport();
    // The studio's language survives the chip: the way back still leads to the Ukrainian site.
    await expect(page.locator('a[href="/ua"]').first()).toBeAttached();
  });
});

test("a filtered address hydrates as drawn; a filter chosen in place is written into the address", async ({
  page,
}) => {
  const lang: Lang = "en";
  await page.goto(`${pathFor("home", lang)}?utm_source=mail&filter=web#portfolio`);
  await page.waitForSelector("html[data-hydrated]");
  const section = page.locator("#portfolio");
  await expect(section.locator("article")).toHaveCount(filterProjects(PROJECTS, "web").length);
  const entries = await page.evaluate(() => history.length);
  await section.getByRole("button", { name: t(lang, "home.portfolio.filterAll") }).click();
  await expect(section.locator("article")).toHaveCount(PROJECTS.length);
  // "All" is no filter: the address loses it and keeps the rest, in the same history entry.
  await expect(page).toHaveURL(/\?utm_source=mail#portfolio$/);
  const web = section.getByRole("button", { name: t(lang, "home.portfolio.filterWeb") });
  await web.click();
  await expect(page).toHaveURL(/\?utm_source=mail&filter=web#portfolio$/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  // A reload shows what the visitor saw.
  await page.reload();
  await expect(section.locator("article")).toHaveCount(filterProjects(PROJECTS, "web").length);
  await expect(web).toHaveAttribute("aria-pressed", "true");
});
