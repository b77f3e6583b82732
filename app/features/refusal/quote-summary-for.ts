import { quoteSummaryText, type QuoteSummaryText } from "~/features/quote/quote-summary";
import { translate } from "~/i18n/i18n-context";
import { languageOption, type Lang } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";
import type { FormOutcome } from "~/lib/form-outcome";
import { computePrice } from "~/lib/pricing";

/**
 * For a refused quote: the summary its form showed (the configuration and its total), in the
 * page's language, so the retry form says what is being asked for. Read in the page's loader:
 * the prices and the calculator's texts stay out of the refusal page's scripts. The same reading
 * of the posted fields as the quote endpoint's (server/api/quote.ts); what is not a valid
 * configuration falls back as the calculator does.
 */
export function quoteSummaryFor(outcome: FormOutcome | null, lang: Lang): QuoteSummaryText | null {
  if (outcome?.form !== "quote") return null;
  const all = (key: string) => ([] as string[]).concat(outcome.values[key] ?? []);
  const pages = all("pages")[0]?.trim();
  const price = computePrice({
    platform: all("platform")[0],
    pages: pages && /^\d{1,3}$/.test(pages) ? Number(pages) : undefined,
    addons: all("addons")
      .flatMap((a) => a.split(","))
      .map((a) => a.trim())
      .filter(Boolean),
  });
  const messages = MESSAGES[lang];
  return quoteSummaryText(
    (key, vars) => translate(messages, key, vars),
    price,
    languageOption(lang).locale,
  );
}
