/**
 * French and Ukrainian texts write the apostrophe one way, the typographic ’ (d’expérience,
 * зв’язок), so that two lines of one page never differ in it. Dutch and English keep the straight
 * one their texts use throughout ("pagina's").
 */
import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/i18n/messages";

describe.each(["fr", "ua"] as const)("%s texts", (lang) => {
  it("use the typographic apostrophe inside words", () => {
    const straight = Object.entries(MESSAGES[lang])
      .filter(([, text]) => /\p{L}'\p{L}/u.test(text))
      .map(([key]) => key);
    expect(straight).toEqual([]);
  });
});
