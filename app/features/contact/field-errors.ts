import type { MessageKey } from "~/i18n/messages/types";

/** Error codes of the shared schemas (app/lib/schemas.ts) that the forms translate. */
const TRANSLATED_CODES = [
  "required",
  "invalid_email",
  "invalid_phone",
  "too_long",
  "invalid_chars",
  "must_accept",
  "invalid_value",
] as const;
type TranslatedCode = (typeof TRANSLATED_CODES)[number];

/** The message key of a field error code; codes without a text of their own get a generic one. */
export function fieldErrorKey(code: string): MessageKey {
  const known = (TRANSLATED_CODES as readonly string[]).includes(code)
    ? (code as TranslatedCode)
    : "invalid_value";
  return `contact.error.${known}`;
}

/** The first of `order` that has an error: the field to move the focus to. */
export function firstErrorField<F extends string>(
  order: readonly F[],
  errors: Partial<Record<string, string>>,
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}
