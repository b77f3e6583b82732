import { AlertCircle } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/components/ui/dialog";
import { formatMoney, pagesKey } from "~/features/calculator/format";
import { fieldErrorKey, firstErrorField } from "~/features/contact/field-errors";
import { CONTACT_RATE_LIMIT_SECONDS } from "~/features/contact/rate-limit";
import { showToast } from "~/components/ui/toaster-gate";
import { nextSubmission, type SubmissionRef } from "~/features/contact/submission";
import { useI18n } from "~/i18n/i18n-context";
import { buildInitiateCheckoutEvent } from "~/lib/events";
import { createSubmissionId, sendQuote, trackEvent } from "~/lib/lead-client";
import { computePrice, type PriceConfig } from "~/lib/pricing";
import { quoteSchema, toFieldErrors, type FieldErrors } from "~/lib/schemas";
import { captureUtm } from "~/lib/utm";
import { QuoteFields, QUOTE_FIELDS, EMPTY_QUOTE, type QuoteValues } from "./quote-fields";

/**
 * The quote request (docs/product.md §6.2, §13.2), loaded lazily with its validation. Submit is
 * enabled only with consent and while nothing is sending. Success closes the modal and clears
 * everything; a failure keeps it open with what was typed and says so (a silent failure loses
 * leads).
 */
export function QuoteModal({
  config,
  open,
  onOpenChange,
  returnFocus,
}: {
  config: PriceConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back to the button that opened the modal. */
  returnFocus: () => void;
}) {
  const { t, option } = useI18n();
  const [values, setValues] = useState<QuoteValues>(EMPTY_QUOTE);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const startedAt = useRef<number | null>(null);
  const submission = useRef<SubmissionRef | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const price = computePrice(config);
  const money = (amount: number) => formatMoney(amount, option.locale);
  // The fill time (spam check) counts from opening the modal: a visitor whose browser fills in
  // name and email at once still takes longer than SPAM_MIN_FILL_MS from the click on "Get quote".
  useEffect(() => {
    if (open) startedAt.current ??= Date.now();
  }, [open]);

  function change(field: keyof QuoteValues, value: string) {
    startedAt.current ??= Date.now();
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  function reset() {
    setValues(EMPTY_QUOTE);
    setConsent(false);
    setErrors({});
    setFailure(null);
    startedAt.current = null;
    submission.current = null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!consent || sending) return;
    const utm = captureUtm();
    const input = {
      ...values,
      consent: true as const,
      platform: price.platform,
      pages: price.pages,
      addons: price.addons.map((a) => a.id),
      locale: navigator.language,
      ...(Object.keys(utm).length > 0 ? { utm } : {}),
    };
    const parsed = quoteSchema.safeParse(input);
    if (!parsed.success) {
      const fields = toFieldErrors(parsed.error).fields;
      setErrors(fields);
      const first = firstErrorField(QUOTE_FIELDS, fields);
      if (first) (form.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      if (!first) setFailure(t("quote.failText"));
      return;
    }
    setSending(true);
    setFailure(null);
    submission.current = nextSubmission(submission.current, input, createSubmissionId);
    const result = await sendQuote({
      ...input,
      id: submission.current.id,
      startedAt: startedAt.current ?? undefined,
    });
    setSending(false);
    if (result.ok) {
      reset();
      onOpenChange(false);
      void showToast("success", t("quote.successTitle"), t("quote.successText"));
      void trackEvent(
        buildInitiateCheckoutEvent({
          platform: price.platform,
          valueInclVat: price.oneTimeTotalInclVat,
          person: values,
        }),
      );
      return;
    }
    console.error("Quote request failed:", result.kind);
    if (result.kind === "validation") setErrors(result.fields);
    setFailure(
      result.kind !== "rate_limited"
        ? t("quote.failText")
        : result.retryAfterSec <= CONTACT_RATE_LIMIT_SECONDS
          ? t("quote.tooFastText", { seconds: CONTACT_RATE_LIMIT_SECONDS })
          : t("quote.rateLimitedText"),
    );
  }

  const error = (field: keyof QuoteValues) =>
    errors[field] ? t(fieldErrorKey(errors[field])) : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("a11y.close")}
        className="max-w-xl!"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle className="pr-10 text-2xl font-bold text-slate-950">
          {t("quote.title")}
        </DialogTitle>
        <DialogDescription className="mt-2 text-slate-700">
          {t("quote.description")}
        </DialogDescription>
        <div className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-slate-800">
          <p className="font-semibold text-slate-950">
            {t("quote.summary", {
              platform: t(`calculator.platform.${price.platform}.name`),
              pages: t(pagesKey(price.pages, option.locale), { count: price.pages }),
            })}
            {price.addons.length > 0
              ? ` + ${price.addons.map((a) => t(`calculator.addon.${a.id}.name`)).join(", ")}`
              : null}
          </p>
          <p className="mt-1">
            {t("quote.summaryTotal", {
              total: money(price.oneTimeTotal),
              totalInclVat: money(price.oneTimeTotalInclVat),
            })}
          </p>
        </div>
        <form
          ref={form}
          noValidate
          onSubmit={onSubmit}
          aria-busy={sending}
          className="mt-5 grid gap-4"
        >
          <QuoteFields values={values} error={error} onChange={change} />
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="consent"
              checked={consent}
              onChange={(e) => setConsent(e.currentTarget.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span>{t("quote.consent")}</span>
          </label>
          {failure ? (
            <p
              role="alert"
              className="flex gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
            >
              <AlertCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
              <span>
                <strong className="block">{t("quote.failTitle")}</strong>
                {failure}
              </span>
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("quote.cancel")}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="accent"
              disabled={!consent || sending}
              aria-describedby={consent ? undefined : "quote-consent-hint"}
            >
              {sending ? t("quote.sending") : t("quote.submit")}
            </Button>
          </div>
          {consent ? null : (
            <p id="quote-consent-hint" className="text-right text-sm text-slate-600">
              {t("quote.consentHint")}
            </p>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
