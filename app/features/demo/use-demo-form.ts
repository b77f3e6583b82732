import { useState, type FormEvent } from "react";
import { DEMO_COMMON } from "~/content/demo-common";
import { useHydrated } from "~/lib/use-hydrated";
import type { DemoSchemaName, FieldErrors } from "./validate";

/** Today as YYYY-MM-DD in the visitor's time zone (what `<input type="date">` yields). */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Why 10: shorter than a sentence is rarely a question anyone can answer. */
export const MESSAGE_MIN_LENGTH = 10;

/** The demo's field errors for these values (loads the schemas on first use). */
export async function checkDemo<F extends string>(
  schema: DemoSchemaName,
  values: Record<F, string>,
): Promise<FieldErrors<F>> {
  const { DEMO_SCHEMAS, validateFields } = await import("./validate");
  return validateFields(DEMO_SCHEMAS[schema](), values, DEMO_COMMON.form);
}

export interface DemoConfirmationText {
  title: string;
  text: string;
}

/**
 * A demo site's form: validates with its schema on submit, focuses the first bad field, and
 * otherwise shows the confirmation built from the values (nothing is sent: these are demos).
 * Without JavaScript the browser's own checks run (`required`, `type`).
 */
export function useDemoForm<F extends string>(
  fields: readonly F[],
  schema: DemoSchemaName,
  confirm: (values: Record<F, string>) => DemoConfirmationText,
  /** Checks beyond the field rules (e.g. opening hours); a field's own error comes first. */
  check?: (values: Record<F, string>) => FieldErrors<F>,
) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [done, setDone] = useState<DemoConfirmationText | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? "")])) as Record<
      F,
      string
    >;
    const found = { ...check?.(values), ...(await checkDemo(schema, values)) };
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) return (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    setDone(confirm(values));
  }

  return {
    errors,
    done,
    reset: () => setDone(null),
    form: { noValidate: hydrated, onSubmit },
  };
}
