/**
 * The demo forms' schemas, in the style of the lead forms' (app/lib/schemas.ts): built from the
 * shared field rules (app/lib/schema-fields.ts: text, email and the site's one phone rule) with
 * the same error codes, which the demo turns into its own texts. Nothing is sent: the demos
 * validate on the page only. Loaded on submit, so zod is not part of a demo page's first load.
 */
import { z } from "zod";
import type { DemoFormMessages } from "~/content/demo-common";
import { fillVars } from "~/lib/fill-vars";
import {
  LIMITS,
  emailSchema,
  optionalPhoneSchema,
  phoneSchema,
  requiredText,
  toFieldErrors,
  typeError,
} from "~/lib/schema-fields";
import { MIN_LENGTH, isoToday } from "./form-rules";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A date from `today` on. */
export const demoDate = (today: string) =>
  z
    .string({ error: typeError })
    .min(1, { error: "required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "out_of_range" })
    .refine((v) => v >= today, { error: "out_of_range" });

/** A chosen option (a select's empty first choice is blank). */
const choice = requiredText({ max: LIMITS.name });

function message(field: string, code: string, m: DemoFormMessages): string {
  const byCode: Record<string, string> = {
    required: m.required,
    too_short: fillVars(m.tooShort, { min: MIN_LENGTH[field as keyof typeof MIN_LENGTH] ?? 1 }),
    invalid_email: m.email,
    invalid_phone: m.phone,
    out_of_range: m.date,
  };
  return byCode[code] ?? m.invalid;
}

/** Checks the values with the schema; returns the demo's message for each invalid field. */
export function validateFields<K extends string>(
  schema: z.ZodType,
  values: Readonly<Record<K, string>>,
  messages: DemoFormMessages,
): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const { fields } = toFieldErrors(result.error);
  return Object.fromEntries(
    Object.entries(fields).map(([field, code]) => [field, message(field, code, messages)]),
  ) as FieldErrors<K>;
}

const name = requiredText({ max: LIMITS.name, min: MIN_LENGTH.name });

/**
 * The demo forms' schemas, by name; built per submit, as "today" moves on (the server passes the
 * earliest day a visitor anywhere may still call today).
 */
export const DEMO_SCHEMAS = {
  booking: (today: string = isoToday()) =>
    z.object({
      name,
      phone: phoneSchema,
      service: choice,
      level: choice,
      date: demoDate(today),
      time: choice,
    }),
  cleaningContact: (_today?: string) =>
    z.object({
      name,
      email: emailSchema,
      phone: optionalPhoneSchema,
      message: requiredText({ max: LIMITS.message, min: MIN_LENGTH.message, multiline: true }),
    }),
  estimate: (_today?: string) => z.object({ phone: phoneSchema }),
};
export type DemoSchemaName = keyof typeof DEMO_SCHEMAS;
