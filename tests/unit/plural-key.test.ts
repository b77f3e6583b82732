import { describe, expect, it } from "vitest";
import { translate } from "~/i18n/i18n-context";
import { LANGUAGE_OPTIONS } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";
import { pluralKey } from "~/i18n/plural-key";
import { PRICING } from "~/lib/pricing";

describe("counted phrases in every language", () => {
  it("say one second differently from two, and Ukrainian's 1, 2 and 5 in three forms (21 as 1)", () => {
    for (const option of LANGUAGE_OPTIONS) {
      const say = (n: number) =>
        translate(MESSAGES[option.code], pluralKey("messageNotSent.wait", n, option.locale), {
          count: n,
        });
      expect(say(1), option.code).toMatch(/^1 \S/);
      expect(say(1).slice(2), option.code).not.toBe(say(2).slice(2));
      if (option.code === "ua") {
        expect(new Set([say(1), say(2), say(5)].map((s) => s.slice(2)))).toHaveProperty("size", 3);
        expect(say(21).slice(3)).toBe(say(1).slice(2));
      }
    }
  });

  it("name the hosting offer's months by the pricing's count, whatever the owner sets it to", () => {
    for (const option of LANGUAGE_OPTIONS) {
      const say = (months: number) =>
        translate(
          MESSAGES[option.code],
          pluralKey("calculator.hostingPromo", months, option.locale),
          { price: "€1", months },
        );
      for (const months of [2, 5, PRICING.elementor.hosting.promoMonths]) {
        expect(say(months), `${option.code} ${months}`).toContain(String(months));
      }
      expect(say(1), option.code).not.toBe(say(5).replace("5", "1"));
    }
  });
});
