import { Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { QUOTE_FORM_ID, QuoteForm } from "~/features/quote/quote-form";
import { useI18n } from "~/i18n/i18n-context";
import type { PriceConfig } from "~/lib/pricing";

/**
 * The "Request a quote" button: opens the quote form with the browser's own popover from the
 * first paint (no JavaScript needed); the form is in the page's HTML with the configuration.
 */
export function QuoteLauncher({ config }: { config: PriceConfig }) {
  const { t } = useI18n();
  return (
    <>
      <Button
        variant="accent"
        size="lg"
        className="w-full"
        aria-haspopup="dialog"
        popoverTarget={QUOTE_FORM_ID}
      >
        <Send aria-hidden="true" className="h-5 w-5" />
        {t("calculator.quoteButton")}
      </Button>
      <QuoteForm config={config} />
    </>
  );
}
