import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, Honeypot, SelectField, TextField } from "~/components/ui/form-field";
import { fieldErrorText } from "~/features/forms/field-errors";
import { FIELD_INPUTS } from "~/features/forms/field-inputs";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import type { MessageKey } from "~/i18n/messages/types";
import type { FormOutcome, FormValues } from "~/lib/form-outcome";
import { QuoteSummary } from "~/features/quote/quote-summary-box";
import type { QuoteSummaryText } from "~/features/quote/quote-summary";
import type { DentalLabels } from "./dental-labels";
import { UTM_KEYS } from "~/lib/utm-keys";

type Field = "name" | "email" | "phone" | "company" | "message" | "practiceName" | "practiceUrl";

const LABELS: Record<Field, MessageKey> = {
  name: "contact.name",
  email: "contact.email",
  phone: "contact.phone",
  company: "quote.company",
  message: "contact.message",
  practiceName: "messageNotSent.field.practiceName",
  practiceUrl: "messageNotSent.field.practiceUrl",
};

/** The refused form's fields in its order, then its required box: the order to list what to fix. */
export function fieldOrder(outcome: FormOutcome): (Field | "consent" | "privacy")[] {
  return [...fieldsOf(outcome).map((f) => f.field), "consent", "privacy"];
}

function fieldsOf(outcome: FormOutcome): { field: Field; required: boolean }[] {
  if (outcome.form === "quote")
    return [
      { field: "name", required: true },
      { field: "email", required: true },
      { field: "phone", required: false },
      { field: "company", required: false },
      { field: "message", required: false },
    ];
  const dental = outcome.values.source === "tandarts";
  // In the order of the form the visitor came from.
  if (dental)
    return [
      { field: "name", required: true },
      { field: "practiceName", required: true },
      { field: "email", required: true },
      { field: "phone", required: true },
      { field: "practiceUrl", required: false },
      { field: "message", required: false },
    ];
  return [
    { field: "name", required: true },
    { field: "email", required: true },
    { field: "phone", required: false },
    { field: "message", required: true },
  ];
}

/**
 * Sent along unchanged: the configuration, the language, the form's id and origin, and the dental
 * package of interest unless the form shows it to choose again.
 */
const CARRIED = [
  "lang",
  "locale",
  "id",
  "source",
  "platform",
  "pages",
  "addons",
  "package",
  ...UTM_KEYS,
];

const first = (values: FormValues, key: string) => {
  const v = values[key];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The refused form again, as a plain post to the same endpoint: the visitor's input in place,
 * the error next to each field that was wrong.
 */
export function RetryForm({
  outcome,
  shownAt,
  dental,
  packages = null,
  quoteSummary = null,
}: {
  outcome: FormOutcome;
  shownAt: number | null;
  /** A refused dental request: its form's own labels (app/features/refusal/dental-labels.ts). */
  dental: DentalLabels | null;
  /** A refused dental request: the packages to choose from, by name. */
  packages?: readonly string[] | null;
  /** A refused quote: what its form said it was for (app/features/refusal/quote-summary-for.ts). */
  quoteSummary?: QuoteSummaryText | null;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const errors = outcome.reason === "invalid" ? outcome.errors : {};
  const label = (field: Field) => dental?.[field] ?? t(LABELS[field]);
  // A required box, as on the form the visitor came from: the quote's consent, the dental privacy.
  const box = outcome.form === "quote" ? "consent" : dental ? "privacy" : null;
  const error = (field: string) =>
    errors[field] ? fieldErrorText(i18n, field, errors[field]) : undefined;
  const carried = CARRIED.filter((key) => !(packages && key === "package")).flatMap((key) => {
    const v = outcome.values[key];
    return (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((value, i) => (
      <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
    ));
  });
  const fieldInput = ({ field, required }: { field: Field; required: boolean }) => (
    <TextField
      key={field}
      id={`retry-${field}`}
      name={field}
      label={label(field)}
      required={required}
      optionalText={required ? undefined : t("contact.optional")}
      error={error(field)}
      defaultValue={first(outcome.values, field)}
      {...(field === "message" ? { rows: 5 } : FIELD_INPUTS[field])}
      // A refused "praktijk.nl" must go again as typed (the server reads it as https://).
      {...(field === "practiceUrl" ? { type: "text" } : {})}
    />
  );
  // The dental form asks for the package before the remarks.
  const fields = fieldsOf(outcome);
  const afterPackage = packages ? fields.filter((f) => f.field === "message") : [];
  return (
    <form
      method="post"
      // As the lead forms post (use-lead-form.ts; decision 315). Written out in both places: a shared
      // module of its own becomes a chunk whose request puts this page over its script ceiling.
      action={`/api/${outcome.form}?lang=${i18n.lang}`}
      aria-labelledby="retry-heading"
      // `holds-input`: the page holds the visitor's unsent input, so the cookie banner, whose
      // choices are form posts that would leave it, waits for the next page (app/app.css). A class,
      // not an attribute: only this page's inline CSS then carries the rule.
      className="holds-input relative mt-10 grid max-w-2xl gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="retry-heading" className="text-xl font-bold text-slate-950">
        {t("messageNotSent.retryHeading")}
      </h2>
      {quoteSummary ? <QuoteSummary text={quoteSummary} /> : null}
      {carried}
      {shownAt !== null ? <input type="hidden" name="startedAt" value={shownAt} /> : null}
      {fields.filter((f) => !afterPackage.includes(f)).map(fieldInput)}
      {packages && dental ? (
        <SelectField
          id="retry-package"
          name="package"
          label={dental.package!}
          optionalText={t("contact.optional")}
          options={packages.map((name) => ({ id: name, name }))}
          placeholder={{ text: dental.packageNone! }}
          defaultValue={first(outcome.values, "package") ?? ""}
        />
      ) : null}
      {afterPackage.map(fieldInput)}
      {box ? (
        <div className="grid gap-1.5">
          <label className="flex items-start gap-3 text-slate-900">
            <input
              id={`retry-${box}`}
              type="checkbox"
              name={box}
              required
              defaultChecked={first(outcome.values, box) !== undefined}
              aria-invalid={errors[box] ? true : undefined}
              aria-describedby={errors[box] ? `retry-${box}-error` : undefined}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span>
              {box === "consent" ? (
                t("quote.consent")
              ) : (
                <>
                  {dental?.privacy}{" "}
                  <Link to={pathFor("privacy", "nl")} className="text-brand-800 underline">
                    {dental?.privacyLink}
                  </Link>
                </>
              )}
            </span>
          </label>
          <FieldError id={`retry-${box}`} error={error(box)} />
        </div>
      ) : null}
      <Honeypot id="retry-website" label={t("contact.honeypot")} />
      <div>
        <Button type="submit" variant="accent" size="lg">
          {t("messageNotSent.retrySubmit")}
        </Button>
      </div>
    </form>
  );
}
