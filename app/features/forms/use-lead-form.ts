import { RESEND_WAIT_SECONDS } from "~/lib/resend-wait";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { showToast } from "~/components/ui/toaster-gate";
import { useI18n } from "~/i18n/i18n-context";
import { randomUuid } from "~/lib/random-uuid";
import type { FieldErrors } from "~/lib/schemas";
import { useHydrated } from "~/lib/use-hydrated";
import { fieldErrorText } from "./field-errors";
import { forgetDraft, restoreDraft, saveDraft } from "./form-drafts";
import { fillMeta } from "./lead-form-meta";
import type { LeadKind } from "./lead-submit";

const loadSubmit = () => import("./lead-submit");

interface LeadFormTexts {
  successTitle: string;
  successText?: string;
  failTitle: string;
  failText: string;
  /** Title of the "wait a few seconds" answer; the fail title when absent. */
  tooFastTitle?: string;
  tooFast: (seconds: number) => string;
  rateLimited: string;
}

/**
 * What the form itself says after a failed send, at once and until the next send, beside the toast
 * that says it in the product's words and goes: other words, so nothing stands on the screen twice
 * (docs/decisions/360-the-form-says-it-in-its-own-words.md).
 */
export interface FailureNotes {
  failed: string;
  tooFast: (seconds: number) => string;
  rateLimited: string;
}

interface LeadFormOptions<F extends string> {
  /**
   * With them, a failure is toasted and said again in the form in these words. Without them (the
   * quote panel, in the top layer, over any toast) it is said in the form alone, with the toast's
   * title and text.
   */
  notes?: FailureNotes;
  kind: LeadKind;
  /** The visible fields in page order: the first one with an error gets the focus. */
  fields: readonly F[];
  /** The API body from the trimmed values of `fields` and the form (the hook adds id, startedAt and the honeypot). */
  payload: (values: Record<F, string>, data: FormData) => Record<string, unknown>;
  texts: LeadFormTexts;
  /**
   * After the team has it (the conversion event is sent here): closing, the form's own thank-you
   * (in other words than the success toast's).
   */
  onSent?: (payload: Record<string, unknown>) => void;
}

type Why = keyof FailureNotes;

/** Unticked required checkboxes (consent, privacy): the schemas cannot see a box that is absent. */
function uncheckedBoxes(form: HTMLFormElement): FieldErrors {
  const boxes = form.querySelectorAll<HTMLInputElement>("input[type=checkbox][required]");
  return Object.fromEntries(
    [...boxes].filter((b) => !b.checked).map((b) => [b.name, "must_accept"]),
  );
}

/**
 * The one path of every lead form (contact, quote, dental). The form is a real
 * `<form method="post">` that works before and without JavaScript; once hydrated this hook
 * validates with the shared zod schema, focuses the first bad field, sends JSON with the form's
 * submission id (the same id a native post carries), guards against a double send, shows the
 * outcome and resets on success. docs/decisions/141-one-lead-form-path.md
 */
export function useLeadForm<F extends string>(o: LeadFormOptions<F>) {
  const i18n = useI18n();
  const hydrated = useHydrated();
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  /**
   * How the last send ended: why it failed (with the same title as its toast), or that the team has
   * it, said in the form too until the visitor types again.
   */
  const [outcome, setOutcome] = useState<
    { sent: true } | { sent: false; title?: string; text: string } | null
  >(null);
  const failure = outcome?.sent === false ? outcome : null;
  /** Typing or a refused check ends the "sent" message; a failure stays until the next send. */
  const forgetSent = () => setOutcome((was) => (was?.sent ? null : was));
  /** Set synchronously, so a double click cannot send twice while the code loads. */
  const busy = useRef(false);
  /** The content the form's current id was sent with: an edited retry gets a new id. */
  const sentKey = useRef<string | null>(null);
  const lastSentAt = useRef<number | null>(null);
  /**
   * The button that sent. Disabled while sending, it loses the focus to the page; once the send
   * has ended it gets it back, so keyboard and screen-reader users stay where they were.
   */
  const submitter = useRef<HTMLElement | null>(null);

  /**
   * The form's draft, kept for Back (form-drafts.ts), belongs to this history entry, and to this
   * page: an entry an anchor jump made has no state of its own, and the router gives every such
   * entry, on any page, the key "default".
   */
  const { pathname, key } = useLocation();
  const draftKey = `${pathname}|${key}|${o.kind}`;

  useEffect(() => {
    if (!ref.current) return;
    // Before `fillMeta`: a draft brings the time the form was first shown.
    restoreDraft(draftKey, ref.current);
    fillMeta(ref.current, randomUuid);
    // Begun before this code ran (the focus came before `onFocus` was there): the sending code
    // is fetched now, not at the tap on Send.
    if (ref.current.contains(document.activeElement) || hasTyped(ref.current)) void loadSubmit();
    // Mount only: a new key for this same page (the calculator writes its address) moves the
    // draft below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (ref.current) saveDraft(draftKey, ref.current);
  }, [draftKey]);

  useEffect(() => {
    if (pending) return;
    const button = submitter.current;
    submitter.current = null;
    if (button?.isConnected && document.activeElement === document.body) button.focus();
  }, [pending]);

  function showErrors(form: HTMLFormElement, found: FieldErrors) {
    setErrors(found);
    forgetSent();
    const first = o.fields.find((f) => found[f] !== undefined);
    const field = form.elements.namedItem(first ?? "");
    if (field instanceof HTMLElement) {
      // Focus alone does not scroll a field the sticky header half covers: the field with its
      // label and message is brought into view (the page's scroll-padding keeps it below the header).
      field.focus({ preventScroll: true });
      (field.parentElement ?? field).scrollIntoView({ block: "nearest" });
    }
    return first;
  }

  function fail(why: Why) {
    const title =
      why === "failed" ? o.texts.failTitle : (o.texts.tooFastTitle ?? o.texts.failTitle);
    const text =
      why === "failed"
        ? o.texts.failText
        : why === "tooFast"
          ? o.texts.tooFast(RESEND_WAIT_SECONDS)
          : o.texts.rateLimited;
    if (!o.notes) return setOutcome({ sent: false, title, text });
    const note = o.notes[why];
    setOutcome({ sent: false, text: typeof note === "string" ? note : note(RESEND_WAIT_SECONDS) });
    void showToast("error", title, text, `lead-${o.kind}`);
  }

  async function send(form: HTMLFormElement) {
    const { validateLead, sendLead, withUtm, trackSent } = await loadSubmit();
    const data = new FormData(form);
    const values = Object.fromEntries(o.fields.map((f) => [f, String(data.get(f) ?? "").trim()]));
    // A second tap on Send after the form went and was emptied (unsure the first one worked): the
    // team has the message, and "sent" stays on screen instead of "fill in this field".
    if (outcome?.sent && Object.values(values).every((v) => v === "")) return;
    const input = withUtm(o.kind, o.payload(values as Record<F, string>, data));
    const found = { ...validateLead(o.kind, input), ...uncheckedBoxes(form) };
    if (Object.keys(found).length > 0) {
      if (!showErrors(form, found)) fail("failed");
      return;
    }
    // Only a send that could go is "too fast": an empty form just sent gets its field messages.
    if (lastSentAt.current !== null && Date.now() - lastSentAt.current < RESEND_WAIT_SECONDS * 1000)
      return fail("tooFast");
    setErrors({});
    setOutcome(null);
    const id = form.elements.namedItem("id") as HTMLInputElement;
    const key = JSON.stringify(input);
    if (!id.value || (sentKey.current !== null && sentKey.current !== key)) {
      id.value = randomUuid();
    }
    sentKey.current = key;
    const result = await sendLead(o.kind, {
      ...input,
      website: data.get("website") || undefined,
      id: id.value,
      startedAt: Number(data.get("startedAt")) || undefined,
    });
    if (result.ok) {
      lastSentAt.current = Date.now();
      sentKey.current = null;
      resetForm(form);
      forgetDraft(draftKey);
      id.value = randomUuid();
      (form.elements.namedItem("startedAt") as HTMLInputElement).value = "";
      fillMeta(form, randomUuid);
      setOutcome({ sent: true });
      void showToast("success", o.texts.successTitle, o.texts.successText, `lead-${o.kind}`);
      o.onSent?.(input);
      return trackSent(o.kind, input);
    }
    if (result.kind === "validation") showErrors(form, result.fields);
    if (result.kind !== "rate_limited") return fail("failed");
    fail(result.retryAfterSec <= RESEND_WAIT_SECONDS ? "tooFast" : "rateLimited");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A button that posts the form elsewhere (the dental package cards) is not a send: the
    // browser takes it, as it would without this code.
    if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute("formaction")) return;
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    submitter.current = (event.nativeEvent as SubmitEvent).submitter ?? null;
    // Said at once, while the checks' and the sender's code may still be on its way.
    setPending(true);
    try {
      await send(event.currentTarget);
    } catch {
      // A script chunk could not load (connection lost): nothing was sent.
      fail("failed");
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  function clearError(field: string) {
    forgetSent();
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  return {
    pending,
    /** Why the last send failed: in the form's own words (`notes`), or the toast's without them. */
    failure: failure?.text ?? null,
    /** The title above `failure` where no toast said it (the quote panel): "Too fast!" is not "Sending failed". */
    failureTitle: failure?.title,
    /** True after a send the team has, until the visitor types again (the toast goes after 8 s). */
    sent: outcome?.sent === true,
    error: (field: F) => (errors[field] ? fieldErrorText(i18n, field, errors[field]) : undefined),
    ref,
    /** Spread on the `<form>` (with `ref`): a real post to the API, enhanced once hydrated. */
    form: {
      method: "post",
      // The language in the address: a refused post's page stands there, and opened again it
      // leads back to the form in this language (docs/decisions/315-form-addresses-opened-again.md).
      // The refused page's retry form (retry-form.tsx) posts to the same address.
      action: `/api/${o.kind}?lang=${i18n.lang}`,
      // Native checks work without JavaScript; once hydrated, errors come in the page's language.
      noValidate: hydrated,
      onSubmit,
      // Warm the validator and the API client before the visitor presses Send.
      onFocus: () => void loadSubmit(),
      // `input`, not `change`: a field's message goes as the visitor types, not when the field loses
      // focus, which is the press on Send itself (the layout would move under the click).
      onInput: (e: FormEvent<HTMLFormElement>) => {
        clearError((e.target as HTMLInputElement).name);
        saveDraft(draftKey, e.currentTarget);
      },
      "aria-busy": pending,
    } as const,
  };
}

/** Some text field of the form holds what the visitor typed. */
function hasTyped(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll("input, textarea")].some(
    (el) =>
      (el instanceof HTMLTextAreaElement ||
        (el instanceof HTMLInputElement && !["hidden", "checkbox", "radio"].includes(el.type))) &&
      el.value !== el.defaultValue,
  );
}

/**
 * form.reset(), then each field set again through the property React watches: a reset changes the
 * fields behind React's record of their state, and a box ticked again afterwards would look
 * unchanged to React, its onChange never called (the quote's Send stayed disabled).
 */
function resetForm(form: HTMLFormElement) {
  form.reset();
  for (const el of form.querySelectorAll("input, textarea")) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))
      el.checked = el.defaultChecked;
    else el.value = el.defaultValue;
  }
}
