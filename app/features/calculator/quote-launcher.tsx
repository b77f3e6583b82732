import { Send } from "lucide-react";
import { Suspense, lazy, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import type { PriceConfig } from "~/lib/pricing";

const loadQuoteModal = () => import("~/features/quote/quote-modal");
const QuoteModal = lazy(() => loadQuoteModal().then((m) => ({ default: m.QuoteModal })));

/**
 * The "Request a quote" button. The modal's code (dialog library, form, validation) is loaded on
 * the first hover, focus or click, never on page load; once loaded it stays mounted, so what the
 * visitor typed survives closing and reopening.
 */
export function QuoteLauncher({ config }: { config: PriceConfig }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadQuoteModal();
  return (
    <>
      <Button
        ref={trigger}
        variant="accent"
        size="lg"
        className="w-full"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Send aria-hidden="true" className="h-5 w-5" />
        {t("calculator.quoteButton")}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <QuoteModal
            config={config}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => trigger.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
