/**
 * A demo page's action: a demo form posted before (or without) JavaScript. It is judged by the
 * same rules as on the page, and the page renders again with the answer: the confirmation, or the
 * fields to fix with what was typed. Nothing is stored, logged or sent on (docs/product.md §6.4,
 * docs/decisions/142-demo-forms-post.md). Server only: React Router keeps actions out of the
 * browser's code.
 */
import { data } from "react-router";
import { DEMO_COMMON } from "~/content/demo-common";
import {
  FORM_ID_FIELD,
  INTENT_FIELD,
  valuesOf,
  type DemoFormResult,
  type DemoFormRules,
} from "./demo-form-rules";
import { isoToday } from "./form-rules";
import { DEMO_SCHEMAS, validateFields } from "./validate";

/** Longest value kept for the answer: the fields' own limits are far below it. */
const MAX_VALUE = 5_000;
const DAY_MS = 86_400_000;

/**
 * A post that is no form of this page (a body that is not a form, or names another form): the page
 * again, as if nothing had been posted, with status 400. No visitor's form sends this; the page is
 * still a better answer than an error page.
 */
const notThisPagesForm = () =>
  data<DemoFormResult>({ form: "", entries: [], errors: {} }, { status: 400 });

export async function demoFormAction(
  request: Request,
  forms: readonly DemoFormRules[],
  now: Date = new Date(),
): Promise<DemoFormResult | ReturnType<typeof notThisPagesForm>> {
  let body: FormData;
  try {
    body = await request.formData();
  } catch {
    return notThisPagesForm();
  }
  const rules = forms.find((f) => f.id === body.get(FORM_ID_FIELD));
  if (!rules) return notThisPagesForm();
  const entries: [string, string][] = [];
  for (const [name, value] of body) {
    if (typeof value === "string" && name !== FORM_ID_FIELD && name !== INTENT_FIELD)
      entries.push([name, value.slice(0, MAX_VALUE)]);
  }
  // "Update estimate" before the page's code runs: the choices come back, nothing is judged.
  if (body.get(INTENT_FIELD) === "update")
    return { form: rules.id, entries, errors: {}, update: true };
  const values = valuesOf(rules.fields, new URLSearchParams(entries));
  // The visitor's "today" can be the server's yesterday (a time zone west of the server's).
  const today = isoToday(new Date(now.getTime() - DAY_MS));
  const errors = {
    ...rules.check?.(values),
    ...validateFields(DEMO_SCHEMAS[rules.schema](today), values, DEMO_COMMON.form),
  } as Record<string, string>;
  return { form: rules.id, entries, errors };
}
