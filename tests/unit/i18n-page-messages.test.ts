import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/i18n/messages";
import { messagesForPath } from "~/i18n/messages/for-page";
import { messageGroupsForPath } from "~/i18n/pages";
import { shouldRevalidate } from "~/root";

describe("per-page dictionaries", () => {
  it("gives each page its own message groups and the shared keys", () => {
    const portfolio = messagesForPath("ua", "/ua/portfolio");
    expect(portfolio["photo.gallery.viewLarger"]).toBe(MESSAGES.ua["photo.gallery.viewLarger"]);
    expect(portfolio["footer.description"]).toBe(MESSAGES.ua["footer.description"]);
    expect(portfolio["home.hero.subtitle"]).toBeUndefined();
    expect(portfolio["contact.submit"]).toBeUndefined();
    // Search-engine titles of every page stay (breadcrumbs, alternates).
    expect(portfolio["home.meta.title"]).toBe(MESSAGES.ua["home.meta.title"]);
  });

  it("keeps the home page's forms, calculator, quote and search texts", () => {
    const home = messagesForPath("nl", "/nl");
    for (const key of [
      "home.hero.subtitle",
      "contact.submit",
      "calculator.heading",
      "quote.title",
      "search.heading",
    ] as const) {
      expect(home[key]).toBe(MESSAGES.nl[key]);
    }
    expect(home["photo.gallery.viewLarger"]).toBeUndefined();
  });

  it("gives an unknown path the 404 page's search texts", () => {
    expect(messageGroupsForPath("/fr/nope")).toEqual(["search"]);
    expect(messagesForPath("fr", "/fr/404")["search.heading"]).toBe(MESSAGES.fr["search.heading"]);
  });

  it("is much smaller than the whole dictionary on a page without forms", () => {
    const size = (o: object) => JSON.stringify(o).length;
    expect(size(messagesForPath("en", "/en/privacy"))).toBeLessThan(size(MESSAGES.en) / 2);
  });

  it("reloads the dictionary when the language or the page's groups change", () => {
    const nav = (from: string, to: string) =>
      shouldRevalidate({
        currentUrl: new URL(from, "http://x"),
        nextUrl: new URL(to, "http://x"),
      } as Parameters<typeof shouldRevalidate>[0]);
    expect(nav("/en/privacy", "/en/portfolio")).toBe(true);
    expect(nav("/en/portfolio", "/en/photo-video")).toBe(false);
    expect(nav("/en/portfolio", "/nl/portfolio")).toBe(true);
    expect(nav("/en/privacy", "/en/terms")).toBe(false);
  });
});
