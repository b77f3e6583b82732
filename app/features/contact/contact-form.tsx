import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, Honeypot, TextField } from "~/components/ui/form-field";
import { FIELD_INPUTS } from "~/features/forms/field-inputs";
import { LeadFormMeta } from "~/features/forms/lead-form-meta";
import { useLeadForm } from "~/features/forms/use-lead-form";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { useSessionPrefill } from "./use-session-prefill";
import { REPLAY_CLICK } from "~/lib/island";
import { fabClear } from "~/lib/fab-clear";

const FIELDS = ["name", "email", "phone", "message"] as const;

/**
 * The contact form: a real post to /api/contact that works without JavaScript; enhanced by the
 * one lead-form path (validation in the page's language, JSON send, toasts).
 */
export function ContactForm() {
  const { t, lang } = useI18n();
  const [messageBox, sessionText, forgetSession] = useSessionPrefill();
  const texts = {
    successTitle: t("contact.toast.successTitle"),
    successText: t("contact.toast.successText"),
    failTitle: t("contact.toast.failTitle"),
    failText: t("contact.toast.failText"),
    tooFastTitle: t("contact.toast.tooFastTitle"),
    tooFast: (seconds: number) => t("contact.toast.tooFastText", { seconds }),
    rateLimited: t("contact.toast.rateLimitedText"),
  };
  /** Who the last message was from: the form's own thank-you names them and their address. */
  const [sentBy, setSentBy] = useState({ name: "", email: "" });
  const { ref, form, error, pending, failure, sent } = useLeadForm({
    kind: "contact",
    fields: FIELDS,
    payload: (values) => ({ ...values, locale: lang }),
    texts,
    // The form's own words, beside the toasts' (docs/decisions/360-the-form-says-it-in-its-own-words.md).
    notes: {
      failed: t("home.contact.note.failed"),
      tooFast: (seconds) => t("home.contact.note.tooFast", { seconds }),
      rateLimited: t("home.contact.note.rateLimited"),
    },
    onSent: (lead) => {
      forgetSession();
      setSentBy({ name: String(lead.name), email: String(lead.email) });
    },
  });

  return (
    <form ref={ref} {...form} {...fabClear("contact")} className="mt-6 grid gap-5">
      <LeadFormMeta lang={lang} />
      <div className="grid gap-5 sm:grid-cols-2">
        {(["name", "email", "phone"] as const).map((field) => (
          <TextField
            key={field}
            id={`contact-${field}`}
            name={field}
            {...FIELD_INPUTS[field]}
            required={field !== "phone"}
            label={t(`contact.${field}`)}
            optionalText={field === "phone" ? t("contact.optional") : undefined}
            error={error(field)}
            className={field === "phone" ? "sm:col-span-2" : undefined}
          />
        ))}
      </div>
      <TextField
        id="contact-message"
        name="message"
        ref={messageBox}
        defaultValue={sessionText}
        rows={4}
        required
        label={t("contact.message")}
        placeholder={t("contact.messagePlaceholder")}
        error={error("message")}
      />
      <Honeypot id="contact-website" label={t("contact.honeypot")} />
      <FormAlert text={failure} />
      <FormAlert tone="success" text={sent ? t("home.contact.note.sent", sentBy) : null} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* Clicked while the form's code is still loading, the send is held and given to that
            code (its checks in the page's language, not the browser's own bubble), or after 4 s
            posted as plain HTML after all (app/lib/island.tsx). */}
        <Button type="submit" variant="accent" size="lg" disabled={pending} {...REPLAY_CLICK}>
          {pending ? t("contact.sending") : t("contact.submit")}
        </Button>
        <p className="text-sm text-slate-600">
          {`${t("contact.privacyNote")} `}
          <Link to={pathFor("privacy", lang)} className="font-semibold text-brand-800 underline">
            {t("contact.privacyLink")}
          </Link>
        </p>
      </div>
    </form>
  );
}
