import { expect, test, type Page } from "./support/test";
import { CARD_LANGUAGES, CARD_SKILLS, vcardPath } from "../../app/content/card";
import { PHOTO_ITEMS, VIDEO_ITEMS } from "../../app/content/gallery";
import { PHOTO_REASONS, PHOTO_SERVICES, PHOTO_SESSIONS } from "../../app/content/photo-video";
import { MAILTO_LINK, STUDIO, TEL_LINK } from "../../app/content/studio";
import {
  filterWebProjects,
  PROCESS_STEPS,
  WEB_PROJECT_FILTERS,
  WEB_PROJECTS,
} from "../../app/content/web-portfolio";
import { translate } from "../../app/i18n/i18n-context";
import { LANGS, type Lang } from "../../app/i18n/languages";
import { MESSAGES } from "../../app/i18n/messages";
import type { MessageKey } from "../../app/i18n/messages/types";
import { pathFor } from "../../app/i18n/pages";

/** Photo/video page, both portfolios and the card render every section in every language. */

function t(lang: Lang, key: MessageKey, vars?: Record<string, string | number>) {
  return translate(MESSAGES[lang], key, vars);
}

/** Every link leads somewhere real: no link without a target and no link to "#". */
async function expectNoDeadLinks(page: Page) {
  const hrefs = await page
    .locator("main a")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href, "every link has a target").toBeTruthy();
    expect(href).not.toBe("#");
  }
}

function hrefOf(page: Page, name: string) {
  return page.getByRole("main").getByRole("link", { name, exact: true }).first();
}

for (const lang of LANGS) {
  test(`photo/video page: hero, services with prices, sessions, gallery, reasons, closing CTA (${lang})`, async ({
    page,
  }) => {
    await page.goto(pathFor("photoVideo", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "photoVideo.heading"));
    await expect(hrefOf(page, t(lang, "photo.hero.ctaServices"))).toHaveAttribute(
      "href",
      "#services",
    );
    await expect(hrefOf(page, t(lang, "photo.hero.ctaContact"))).toHaveAttribute(
      "href",
      pathFor("home", lang, "contact"),
    );

    const services = page.getByRole("region", { name: t(lang, "photo.services.heading") });
    await expect(services).toHaveAttribute("id", "services");
    await expect(services.getByRole("heading", { level: 3 })).toHaveCount(PHOTO_SERVICES.length);
    for (const s of PHOTO_SERVICES) {
      const card = services.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: t(lang, `photo.service.${s.id}.title`) }),
      });
      await expect(card.getByRole("listitem")).toHaveCount(4);
      // Intl-formatted range, e.g. "€150 – €1,200" or "500–1 200 €": compare without separators.
      const price = ((await card.textContent()) ?? "").replace(/[\s.,\u00a0\u202f]/g, "");
      expect(price).toMatch(new RegExp(`${s.price.min}\\D{1,4}${s.price.max}`));
      expect(price).toContain("€");
    }

    const sessions = page.getByRole("region", { name: t(lang, "photo.sessions.heading") });
    await expect(sessions.getByRole("heading", { level: 3 })).toHaveCount(PHOTO_SESSIONS.length);
    for (const s of PHOTO_SESSIONS) {
      await expect(sessions).toContainText(t(lang, "photo.sessions.duration", s.hours));
      await expect(sessions).toContainText(String(s.hourlyFrom));
    }

    const gallery = page.getByRole("region", { name: t(lang, "photo.gallery.heading") });
    const links = gallery.getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(PHOTO_ITEMS.length);
    for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
      expect(href).toMatch(/^\/generated\/img\/.+\.webp$/);
    }
    await expect(hrefOf(page, t(lang, "photo.gallery.viewAll"))).toHaveAttribute(
      "href",
      pathFor("portfolio", lang),
    );

    const reasons = page.getByRole("region", { name: t(lang, "photo.reasons.heading") });
    await expect(reasons.getByRole("heading", { level: 3 })).toHaveCount(PHOTO_REASONS.length);

    const cta = page.getByRole("region", { name: t(lang, "photo.cta.heading") });
    await expect(cta.getByRole("link", { name: t(lang, "photo.cta.contact") })).toHaveAttribute(
      "href",
      pathFor("home", lang, "contact"),
    );
    await expect(cta.locator(`a[href="${TEL_LINK}"]`)).toBeVisible();
    await expectNoDeadLinks(page);
  });
}

for (const lang of LANGS) {
  test(`photo/video portfolio: every photo, every film with an honest request link, CTAs in the visitor's language (${lang})`, async ({
    page,
  }) => {
    await page.goto(pathFor("portfolio", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "portfolio.heading"));
    const photos = page.getByRole("region", { name: t(lang, "photo.portfolio.photosHeading") });
    await expect(photos.getByRole("heading", { level: 3 })).toHaveCount(PHOTO_ITEMS.length);
    await expect(photos.locator('a[href$=".webp"]')).toHaveCount(PHOTO_ITEMS.length);

    const videos = page.getByRole("region", { name: t(lang, "photo.portfolio.videosHeading") });
    await expect(videos.getByRole("heading", { level: 3 })).toHaveCount(VIDEO_ITEMS.length);
    for (const v of VIDEO_ITEMS) {
      await expect(videos).toContainText(t(lang, `photo.item.${v.id}.title`));
    }
    // No "Watch" button that does nothing: each film offers a real chat request instead.
    const requests = videos.getByRole("link", {
      name: new RegExp(t(lang, "photo.portfolio.requestFilm")),
    });
    await expect(requests).toHaveCount(VIDEO_ITEMS.length);
    const href = (await requests.first().getAttribute("href")) ?? "";
    expect(href.startsWith(STUDIO.chat.baseUrl)).toBe(true);
    expect(new URL(href).searchParams.get("text")).toContain(
      t(lang, `photo.item.${VIDEO_ITEMS[0].id}.title`),
    );
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);

    await expect(hrefOf(page, t(lang, "photo.portfolio.bookSession"))).toHaveAttribute(
      "href",
      pathFor("photoVideo", lang),
    );
    await expect(hrefOf(page, t(lang, "photo.portfolio.getInTouch"))).toHaveAttribute(
      "href",
      pathFor("home", lang, "contact"),
    );
    await expectNoDeadLinks(page);
  });
}

for (const lang of LANGS) {
  test(`website portfolio: the filter really filters, every project and step, CTAs (${lang})`, async ({
    page,
  }) => {
    await page.goto(pathFor("websitePortfolio", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t(lang, "websitePortfolio.heading"),
    );
    const projects = page.getByRole("region", { name: t(lang, "webPortfolio.projects.heading") });
    const cards = projects.getByRole("article");
    await expect(cards).toHaveCount(WEB_PROJECTS.length);
    for (const industry of new Set(WEB_PROJECTS.map((p) => p.industry))) {
      await expect(
        cards.filter({ hasText: t(lang, `webPortfolio.industry.${industry}`) }),
      ).toHaveCount(WEB_PROJECTS.filter((p) => p.industry === industry).length);
    }
    for (const card of await cards.all()) {
      await expect(card.getByRole("listitem")).not.toHaveCount(0);
      await expect(card).toContainText(t(lang, "webPortfolio.technologies"));
      await expect(card).toContainText(t(lang, "webPortfolio.features"));
    }
    // No project has a live site or code to show yet, so there are no such buttons.
    await expect(
      projects.getByRole("link", { name: new RegExp(t(lang, "webPortfolio.viewLive")) }),
    ).toHaveCount(0);

    const filters = projects.getByRole("group", { name: t(lang, "webPortfolio.filter.label") });
    for (const id of [...WEB_PROJECT_FILTERS].reverse()) {
      const button = filters.getByRole("button", { name: t(lang, `webPortfolio.filter.${id}`) });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      const count = filterWebProjects(WEB_PROJECTS, id).length;
      await expect(cards).toHaveCount(count);
      await expect(projects.getByRole("status")).toHaveText(
        t(lang, "webPortfolio.filter.showing", { count, total: WEB_PROJECTS.length }),
      );
    }

    const process = page.getByRole("region", { name: t(lang, "webPortfolio.process.heading") });
    await expect(process.getByRole("listitem")).toHaveCount(PROCESS_STEPS.length);
    await expect(hrefOf(page, t(lang, "webPortfolio.cta.contact"))).toHaveAttribute(
      "href",
      pathFor("home", lang, "contact"),
    );
    await expect(hrefOf(page, t(lang, "webPortfolio.cta.services"))).toHaveAttribute(
      "href",
      pathFor("home", lang, "services"),
    );
    await expectNoDeadLinks(page);
  });
}

for (const lang of LANGS) {
  test(`card: profile, contact buttons that work, skills, languages and its own language switcher (${lang})`, async ({
    page,
  }) => {
    await page.goto(pathFor("card", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(STUDIO.founder);
    await expect(page.getByRole("main")).toContainText(
      t(lang, "card.role", { brand: STUDIO.brand }),
    );
    // Standalone: no studio header or footer.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    const contact = page.getByRole("region", { name: t(lang, "card.contactHeading") });
    const link = (key: MessageKey) => contact.getByRole("link", { name: new RegExp(t(lang, key)) });
    await expect(link("card.contact.telegram")).toHaveAttribute("href", STUDIO.messenger);
    await expect(link("card.contact.whatsapp")).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/.+\?text=/,
    );
    await expect(link("card.contact.phone")).toHaveAttribute("href", TEL_LINK);
    await expect(link("card.contact.email")).toHaveAttribute("href", MAILTO_LINK);
    await expect(link("card.contact.website")).toHaveAttribute("href", STUDIO.website);
    await expect(link("card.contact.location")).toHaveAttribute("href", STUDIO.address.mapUrl);

    const skills = page.getByRole("region", { name: t(lang, "card.skillsHeading") });
    await expect(skills.getByRole("listitem")).toHaveCount(CARD_SKILLS.length);
    const languages = page.getByRole("region", { name: t(lang, "card.languagesHeading") });
    await expect(languages.getByRole("listitem")).toHaveCount(CARD_LANGUAGES.length);

    const save = page.getByRole("link", { name: t(lang, "card.saveContact") });
    await expect(save).toHaveAttribute("href", vcardPath(lang));
    await expect(save).toHaveAttribute("download", /\.vcf$/);

    const switcher = page.getByRole("navigation", { name: t(lang, "card.languageSwitcher") });
    await expect(switcher.getByRole("link")).toHaveCount(LANGS.length);
    await expect(switcher.locator('[aria-current="page"]')).toHaveAttribute(
      "href",
      pathFor("card", lang),
    );
    await expectNoDeadLinks(page);

    // The switcher lands on the same page in another language.
    const other: Lang = lang === "nl" ? "en" : "nl";
    await switcher.locator(`a[href="${pathFor("card", other)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("card", other)}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", other);
  });
}
