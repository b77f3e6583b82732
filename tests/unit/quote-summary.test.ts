import { describe, expect, it } from "vitest";
import { quoteSummaryFor } from "../../app/features/refusal/quote-summary-for";
import { quoteSummaryText } from "../../app/features/quote/quote-summary";
import { translate } from "../../app/i18n/i18n-context";
import { LANGS, languageOption, type Lang } from "../../app/i18n/languages";
import { MESSAGES } from "../../app/i18n/messages";
import type { FormValues } from "../../app/lib/form-outcome";
import {
  ADDONS,
  DEFAULT_CONFIG,
  PLATFORMS,
  computePrice,
  isAddonAvailable,
} from "../../app/lib/pricing";

const refused = (values: FormValues) =>
  ({ reason: "invalid", form: "quote", values, errors: { email: "invalid_email" } }) as const;
const expected = (lang: Lang, config: Parameters<typeof computePrice>[0]) =>
  quoteSummaryText(
    (key, vars) => translate(MESSAGES[lang], key, vars),
    computePrice(config),
    languageOption(lang).locale,
  );

describe("quoteSummaryFor (the refused quote's retry page)", () => {
  const platform = PLATFORMS.find((p) => p !== DEFAULT_CONFIG.platform)!;
  const addons = ADDONS.filter((a) => isAddonAvailable(platform, a)).slice(0, 2);

  it("says the posted configuration and its total in every language", () => {
    for (const lang of LANGS) {
      const summary = quoteSummaryFor(refused({ platform, pages: "3", addons: [...addons] }), lang);
      expect(summary).toEqual(expected(lang, { platform, pages: 3, addons }));
      for (const addon of addons)
        expect(summary!.config).toContain(MESSAGES[lang][`calculator.addon.${addon}.name`]);
    }
  });

  it("reads add-ons sent as one comma list, as the quote endpoint does", () => {
    const summary = quoteSummaryFor(
      refused({ platform, pages: "3", addons: addons.join(",") }),
      "en",
    );
    expect(summary).toEqual(expected("en", { platform, pages: 3, addons }));
  });

  it("falls back as the calculator does for what is not a configuration", () => {
    const summary = quoteSummaryFor(refused({ platform: "wix", pages: "many" }), "nl");
    expect(summary).toEqual(expected("nl", {}));
  });

  it("has nothing to say for a contact form", () => {
    expect(quoteSummaryFor({ ...refused({}), form: "contact" }, "en")).toBeNull();
    expect(quoteSummaryFor(null, "en")).toBeNull();
  });
});
