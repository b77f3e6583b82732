import type { MessageKey } from "~/i18n/messages/types";

/** Error codes of the shared schemas (app/lib/schemas.ts) that the lead forms translate. */
const TRANSLATED_CODES = [
  "required",
  "invalid_email",
  "invalid_phone",
  "invalid_url",
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
