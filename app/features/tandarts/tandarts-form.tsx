import { useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { showToast } from "~/components/ui/toaster-gate";
import { TANDARTS } from "~/content/tandarts";
import { pathFor } from "~/i18n/pages";
import type { SendResult } from "~/lib/lead-client";
import { useHydrated } from "~/lib/use-hydrated";
import { tx } from "./texts";

const F = TANDARTS.form;
const input =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 user-invalid:border-red-600 user-invalid:ring-1 user-invalid:ring-red-600";

/** The one-line inputs, in order (the package choice and the message follow). */
const INPUTS: readonly (InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
})[] = [
  { name: "name", label: F.name, type: "text", autoComplete: "name", required: true },
  {
    name: "practiceName",
    label: F.practiceName,
    type: "text",
    autoComplete: "organization",
    required: true,
  },
  { name: "email", label: F.email, type: "email", autoComplete: "email", required: true },
  { name: "phone", label: F.phone, type: "tel", autoComplete: "tel", required: true },
  {
    name: "practiceUrl",
    label: F.website,
    type: "url",
    autoComplete: "url",
    placeholder: F.websitePlaceholder,
  },
];

type Status =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; name: string }
  | { kind: "error"; message: string };

function packageFromUrl(value: string | null): string {
  return TANDARTS.packages.items.some((p) => p.id === value) ? (value as string) : "";
}

function errorText(result: Exclude<SendResult, { ok: true }>): string {
  if (result.kind === "rate_limited") return tx(F.tooFast, { seconds: result.retryAfterSec });
  if (result.kind === "validation") {
    const names = Object.keys(result.fields).map(
      (f) => (F.fieldNames as Record<string, string>)[f] ?? f,
    );
    return tx(F.invalid, { fields: names.join(", ") });
  }
  return F.error;
}

/**
 * The dental contact form (docs/product.md §6.3): native browser checks only. A submission is a
 * real lead: it goes to POST /api/contact with source "tandarts"; without JavaScript the form posts
 * there too.
 */
export function TandartsForm() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const [chosenPackage, setChosenPackage] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const startedAt = useRef<number | undefined>(undefined);
  const submissionId = useRef<string | undefined>(undefined);
  const packageId = chosenPackage ?? (hydrated ? packageFromUrl(params.get("pakket")) : "");

  function onInput() {
    startedAt.current ??= Date.now();
    // Changed data is a new submission; an unchanged retry keeps its id (stored once).
    submissionId.current = undefined;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The browser has already run the native checks: submit only fires for a valid form.
    event.preventDefault();
    if (status.kind === "sending") return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const get = (key: string) => String(data.get(key) ?? "").trim();
    const pkg = TANDARTS.packages.items.find((p) => p.id === get("package"));
    const message = [pkg ? tx(F.packageLine, { name: pkg.name }) : "", get("message")]
      .filter(Boolean)
      .join("\n\n");
    const lead = { name: get("name"), email: get("email"), phone: get("phone") };
    setStatus({ kind: "sending" });
    // The lead client and the toasts load on the first submit: the page itself stays light.
    const [{ createSubmissionId, sendContact, trackEvent }, { buildLeadEvent }] = await Promise.all(
      [import("~/lib/lead-client"), import("~/lib/events")],
    );
    submissionId.current ??= createSubmissionId();
    const result = await sendContact({
      source: "tandarts",
      ...lead,
      practiceName: get("practiceName"),
      practiceUrl: get("practiceUrl") || undefined,
      message: message || undefined,
      website: get("website") || undefined,
      id: submissionId.current,
      startedAt: startedAt.current,
      locale: "nl",
    });
    if (result.ok) {
      form.reset();
      setChosenPackage("");
      submissionId.current = undefined;
      startedAt.current = undefined;
      setStatus({ kind: "sent", name: lead.name });
      void showToast("success", F.successToast);
      void trackEvent(buildLeadEvent(lead));
      return;
    }
    const text = errorText(result);
    setStatus({ kind: "error", message: text });
    void showToast("error", F.errorToast, text);
  }

  return (
    <form
      method="post"
      action="/api/contact"
      onSubmit={onSubmit}
      onInput={onInput}
      aria-labelledby="aanvraag-title"
      className="grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="source" value="tandarts" />
      <input type="hidden" name="lang" value="nl" />
      <input type="hidden" name="locale" value="nl" />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="tandarts-website-hp">{F.honeypot}</label>
        <input
          id="tandarts-website-hp"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {INPUTS.map(({ name, label, required = false, ...attrs }) => (
        <Field key={name} id={`tandarts-${name}`} label={label} required={required}>
          <input
            id={`tandarts-${name}`}
            name={name}
            required={required}
            className={input}
            {...attrs}
          />
        </Field>
      ))}
      <Field id="tandarts-package" label={F.package}>
        <select
          id="tandarts-package"
          name="package"
          value={packageId}
          onChange={(e) => setChosenPackage(e.target.value)}
          className={input}
        >
          <option value="">{F.packageNone}</option>
          {TANDARTS.packages.items.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="tandarts-message" label={F.message} className="sm:col-span-2">
        <textarea id="tandarts-message" name="message" rows={4} className={input} />
      </Field>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input
          id="tandarts-privacy"
          name="privacy"
          type="checkbox"
          required
          className="mt-0.5 h-6 w-6 shrink-0 accent-teal-700"
        />
        <label htmlFor="tandarts-privacy" className="text-slate-800">
          {F.privacy}{" "}
          <Link to={pathFor("privacy", "nl")} className="font-medium text-teal-800 underline">
            {F.privacyLink}
          </Link>
        </label>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" variant="teal" disabled={status.kind === "sending"}>
          {status.kind === "sending" ? F.sending : F.submit}
        </Button>
      </div>
      <div aria-live="polite" className="sm:col-span-2">
        {status.kind === "sent" ? (
          <p role="status" className="rounded-lg bg-emerald-50 p-4 font-medium text-emerald-900">
            {tx(F.success, { name: status.name })}
          </p>
        ) : null}
        {status.kind === "error" ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  required = false,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
        {required ? <span className="font-normal text-slate-600"> ({F.required})</span> : null}
      </label>
      {children}
    </div>
  );
}
