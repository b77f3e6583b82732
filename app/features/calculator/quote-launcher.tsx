import { Send } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogTrigger } from "~/components/ui/dialog";
import { useI18n } from "~/i18n/i18n-context";
import type { PriceConfig } from "~/lib/pricing";

const loadQuoteModal = () => import("~/features/quote/quote-modal");
const QuoteModal = lazy(() => loadQuoteModal().then((m) => ({ default: m.QuoteModal })));

/**
 * The "Request a quote" button. The modal's code (form, validation, zod) is loaded on the first
 * hover, focus or click, never on page load; once loaded it stays mounted, so what the visitor
 * typed survives closing and reopening.
 */
export function QuoteLauncher({ config }: { config: PriceConfig }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadQuoteModal();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setWanted(true);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="accent"
          size="lg"
          className="w-full"
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <Send aria-hidden="true" className="h-5 w-5" />
          {t("calculator.quoteButton")}
        </Button>
      </DialogTrigger>
      {wanted ? (
        <Suspense fallback={null}>
          <QuoteModal config={config} onSent={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
