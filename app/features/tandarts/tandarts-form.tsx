import { useState } from "react";
import { Link, useActionData, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import {
  CheckboxField,
  FormAlert,
  Honeypot,
  SelectField,
  TextField,
} from "~/components/ui/form-field";
import { TANDARTS } from "~/content/tandarts";
import { FIELD_INPUTS } from "~/features/forms/field-inputs";
import { LeadFormMeta } from "~/features/forms/lead-form-meta";
import { useLeadForm } from "~/features/forms/use-lead-form";
import { pathFor } from "~/i18n/pages";
import { REPLAY_CLICK } from "~/lib/island";
import { fabClear } from "~/lib/fab-clear";
import { PACKAGE_FIELD_ID, REQUEST_FORM_ID, type KeptRequest } from "./package-choice";
import { tx } from "./texts";

const F = TANDARTS.form;
/** The one-line inputs, in order; all but the practice's website are required. */
const INPUTS = ["name", "practiceName", "email", "phone", "practiceUrl"] as const;
const FIELDS = [...INPUTS, "message", "privacy"] as const;
type Field = (typeof FIELDS)[number];

const PACKAGE_OPTIONS = TANDARTS.packages.items.map((p) => ({ id: p.name, name: p.name }));

/**
 * The dental request form: a real lead (POST /api/contact, source "tandarts") through the one
 * lead-form path; without JavaScript the form posts there itself.
 */
export function TandartsForm() {
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The package a card asked for (`?pakket=`), in the HTML too: a query is rendered by the server.
  // The select is the browser's own (not controlled), so a choice made before hydration stays;
  // a card chosen later remounts it with its package (the key).
  const urlPackage = TANDARTS.packages.items.find((p) => p.id === params.get("pakket"))?.name ?? "";
  // What was typed before a card was chosen without JavaScript (./package-choice.ts).
  const kept = useActionData<KeptRequest | null>();
  const { ref, form, error, pending, failure, sent } = useLeadForm<Field>({
    kind: "contact",
    fields: FIELDS,
    // The package goes as its own field, by name, as the plain post without JavaScript sends it.
    payload: ({ privacy: _, ...fields }, data) => ({
      source: "tandarts",
      ...fields,
      // The server refuses a dental request without the privacy box ticked, as the browser does.
      privacy: data.has("privacy") || undefined,
      package: data.get("package") || undefined,
      locale: "nl",
    }),
    texts: {
      successTitle: F.successToast,
      failTitle: F.errorToast,
      failText: F.error,
      tooFast: (seconds) => tx(F.tooFast, { seconds }),
      rateLimited: F.error,
    },
    // The form's own words beside the toasts' (docs/decisions/360-the-form-says-it-in-its-own-words.md).
    notes: {
      failed: F.errorNote,
      tooFast: (seconds) => tx(F.tooFastNote, { seconds }),
      rateLimited: F.errorNote,
    },
    onSent: (lead) => setSentTo(String(lead.name)),
  });
  const required = `(${F.required})`;
  const optional = `(${F.optional})`;

  return (
    <form
      ref={ref}
      id={REQUEST_FORM_ID}
      {...form}
      {...fabClear("dental")}
      aria-labelledby="aanvraag-title"
      className="grid gap-4 sm:grid-cols-2"
    >
      <LeadFormMeta lang="nl" />
      <input type="hidden" name="source" value="tandarts" />
      <input type="hidden" name="locale" value="nl" />
      <Honeypot id="tandarts-website-hp" label={F.honeypot} />
      {INPUTS.map((name) => {
        const isUrl = name === "practiceUrl";
        return (
          <TextField
            key={name}
            id={`tandarts-${name}`}
            {...{ name, ...FIELD_INPUTS[name] }}
            label={isUrl ? F.website : F[name]}
            required={!isUrl}
            optionalText={isUrl ? optional : required}
            placeholder={isUrl ? F.websitePlaceholder : undefined}
            defaultValue={kept?.values[name]}
            error={error(name)}
          />
        );
      })}
      <SelectField
        id={PACKAGE_FIELD_ID}
        name="package"
        label={F.package}
        optionalText={optional}
        // Valued by name: the chat message names the package, with or without JavaScript.
        options={PACKAGE_OPTIONS}
        placeholder={{ text: F.packageNone }}
        key={urlPackage}
        defaultValue={urlPackage}
      />
      <TextField
        id="tandarts-message"
        name="message"
        rows={4}
        label={F.message}
        optionalText={optional}
        defaultValue={kept?.values.message}
        error={error("message")}
        className="sm:col-span-2"
      />
      <CheckboxField
        id="tandarts-privacy"
        name="privacy"
        required
        defaultChecked={kept?.privacy}
        error={error("privacy")}
        className="sm:col-span-2"
        label={
          <>
            {F.privacy}{" "}
            <Link to={pathFor("privacy", "nl")} className="font-medium text-teal-800 underline">
              {F.privacyLink}
            </Link>
          </>
        }
      />
      <FormAlert text={failure} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        {/* Held while the form's code loads, as the contact form's (app/lib/island.tsx). */}
        <Button type="submit" size="lg" variant="teal" disabled={pending} {...REPLAY_CLICK}>
          {pending ? F.sending : F.submit}
        </Button>
      </div>
      <div className="sm:col-span-2">
        {/* Only while `sent` holds: typing again, a refused check or a failed send ends it. */}
        {sent && sentTo ? (
          // `form-outcome`: the cookie banner steps aside (app/app.css). Announced by the toast
          // that comes with it, not read twice (FormAlert).
          <p
            data-outcome="success"
            className="form-outcome rounded-lg bg-emerald-50 p-4 font-medium text-emerald-900"
          >
            {tx(F.success, { name: sentTo })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
