import { CheckCircle2 } from "lucide-react";
import { useState, type FormEvent, type FormHTMLAttributes, type ReactNode, type Ref } from "react";
import { DEMO_COMMON } from "~/content/demo-common";
import { useHydrated } from "~/lib/use-hydrated";
import type { DemoSchemaName, FieldErrors } from "./validate";

type Values<F extends string> = Record<F, string>;

interface DemoFormProps<F extends string> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  "children" | "onSubmit"
> {
  fields: readonly F[];
  /** The `<form>` element (e.g. to read choices made before hydration). */
  ref?: Ref<HTMLFormElement>;
  /** Each field's id is `${idPrefix}-${name}`. */
  idPrefix: string;
  /** Each field's label (the demo's texts, keyed by field name). */
  labels: Readonly<Record<F, string>>;
  schema: DemoSchemaName;
  /** The confirmation built from valid values. */
  confirm: (values: Values<F>) => { title: string; text: string };
  /** Checks beyond the field rules (e.g. opening hours); a field's own error comes first. */
  check?: (values: Values<F>) => FieldErrors<F>;
  /** Above the error summary. */
  heading?: ReactNode;
  /** "Please correct the highlighted fields." above the fields (a one-field form goes without). */
  summary?: boolean;
  /** The fields; `field(name)` gives a field component its id, name, label and error. */
  children: (
    field: (name: F) => { id: string; name: F; label: string; error?: string },
  ) => ReactNode;
}

/**
 * A demo site's form: validates with its schema on submit (loaded then, app/features/demo/
 * validate.ts), focuses the first bad field, and otherwise shows the confirmation in its place
 * (nothing is sent: these are demos). Without JavaScript the browser's own checks run.
 */
export function DemoForm<F extends string>({
  fields,
  idPrefix,
  labels,
  schema,
  confirm,
  check,
  heading,
  summary = true,
  children,
  ...form
}: DemoFormProps<F>) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [done, setDone] = useState<{ title: string; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    const data = new FormData(el);
    const values = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? "")]));
    const { DEMO_SCHEMAS, validateFields } = await import("./validate");
    const found = {
      ...check?.(values as Values<F>),
      ...validateFields<F>(DEMO_SCHEMAS[schema](), values as Values<F>, DEMO_COMMON.form),
    };
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) return (el.elements.namedItem(first) as HTMLElement | null)?.focus();
    setDone(confirm(values as Values<F>));
  }

  if (done) {
    return (
      <div
        role="status"
        tabIndex={-1}
        ref={(node) => node?.focus()}
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-slate-900 outline-none"
      >
        <p className="flex items-center gap-2 text-lg font-bold">
          <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-emerald-700" />
          {done.title}
        </p>
        <p className="mt-2">{done.text}</p>
        <p className="mt-2 text-sm text-slate-700">{DEMO_COMMON.form.demoNote}</p>
        <button
          type="button"
          onClick={() => setDone(null)}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-slate-400 bg-white px-4 font-semibold hover:bg-slate-100"
        >
          {DEMO_COMMON.form.again}
        </button>
      </div>
    );
  }
  return (
    <form {...form} noValidate={hydrated} onSubmit={onSubmit}>
      {heading}
      {summary && Object.keys(errors).length > 0 ? (
        <p role="alert" className="font-medium text-red-700 sm:col-span-2">
          {DEMO_COMMON.form.summary}
        </p>
      ) : null}
      {children((name) => ({
        id: `${idPrefix}-${name}`,
        name,
        label: labels[name],
        error: errors[name],
      }))}
    </form>
  );
}
