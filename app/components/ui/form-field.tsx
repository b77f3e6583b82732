import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { cn } from "~/lib/cn";

/**
 * Classes of a text input, select or textarea; red border when aria-invalid. `entry-field` marks
 * a field the visitor types in: the floating chat button steps aside while it has focus (app.css).
 */
const inputClass =
  "entry-field block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 disabled:bg-slate-100";

interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldFrame {
  id: string;
  label: ReactNode;
  /** Shown after the label, e.g. "(optional)" or "(verplicht)". */
  optionalText?: string;
  hint?: string;
  error?: string;
  className?: string;
}

/** A field's error under it, `${id}-error` for the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * A labelled form control with its hint and error next to it (aria-invalid, aria-describedby).
 * The control is rendered by `children` with the ids it needs.
 */
function FormField({
  id,
  label,
  optionalText,
  hint,
  error,
  className,
  children,
}: FieldFrame & { children: (control: FieldControlProps) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
        {optionalText ? (
          // A space, not a margin: the accessible name reads "Phone (optional)", not "Phone(optional)".
          <span className="font-normal text-slate-600">{` ${optionalText}`}</span>
        ) : null}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true } : {}),
        ...(describedBy.length > 0 ? { "aria-describedby": describedBy.join(" ") } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  name: string;
  ref?: Ref<HTMLInputElement>;
};
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> & {
  name: string;
  /** A multi-line box: `rows` makes it a textarea. */
  rows: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A one-line input, or with `rows` a text box, with its label and error. */
export function TextField(props: FieldFrame & (InputProps | TextareaProps)) {
  const { id, label, optionalText, hint, error, className, ...control } = props;
  return (
    <FormField {...{ id, label, optionalText, hint, error, className }}>
      {(p) =>
        "rows" in control ? (
          <textarea {...p} {...control} className={inputClass} />
        ) : (
          <input {...p} {...control} className={inputClass} />
        )
      }
    </FormField>
  );
}

/** A select with its label and error; `placeholder` is a first, empty choice. */
export function SelectField({
  id,
  label,
  optionalText,
  hint,
  error,
  className,
  options,
  placeholder,
  ...select
}: FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & {
    name: string;
    options: readonly { id: string; name: string; disabled?: boolean }[];
    placeholder?: { text: string; disabled?: boolean };
  }) {
  return (
    <FormField {...{ id, label, optionalText, hint, error, className }}>
      {(p) => (
        <select {...p} {...select} className={inputClass}>
          {placeholder ? (
            <option value="" disabled={placeholder.disabled}>
              {placeholder.text}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.id} value={o.id} disabled={o.disabled}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A checkbox with its label to the right and its error below (consent, privacy). */
export function CheckboxField({
  id,
  label,
  error,
  className,
  ...input
}: Omit<FieldFrame, "optionalText" | "hint"> & Omit<InputProps, "type">) {
  return (
    <div className={className}>
      <div className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          {...input}
          {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-700"
        />
        <label htmlFor={id} className="cursor-pointer">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * The honeypot: invisible to people and skipped by Tab; bots fill it in (stored as spam, never
 * delivered: docs/decisions/140-spam-policy.md). A person's form filler must not: the label says
 * to leave it empty, `autocomplete="off"` asks the browser not to fill it, and the `data-*`
 * attributes are the opt-outs that 1Password, LastPass, Bitwarden and Dashlane document.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </div>
  );
}

/**
 * Why the last send did not go through, or that it went; stays until the next attempt. Beside a
 * toast it says it in the form's own words (docs/decisions/360-the-form-says-it-in-its-own-words.md)
 * and is not a live region itself: the toasts' region (sonner's, there from the first focus in a
 * form) announces the outcome, and a second one made screen readers read it twice. `data-outcome`
 * names its tone for the tests. It takes one cell of the form's grid: a form laid out in two
 * columns passes the span (`className="sm:col-span-2"`), since a span in a one-column grid adds a
 * column and moves the fields beside each other.
 */
export function FormAlert({
  title,
  text,
  tone = "error",
  className,
  announce = false,
}: {
  /** Where no toast said it first (the quote panel); a note beside a toast is one sentence. */
  title?: string;
  text: string | null;
  /** Said by no toast (the quote panel's failures): the alert announces itself. */
  announce?: boolean;
  /** A failure, or a confirmation ("sent"). */
  tone?: "error" | "success";
  className?: string;
}) {
  if (!text) return null;
  return (
    <p
      role={announce ? "alert" : undefined}
      data-outcome={tone}
      className={cn(
        // `form-outcome` keeps the cookie banner from covering it (app.css).
        "form-outcome rounded-lg border p-3 text-sm",
        tone === "error"
          ? "border-red-300 bg-red-50 text-red-900"
          : "border-emerald-300 bg-emerald-50 text-emerald-900",
        className,
      )}
    >
      {title ? <strong className="block">{title} </strong> : null}
      {text}
    </p>
  );
}
