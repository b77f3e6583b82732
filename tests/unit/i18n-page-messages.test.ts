import { describe, expect, it } from "vitest";
import { ISLAND_TEXTS, isIslandKey, pickIslandTexts } from "~/i18n/island-messages";
import { MESSAGES } from "~/i18n/messages";
import { messagesForPath } from "~/i18n/messages/for-page";
import { shouldRevalidate } from "~/root";

describe("per-page dictionaries", () => {
  it("gives each page its own message groups and the shared keys, less the islands' texts", () => {
    const portfolio = messagesForPath("ua", "/ua/portfolio");
    expect(portfolio["portfolio.heading"]).toBe(MESSAGES.ua["portfolio.heading"]);
    expect(portfolio["footer.description"]).toBe(MESSAGES.ua["footer.description"]);
    expect(portfolio["home.hero.subtitle"]).toBeUndefined();
    // The gallery's texts come with the gallery island's code.
    expect(portfolio["photo.gallery.viewLarger"]).toBeUndefined();
    // The page's own search-engine texts stay; other pages' go.
    expect(portfolio["portfolio.meta.title"]).toBe(MESSAGES.ua["portfolio.meta.title"]);
    expect(portfolio["home.meta.title"]).toBeUndefined();
    expect(portfolio["privacy.meta.title"]).toBeUndefined();
  });

  it("leaves the home page's calculator, quote and search texts to their islands", () => {
    const home = messagesForPath("nl", "/nl");
    expect(home["home.hero.subtitle"]).toBe(MESSAGES.nl["home.hero.subtitle"]);
    // Form texts stay: some states that use them are never prerendered (a refused post).
    expect(home["contact.submit"]).toBe(MESSAGES.nl["contact.submit"]);
    for (const key of ["calculator.heading", "quote.title", "search.heading"] as const) {
      expect(home[key]).toBeUndefined();
      expect(isIslandKey(key)).toBe(true);
    }
    expect(home["photo.gallery.viewLarger"]).toBeUndefined();
  });

  it("gives every island key to at least one island, in every language", () => {
    for (const lang of ["en", "nl", "ua", "fr"] as const) {
      const covered = new Set<string>();
      for (const texts of Object.values(ISLAND_TEXTS)) {
        for (const key of Object.keys(pickIslandTexts(MESSAGES[lang], texts))) covered.add(key);
      }
      const orphans = Object.keys(MESSAGES[lang]).filter((k) => isIslandKey(k) && !covered.has(k));
      expect(orphans).toEqual([]);
    }
  });

  it("is much smaller than the whole dictionary on a page without forms", () => {
    const size = (o: object) => JSON.stringify(o).length;
    expect(size(messagesForPath("en", "/en/privacy"))).toBeLessThan(size(MESSAGES.en) / 2);
    expect(size(messagesForPath("ua", "/ua"))).toBeLessThan(size(MESSAGES.ua) / 2);
  });

  it("reloads the dictionary when the language or the page changes", () => {
    const nav = (from: string, to: string) =>
      shouldRevalidate({
        currentUrl: new URL(from, "http://x"),
        nextUrl: new URL(to, "http://x"),
      } as Parameters<typeof shouldRevalidate>[0]);
    expect(nav("/en/privacy", "/en/portfolio")).toBe(true);
    expect(nav("/en/portfolio", "/en/photo-video")).toBe(true);
    expect(nav("/en/portfolio", "/nl/portfolio")).toBe(true);
    expect(nav("/en/privacy", "/en/terms")).toBe(true);
    expect(nav("/en", "/en?platform=lovable")).toBe(false);
  });
});
