/**
 * The demo forms' checks, in the same schema style as the lead forms: zod schemas built from the
 * shared field rules (app/lib/schema-fields.ts, one phone rule), error codes turned into the
 * demo's texts. The demo forms validate on the page only: nothing is sent. Loaded on submit, so
 * zod is not part of a demo page's first load.
 */
import { z } from "zod";
import type { DemoFormMessages } from "~/content/demo-common";
import { emailSchema, optionalPhoneSchema, phoneSchema } from "~/lib/schema-fields";
import { MESSAGE_MIN_LENGTH, isoToday } from "./use-demo-form";
import { fillVars } from "~/lib/fill-vars";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Required text, at least `min` characters once trimmed. */
export const demoText = (min = 1) =>
  z
    .string()
    .trim()
    .min(1, { error: "required" })
    .min(min, { error: `too_short:${min}` });

/** A date from `today` on. */
export const demoDate = (today: string) =>
  z
    .string()
    .min(1, { error: "required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date" })
    .refine((v) => v >= today, { error: "date" });

export const demoEmail = emailSchema;
export const demoPhone = phoneSchema;
export const demoOptionalPhone = optionalPhoneSchema;

function message(code: string, m: DemoFormMessages): string {
  if (code.startsWith("too_short:")) return fillVars(m.tooShort, { min: code.split(":")[1] ?? "" });
  const byCode: Record<string, string> = {
    invalid_email: m.email,
    invalid_phone: m.phone,
    date: m.date,
  };
  return byCode[code] ?? m.required;
}

/** Checks the values with the schema; returns the demo's message for each invalid field. */
export function validateFields<K extends string>(
  schema: z.ZodType,
  values: Readonly<Record<K, string>>,
  messages: DemoFormMessages,
): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    issues[key] ??= message(issue.message, messages);
  }
  return issues as FieldErrors<K>;
}

/** The demo forms' schemas, by name; built per submit, as "today" moves on. */
export const DEMO_SCHEMAS = {
  booking: () =>
    z.object({
      name: demoText(2),
      phone: demoPhone,
      service: demoText(),
      level: demoText(),
      date: demoDate(isoToday()),
      time: demoText(),
    }),
  cleaningContact: () =>
    z.object({
      name: demoText(2),
      email: demoEmail,
      phone: demoOptionalPhone,
      message: demoText(MESSAGE_MIN_LENGTH),
    }),
  estimate: () => z.object({ phone: demoPhone }),
};
export type DemoSchemaName = keyof typeof DEMO_SCHEMAS;
