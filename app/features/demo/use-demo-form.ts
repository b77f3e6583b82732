import { useState, type FormEvent } from "react";
import { DEMO_COMMON } from "~/content/demo-common";
import { focusFirstInvalid } from "./demo-confirmation";
import { formValues, validateFields, type FieldErrors, type FieldRule } from "./validate";

export interface DemoConfirmationText {
  title: string;
  text: string;
}

/**
 * A demo site's form: validates on submit, focuses the first bad field, and otherwise shows the
 * confirmation built from the values (nothing is sent: these are demos).
 */
export function useDemoForm<F extends string>(
  fields: readonly F[],
  rules: Record<F, FieldRule>,
  confirm: (values: Record<F, string>) => DemoConfirmationText,
  /** Checks beyond the field rules (e.g. opening hours); a field's own error comes first. */
  check?: (values: Record<F, string>) => FieldErrors<F>,
) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [done, setDone] = useState<DemoConfirmationText | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form, fields);
    const found = { ...check?.(values), ...validateFields(values, rules, DEMO_COMMON.form) };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(
        form,
        fields.filter((f) => found[f]),
      );
      return;
    }
    setDone(confirm(values));
  }

  return { errors, done, onSubmit, reset: () => setDone(null) };
}
