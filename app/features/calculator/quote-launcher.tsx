import { Send } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-field";
import { QUOTE_FORM_ID, QuoteForm } from "~/features/quote/quote-form";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import type { PriceConfig } from "~/lib/pricing";
import { fabClear } from "~/lib/fab-clear";
import { REPLAY_CLICK } from "~/lib/island";
import { useHydrated } from "~/lib/use-hydrated";
import { CALCULATOR_FORM_ID, QUOTE_PARAM, quoteInPage, searchWithoutQuote } from "./calculator-url";

/**
 * "Request a quote". Once the calculator runs, it opens the quote form over the page (a native
 * popover, in the HTML with the configuration). Before that (no JavaScript, or its code still on
 * the way) the prerendered form would carry the configuration the page was built with, not the
 * visitor's choices: the button then submits the calculator's own form with `quote=1`, and the
 * page comes back for that configuration with the quote form in place (docs/product.md §6.2).
 */
export function QuoteLauncher({ config }: { config: PriceConfig }) {
  const { t, lang } = useI18n();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  /**
   * The configuration a quote request was just sent for, and the address it was sent from: under the
   * button a confirmation says so until the visitor changes it, as the contact form keeps its own
   * (docs/product.md §6.2), in other words than the toast's (docs/decisions/360-the-form-says-it-in-its-own-words.md).
   */
  const [sentFor, setSentFor] = useState<{ config: string; email: string } | null>(null);
  const configKey = JSON.stringify(config);
  const onSent = (email: string) => setSentFor({ config: configKey, email });
  if (quoteInPage(search)) {
    return (
      <QuoteForm
        config={config}
        closeHref={`${pathname}${searchWithoutQuote(search)}#calculator`}
        onSent={onSent}
      />
    );
  }
  const label = (
    <>
      <Send aria-hidden="true" className="h-5 w-5" />
      {t("calculator.quoteButton")}
    </>
  );
  return (
    <>
      {hydrated ? (
        <Button
          variant="accent"
          size="lg"
          className="w-full"
          {...fabClear("quote")}
          aria-haspopup="dialog"
          popoverTarget={QUOTE_FORM_ID}
        >
          {label}
        </Button>
      ) : (
        <Button
          type="submit"
          variant="accent"
          size="lg"
          className="w-full"
          {...fabClear("quote")}
          form={CALCULATOR_FORM_ID}
          name={QUOTE_PARAM}
          value="1"
          formAction={`${pathFor("home", lang)}#${QUOTE_FORM_ID}`}
          // Scripts here but the calculator's still loading: held, then it opens the form over
          // the page with the options taken over (app/lib/island.tsx).
          {...REPLAY_CLICK}
        >
          {label}
        </Button>
      )}
      <FormAlert
        tone="success"
        text={sentFor?.config === configKey ? t("quote.sentNote", { email: sentFor.email }) : null}
        className="mt-3"
      />
      <QuoteForm config={config} onSent={onSent} />
    </>
  );
}
