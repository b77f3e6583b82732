import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField, inputClass } from "~/components/ui/form-field";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import type { FieldErrors } from "~/lib/schemas";
import { useHydrated } from "~/lib/use-hydrated";
import { fieldErrorKey, firstErrorField } from "./field-errors";
import { showToast } from "~/components/ui/toaster-gate";
import { CONTACT_RATE_LIMIT_SECONDS, isTooSoon } from "./rate-limit";
import { nextSubmission, type SubmissionRef } from "./submission";
import { useSessionPrefill } from "./use-session-prefill";

const FIELDS = ["name", "email", "phone", "message"] as const;
type Field = (typeof FIELDS)[number];

const loadValidator = () => import("./validate-contact");
/** The API client and the tracking events load with the first keystroke, not with the page. */
const loadClient = () => Promise.all([import("~/lib/lead-client"), import("~/lib/events")]);

/**
 * The contact form (docs/product.md §6.1, §14). A real form post to /api/contact that works without
 * JavaScript; with JavaScript it validates in the page's language, sends JSON and shows toasts.
 */
export function ContactForm() {
  const { t, lang } = useI18n();
  const hydrated = useHydrated();
  const messageBox = useSessionPrefill();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const startedAt = useRef<number | null>(null);
  const lastSentAt = useRef<number | null>(null);
  const submission = useRef<SubmissionRef | null>(null);
  /** Set synchronously, so a double click cannot send twice while the validator loads. */
  const busy = useRef(false);

  function onFirstInput() {
    if (startedAt.current !== null) return;
    startedAt.current = Date.now();
    // Warm the validator and the API client before the visitor presses Send.
    void loadValidator();
    void loadClient();
  }

  function clearError(field: Field) {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  function showErrors(form: HTMLFormElement, fields: FieldErrors) {
    setErrors(fields);
    const first = firstErrorField(FIELDS, fields);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    if (isTooSoon(lastSentAt.current)) {
      void showToast(
        "error",
        t("contact.toast.tooFastTitle"),
        t("contact.toast.tooFastText", { seconds: CONTACT_RATE_LIMIT_SECONDS }),
      );
      return;
    }
    const data = new FormData(form);
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(data.get(f) ?? "")])) as Record<
      Field,
      string
    >;
    busy.current = true;
    try {
      await validateAndSend(form, values, String(data.get("website") ?? ""));
    } catch {
      // A script chunk could not load (connection lost): nothing was sent.
      void showToast("error", t("contact.toast.failTitle"), t("contact.toast.failText"));
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  async function validateAndSend(
    form: HTMLFormElement,
    values: Record<Field, string>,
    website: string,
  ) {
    const [
      { validateContact },
      [{ createSubmissionId, sendContact, trackEvent }, { buildLeadEvent }],
    ] = await Promise.all([loadValidator(), loadClient()]);
    const invalid = validateContact(values);
    if (Object.keys(invalid).length > 0) return showErrors(form, invalid);

    setErrors({});
    setSending(true);
    submission.current = nextSubmission(submission.current, values, createSubmissionId);
    const result = await sendContact({
      ...values,
      website,
      locale: lang,
      id: submission.current.id,
      startedAt: startedAt.current ?? undefined,
    });

    if (result.ok) {
      lastSentAt.current = Date.now();
      submission.current = null;
      startedAt.current = null;
      form.reset();
      void showToast("success", t("contact.toast.successTitle"), t("contact.toast.successText"));
      void trackEvent(buildLeadEvent(values));
    } else if (result.kind === "validation") {
      showErrors(form, result.fields);
    } else if (result.kind === "rate_limited") {
      // The server's 5 s rule reads like ours; its hourly cap gets a "try later" text.
      void showToast(
        "error",
        t("contact.toast.tooFastTitle"),
        result.retryAfterSec <= CONTACT_RATE_LIMIT_SECONDS
          ? t("contact.toast.tooFastText", { seconds: CONTACT_RATE_LIMIT_SECONDS })
          : t("contact.toast.rateLimitedText"),
      );
    } else {
      void showToast("error", t("contact.toast.failTitle"), t("contact.toast.failText"));
    }
  }

  const error = (field: Field) => (errors[field] ? t(fieldErrorKey(errors[field])) : undefined);

  return (
    <form
      method="post"
      action="/api/contact"
      // Native checks help without JavaScript; with it, errors appear in the page's language.
      noValidate={hydrated}
      onSubmit={onSubmit}
      onInput={onFirstInput}
      aria-busy={sending}
      className="mt-6 grid gap-5"
    >
      <input type="hidden" name="lang" value={lang} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t("contact.name")} error={error("name")}>
          {(p) => (
            <input
              {...p}
              name="name"
              type="text"
              autoComplete="name"
              required
              className={inputClass}
              onChange={() => clearError("name")}
            />
          )}
        </FormField>
        <FormField id="contact-email" label={t("contact.email")} error={error("email")}>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              required
              className={inputClass}
              onChange={() => clearError("email")}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="contact-phone"
        label={t("contact.phone")}
        optionalText={t("contact.optional")}
        error={error("phone")}
      >
        {(p) => (
          <input
            {...p}
            name="phone"
            type="tel"
            autoComplete="tel"
            className={inputClass}
            onChange={() => clearError("phone")}
          />
        )}
      </FormField>
      <FormField id="contact-message" label={t("contact.message")} error={error("message")}>
        {(p) => (
          <textarea
            {...p}
            ref={messageBox}
            name="message"
            rows={4}
            required
            placeholder={t("contact.messagePlaceholder")}
            className={inputClass}
            onChange={() => clearError("message")}
          />
        )}
      </FormField>
      {/* Honeypot: invisible to people, filled in by bots (the server drops those). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("contact.honeypot")}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" variant="accent" size="lg" disabled={sending}>
          {sending ? t("contact.sending") : t("contact.submit")}
        </Button>
        <p className="text-sm text-slate-600">
          {t("contact.privacyNote")}{" "}
          <Link to={pathFor("privacy", lang)} className="font-semibold text-brand-800 underline">
            {t("contact.privacyLink")}
          </Link>
        </p>
      </div>
    </form>
  );
}
