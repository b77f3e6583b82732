import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { DEMO_COMMON } from "~/content/demo-common";
import { useHydrated } from "~/lib/use-hydrated";
import { validateFields, type FieldErrors } from "./validate";

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
  schema: z.ZodType | (() => z.ZodType),
  confirm: (values: Record<F, string>) => DemoConfirmationText,
) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [done, setDone] = useState<DemoConfirmationText | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? "")]));
    const found = validateFields(
      typeof schema === "function" ? schema() : schema,
      values,
      DEMO_COMMON.form,
    );
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) return (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    setDone(confirm(values as Record<F, string>));
  }

  return {
    errors,
    done,
    reset: () => setDone(null),
    form: { noValidate: hydrated, onSubmit },
  };
}
