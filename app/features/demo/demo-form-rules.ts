/**
 * What a demo form is, apart from its markup: its id (also the prefix of its fields' ids), its
 * fields, its schema and any check beyond the field rules. The form component and the page's
 * action (a post without JavaScript, app/features/demo/demo-form-action.ts) share it, so both
 * judge a submission alike (docs/product.md §6.4).
 */
import type { DemoSchemaName, FieldErrors } from "./validate";

export interface DemoFormRules<F extends string = string> {
  /** Names the form in a post (hidden field `form`) and prefixes its fields' ids. */
  id: string;
  fields: readonly F[];
  schema: DemoSchemaName;
  /** Checks beyond the field rules (e.g. opening hours); a field's own error comes first. */
  check?: (values: Readonly<Record<F, string>>) => FieldErrors<F>;
}

/** The page's answer to a demo form posted without JavaScript (nothing is stored or sent on). */
export interface DemoFormResult {
  form: string;
  /** What was posted, in order; a name can repeat (checkboxes). */
  entries: [string, string][];
  /** The demo's message per field; empty when the form was valid. */
  errors: Record<string, string>;
  /** Posted to show the page again with these choices (e.g. the estimate's price), not to send. */
  update?: true;
}

/** The hidden field that names the form in a post. */
export const FORM_ID_FIELD = "form";

/** A submit button named so (`value="update"`) asks for the page again, nothing checked. */
export const INTENT_FIELD = "intent";

/** The values of a form's own fields (a missing one is empty). */
export function valuesOf<F extends string>(
  fields: readonly F[],
  data: { get(name: string): FormDataEntryValue | string | null },
): Record<F, string> {
  return Object.fromEntries(
    fields.map((f) => {
      const v = data.get(f);
      return [f, typeof v === "string" ? v : ""];
    }),
  ) as Record<F, string>;
}
