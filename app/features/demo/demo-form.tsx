import { CheckCircle2 } from "lucide-react";
import {
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from "react";
import { flushSync } from "react-dom";
import { useActionData, useLocation } from "react-router";
import { DEMO_COMMON } from "~/content/demo-common";
import { useHydrated } from "~/lib/use-hydrated";
import { isPlainLeftClick } from "~/lib/plain-click";
import {
  FORM_ID_FIELD,
  valuesOf,
  type DemoFormResult,
  type DemoFormRules,
} from "./demo-form-rules";
import type { FieldErrors } from "./validate";

type Values<F extends string> = Record<F, string>;

const AGAIN = "again";

/** This form's answer when the page is the outcome of its post without JavaScript. */
function usePostedResult(id: string): DemoFormResult | undefined {
  const result = useActionData() as DemoFormResult | undefined;
  return result?.form === id ? result : undefined;
}

const valuesPosted = (posted: DemoFormResult | undefined) =>
  posted ? new URLSearchParams(posted.entries) : null;

/** What was posted in this form without JavaScript (null on any other render). */
export function usePostedValues(id: string): URLSearchParams | null {
  return valuesPosted(usePostedResult(id));
}

interface DemoFormProps<F extends string> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  "children" | "onSubmit" | "method" | "action"
> {
  /** Id, fields, schema and checks, shared with the page's action. */
  rules: DemoFormRules<F>;
  /** Where the form is on its page (`#booking`): a post without JavaScript returns there. */
  anchor: string;
  /** The `<form>` element (e.g. to read choices made before hydration). */
  ref?: Ref<HTMLFormElement>;
  /** Each field's label (the demo's texts, keyed by field name). */
  labels: Readonly<Record<F, string>>;
  /** The confirmation built from valid values. */
  confirm: (values: Values<F>) => { title: string; text: string };
  /** Above the error summary. */
  heading?: ReactNode;
  /** "Please correct the highlighted fields." above the fields (a one-field form goes without). */
  summary?: boolean;
  /** The fields; `field(name)` gives a field component its id, name, label and error. */
  children: (
    field: (name: F) => {
      id: string;
      name: F;
      label: string;
      error?: string;
      defaultValue?: string;
    },
  ) => ReactNode;
}

/**
 * The form's values as the visitor sees them. A select whose chosen option was disabled since
 * (the booking's time, once a longer service no longer fits before closing) is left out of
 * `FormData`; it keeps its value here, so the form's own check names the reason instead of
 * asking to fill in a field that shows a value.
 */
function shownValues(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  for (const select of form.querySelectorAll("select")) {
    if (select.name && select.value && !data.has(select.name)) data.set(select.name, select.value);
  }
  return data;
}

/**
 * A demo site's form: validates with its schema on submit (loaded then, app/features/demo/
 * validate.ts), focuses the first bad field, and otherwise shows the confirmation in its place
 * (nothing is sent: these are demos). Before and without JavaScript it is a POST to its own page,
 * whose action judges it by the same rules and renders the page again with the confirmation or
 * the errors and what was typed (never a GET: a name and a phone number do not belong in an
 * address, docs/decisions/142-demo-forms-post.md).
 */
export function DemoForm<F extends string>({
  rules,
  anchor,
  labels,
  confirm,
  heading,
  summary = true,
  children,
  ...form
}: DemoFormProps<F>) {
  const { id, fields, schema, check } = rules;
  const hydrated = useHydrated();
  const posted = usePostedResult(id);
  const postedValues = valuesPosted(posted);
  const [errors, setErrors] = useState<FieldErrors<F>>(
    () => (posted?.errors ?? {}) as FieldErrors<F>,
  );
  const [done, setDone] = useState<{ title: string; text: string } | null>(() =>
    postedValues && !posted!.update && Object.keys(posted!.errors).length === 0
      ? confirm(valuesOf(fields, postedValues))
      : null,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    const values = valuesOf(fields, shownValues(el));
    const checks = await import("./validate").catch(() => null);
    // Its code did not come (a dropped connection, a new deploy): the form posts as HTML, and the
    // page's action answers (docs/decisions/142-demo-forms-post.md).
    if (!checks) return el.submit();
    const { DEMO_SCHEMAS, validateFields } = checks;
    const found = {
      ...check?.(values),
      ...validateFields<F>(DEMO_SCHEMAS[schema](), values, DEMO_COMMON.form),
    };
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) return (el.elements.namedItem(first) as HTMLElement | null)?.focus();
    setDone(confirm(values));
  }

  const location = useLocation();
  /**
   * "Fill in again": a link to the empty form, or with JavaScript the form in place. Its address
   * must differ from the posted page's by more than the fragment, or the browser would only
   * scroll: an `again` flag, toggled, does that.
   */
  const search = new URLSearchParams(location.search);
  if (search.has(AGAIN)) search.delete(AGAIN);
  else search.set(AGAIN, "");
  const againHref = `${location.pathname}?${search.toString().replace(/=(&|$)/g, "$1")}${anchor}`;

  function again(event: MouseEvent<HTMLAnchorElement>) {
    if (!hydrated || !isPlainLeftClick(event)) return;
    event.preventDefault();
    // The link goes with the confirmation: the focus goes to the empty form's first field.
    flushSync(() => setDone(null));
    document
      .querySelector<HTMLInputElement>(`input[name="${FORM_ID_FIELD}"][value="${id}"]`)
      ?.form?.querySelector<HTMLElement>("input:not([type=hidden]),select,textarea")
      ?.focus();
  }

  if (done) {
    return (
      <div
        role="status"
        tabIndex={-1}
        ref={(node) => node?.focus()}
        // `form-outcome`: the cookie banner steps aside (app/app.css).
        className="form-outcome rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-slate-900 outline-none"
      >
        <p className="flex items-center gap-2 text-lg font-bold">
          <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-emerald-700" />
          {done.title}
        </p>
        <p className="mt-2">{done.text}</p>
        <p className="mt-2 text-sm text-slate-700">{DEMO_COMMON.form.demoNote}</p>
        <a
          href={againHref}
          onClick={again}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-slate-400 bg-white px-4 font-semibold hover:bg-slate-100"
        >
          {DEMO_COMMON.form.again}
        </a>
      </div>
    );
  }
  return (
    <form {...form} method="post" action={anchor} noValidate={hydrated} onSubmit={onSubmit}>
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
      {heading}
      {summary && Object.keys(errors).length > 0 ? (
        <p role="alert" className="font-medium text-red-700 sm:col-span-2">
          {DEMO_COMMON.form.summary}
        </p>
      ) : null}
      {children((name) => ({
        id: `${id}-${name}`,
        name,
        label: labels[name],
        error: errors[name],
        // What was posted without JavaScript stays in its field.
        ...(postedValues?.has(name) ? { defaultValue: postedValues.get(name)! } : {}),
      }))}
    </form>
  );
}
