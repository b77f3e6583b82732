/**
 * Client-side check of the contact form with the shared schema. Loaded on demand (it pulls in
 * zod), so it costs nothing on page load.
 */
import { contactSchema, toFieldErrors, type FieldErrors } from "~/lib/schemas";

export function validateContact(values: Record<string, string>): FieldErrors {
  const result = contactSchema.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error).fields;
}
