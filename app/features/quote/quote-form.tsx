import { hideOthers } from "aria-hidden";
import { X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { CheckboxField, FormAlert, Honeypot, TextField } from "~/components/ui/form-field";
import { FIELD_INPUTS } from "~/features/forms/field-inputs";
import { LeadFormMeta, markShown } from "~/features/forms/lead-form-meta";
import { CampaignFields } from "~/components/ui/campaign-fields";
import { useLeadForm } from "~/features/forms/use-lead-form";
import { useI18n } from "~/i18n/i18n-context";
import { computePrice, type PriceConfig } from "~/lib/pricing";
import { useHydrated } from "~/lib/use-hydrated";
import { keepTabInside } from "~/lib/focus-wrap";
import { usePopoverHistory } from "./use-popover-history";
import { quoteSummaryText } from "./quote-summary";
import { QuoteSummary } from "./quote-summary-box";

/** The id "Request a quote" opens with `popovertarget`, once hydrated. */
export const QUOTE_FORM_ID = "quote-form";
/** "Request a quote", which opens the panel: the focus goes back to it when the panel closes. */
const QUOTE_OPENER = `[aria-haspopup][popovertarget="${QUOTE_FORM_ID}"]`;
const TEXT_FIELDS = ["name", "email", "phone", "company", "message"] as const;
const FIELDS = [...TEXT_FIELDS, "consent"] as const;

interface QuoteFormProps {
  config: PriceConfig;
  /** In place on the page (`?quote=1`), not over it: closing is a link back to the calculator. */
  closeHref?: string;
  /** After the team has it, with the address it came from: the launcher keeps a confirmation. */
  onSent?: (email: string) => void;
}

/**
 * The quote request: a real `<form method="post" action="/api/quote">` whose hidden inputs carry
 * the calculator's configuration. Before and without JavaScript it stands in the page
 * (`?quote=1`, from the calculator's own form). Once hydrated it is a native popover over the page:
 * focus on open, Back closes it, JSON send through the one lead-form path, toasts; success closes
 * and clears it, a failure keeps what was typed and says so.
 *
 * Over the page, only the empty panel is in the HTML: its title and fields come in when it first
 * opens (before hydration "Request a quote" posts the calculator's form instead, so they could not
 * be used there), and stay for the visit. The home page is lighter by them, and holds one form with
 * "Name" and "Email" until the visitor asks for a quote (docs/decisions/361-quote-fields-on-first-open.md).
 */
export function QuoteForm(props: QuoteFormProps) {
  const { t } = useI18n();
  const inPage = props.closeHref !== undefined;
  const panel = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(inPage);
  useEffect(() => {
    const el = panel.current;
    if (opened || !el) return;
    if (el.matches(":popover-open")) return setOpened(true);
    // Before it shows: rendered in a microtask, the fields are there when it does.
    const onBeforeToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === "open") setOpened(true);
    };
    el.addEventListener("beforetoggle", onBeforeToggle);
    return () => el.removeEventListener("beforetoggle", onBeforeToggle);
  }, [opened]);
  // Open over the page, the rest of it is hidden from assistive technology while it is (as
  // `aria-modal` says, for readers that do not honour it), except live regions such as the toasts:
  // docs/decisions/363-the-quote-panel-hides-the-page.md. Undone before it closes, so the focus can
  // go back to "Request a quote".
  useEffect(() => {
    const el = panel.current;
    if (inPage || !el) return;
    let undo: (() => void) | null = null;
    const onBeforeToggle = (e: Event) => {
      undo?.();
      undo = (e as ToggleEvent).newState === "open" ? hideOthers(el) : null;
    };
    // Closed with the focus on no control (a tap beside it went to the page's body or the main
    // landmark; a send left it nowhere, its button disabled), the focus goes back to "Request a
    // quote", as it does after ✕, Escape and Back, so the keyboard and a screen reader keep their
    // place.
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState !== "closed") return;
      const active = document.activeElement;
      if (active && active !== document.body && !active.matches("main, [tabindex='-1']")) return;
      document.querySelector<HTMLElement>(QUOTE_OPENER)?.focus({ preventScroll: true });
    };
    el.addEventListener("beforetoggle", onBeforeToggle);
    el.addEventListener("toggle", onToggle);
    return () => {
      el.removeEventListener("beforetoggle", onBeforeToggle);
      el.removeEventListener("toggle", onToggle);
      undo?.();
    };
  }, [inPage]);

  return (
    <div
      ref={panel}
      id={QUOTE_FORM_ID}
      popover={inPage ? undefined : "auto"}
      role={inPage ? "region" : "dialog"}
      // Tab is kept inside once hydrated, and the backdrop covers the page: a screen reader's
      // reading stays in it too.
      aria-modal={inPage ? undefined : true}
      onKeyDown={inPage ? undefined : keepTabInside}
      // Named by its title, which comes in with the fields.
      aria-labelledby={opened ? "quote-title" : undefined}
      aria-describedby={opened ? "quote-description" : undefined}
      className={
        inPage
          ? "relative scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm"
          : "fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-2xl backdrop:bg-slate-950/60"
      }
    >
      {/* First in the document as on screen (top right): Shift+Tab from the first field reaches it. */}
      {inPage ? null : (
        <button
          type="button"
          popoverTarget={QUOTE_FORM_ID}
          popoverTargetAction="hide"
          aria-label={t("a11y.close")}
          className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      )}
      {opened ? <QuoteFields {...props} panel={panel} /> : null}
    </div>
  );
}

/** The title, the summary and the form, in the panel of `QuoteForm`. */
function QuoteFields({
  config,
  closeHref,
  onSent,
  panel,
}: QuoteFormProps & { panel: RefObject<HTMLDivElement | null> }) {
  const { t, lang, option } = useI18n();
  const navigate = useNavigate();
  const inPage = closeHref !== undefined;
  const hydrated = useHydrated();
  const [consent, setConsent] = useState(false);
  const price = computePrice(config);
  const {
    ref: formRef,
    form,
    error,
    pending,
    failure,
    failureTitle,
  } = useLeadForm({
    kind: "quote",
    // No `notes`: the panel stands in the top layer, over any toast, so its failures are said in
    // it alone.
    fields: FIELDS,
    // The campaign tags (utm) are added by lead-submit, which loads with the schemas.
    payload: (values, data) => ({
      ...values,
      consent: data.has("consent"),
      platform: data.get("platform"),
      pages: Number(data.get("pages")),
      addons: data.getAll("addons"),
      locale: navigator.language,
      lang,
    }),
    texts: {
      successTitle: t("quote.successTitle"),
      successText: t("quote.successText"),
      failTitle: t("quote.failTitle"),
      failText: t("quote.failText"),
      tooFast: (seconds) => t("quote.tooFastText", { seconds }),
      rateLimited: t("quote.rateLimitedText"),
    },
    onSent: (lead) => {
      setConsent(false);
      onSent?.(String(lead.email));
      if (inPage) return void navigate(closeHref, { replace: true, preventScrollReset: true });
      // The send button was disabled while sending, so the browser has no focus to give back: the
      // panel's close gives it to "Request a quote" (QuoteForm's toggle listener).
      panel.current?.hidePopover();
    },
  });
  const onOpen = useCallback(() => {
    const el = formRef.current;
    if (!el) return;
    markShown(el);
    // A box ticked by a restored draft (form-drafts.ts) counts.
    setConsent((el.elements.namedItem("consent") as HTMLInputElement | null)?.checked ?? false);
    (el.elements.namedItem("name") as HTMLInputElement | null)?.focus();
  }, [formRef]);
  usePopoverHistory(panel, onOpen);
  // In place, the form never "opens": a consent box ticked before hydration counts from mount.
  useEffect(() => {
    const box = formRef.current?.elements.namedItem("consent");
    if (inPage && box instanceof HTMLInputElement) setConsent(box.checked);
  }, [inPage, formRef]);
  const optional = t("quote.optional");

  return (
    <>
      <h2 id="quote-title" className="pr-10 text-2xl font-bold text-slate-950">
        {t("quote.title")}
      </h2>
      <p id="quote-description" className="mt-2 text-slate-700">
        {t("quote.description")}
      </p>
      <QuoteSummary text={quoteSummaryText(t, price, option.locale)} className="mt-4" />
      <form ref={formRef} {...form} className="mt-5 grid gap-4">
        <LeadFormMeta lang={lang} />
        <input type="hidden" name="platform" value={price.platform} />
        <input type="hidden" name="pages" value={price.pages} />
        {/* What was chosen; what the platform includes is the server's to add (pricing.ts). */}
        {config.addons.map((a) => (
          <input key={a} type="hidden" name="addons" value={a} />
        ))}
        <CampaignFields />
        <div className="grid gap-4 sm:grid-cols-2">
          {(["name", "email", "phone", "company"] as const).map((field, i) => (
            <TextField
              key={field}
              id={`quote-${field}`}
              name={field}
              {...FIELD_INPUTS[field]}
              required={i < 2}
              label={t(`quote.${field}`)}
              optionalText={i < 2 ? undefined : optional}
              error={error(field)}
            />
          ))}
        </div>
        <TextField
          id="quote-message"
          name="message"
          rows={3}
          label={t("quote.message")}
          optionalText={optional}
          error={error("message")}
        />
        <CheckboxField
          id="quote-consent"
          name="consent"
          required
          label={t("quote.consent")}
          error={error("consent")}
          onChange={(e) => setConsent(e.currentTarget.checked)}
        />
        <Honeypot id="quote-website" label={t("contact.honeypot")} />
        <FormAlert title={failureTitle} text={failure} announce />
        {/* Send first, in the DOM as on the screen (stacked on a phone, in a row from a small
            tablet on), so Tab reaches it before Cancel. */}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          {/* Before hydration the browser's own check asks for the consent box. */}
          <Button
            type="submit"
            variant="accent"
            disabled={hydrated && (!consent || pending)}
            aria-describedby={hydrated && !consent ? "quote-consent-hint" : undefined}
          >
            {pending ? t("quote.sending") : t("quote.submit")}
          </Button>
          {inPage ? (
            <Link
              to={closeHref}
              preventScrollReset
              className={buttonVariants({ variant: "outline" })}
            >
              {t("quote.cancel")}
            </Link>
          ) : (
            <Button
              type="button"
              variant="outline"
              popoverTarget={QUOTE_FORM_ID}
              popoverTargetAction="hide"
            >
              {t("quote.cancel")}
            </Button>
          )}
        </div>
        {hydrated && !consent ? (
          <p id="quote-consent-hint" className="text-right text-sm text-slate-600">
            {t("quote.consentHint")}
          </p>
        ) : null}
      </form>
    </>
  );
}
