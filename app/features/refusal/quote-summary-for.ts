import { CALCULATOR_PARAMS } from "~/features/calculator/calculator-params";
import { quoteSummaryText, type QuoteSummaryText } from "~/features/quote/quote-summary";
import { translate } from "~/i18n/i18n-context";
import { languageOption, type Lang } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";
import type { FormOutcome } from "~/lib/form-outcome";
import { computePrice, parseConfigFromSearch } from "~/lib/pricing";

/**
 * For a refused quote: the summary its form showed (the configuration and its total), in the
 * page's language, so the retry form says what is being asked for. Read in the page's loader:
 * the prices and the calculator's texts stay out of the refusal page's scripts. What is not a
 * valid configuration falls back as a calculator link does.
 */
export function quoteSummaryFor(outcome: FormOutcome | null, lang: Lang): QuoteSummaryText | null {
  if (outcome?.form !== "quote") return null;
  // The posted fields read as a calculator link's query: the same add-on lists and fallbacks.
  const query = new URLSearchParams();
  for (const key of CALCULATOR_PARAMS)
    for (const value of ([] as string[]).concat(outcome.values[key] ?? []))
      query.append(key, value);
  const price = computePrice(parseConfigFromSearch(query));
  const messages = MESSAGES[lang];
  return quoteSummaryText(
    (key, vars) => translate(messages, key, vars, lang),
    price,
    languageOption(lang).locale,
  );
}
