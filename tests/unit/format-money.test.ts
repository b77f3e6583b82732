import { describe, expect, it } from "vitest";
import { LANGUAGE_OPTIONS } from "~/i18n/languages";
import { formatMoney, formatMoneyRange } from "~/lib/format-money";

describe("formatMoney", () => {
  it("writes the euro as € in every language, in single amounts and ranges alike", () => {
    for (const { locale } of LANGUAGE_OPTIONS) {
      for (const text of [
        formatMoney(600, locale),
        formatMoney(2.99, locale),
        formatMoneyRange({ min: 150, max: 400 }, locale),
      ]) {
        expect(text, locale).toContain("€");
        expect(text, locale).not.toContain("EUR");
      }
    }
  });

  it("shows cents only when an amount has them", () => {
    expect(formatMoney(600, "en-IE")).toBe("€600");
    expect(formatMoney(2.99, "en-IE")).toBe("€2.99");
  });

  it("joins a range with an en dash in every language, as the pages' other ranges", () => {
    for (const { locale } of LANGUAGE_OPTIONS) {
      const text = formatMoneyRange({ min: 1000, max: 1200 }, locale);
      expect(text, locale).toContain("\u2013");
      expect(text, locale).not.toMatch(/\d-\d/);
    }
  });
});
