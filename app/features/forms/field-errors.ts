import type { I18n } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/messages/types";
import { LIMITS } from "~/lib/field-limits";

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

/**
 * The longest value each lead-form field takes (the shared schemas, app/lib/schemas.ts), so that
 * "too long" says by how much: a visitor who pasted a long text can shorten it to fit.
 */
export const FIELD_MAX_LENGTH: Readonly<Partial<Record<string, number>>> = {
  name: LIMITS.name,
  email: LIMITS.email,
  phone: LIMITS.phone,
  message: LIMITS.message,
  company: LIMITS.company,
  practiceName: LIMITS.practiceName,
  practiceUrl: LIMITS.url,
};

/** The text of a field's error in the page's language; "too long" names the field's limit. */
export function fieldErrorText(i18n: Pick<I18n, "t" | "option">, field: string, code: string) {
  const max = code === "too_long" ? FIELD_MAX_LENGTH[field] : undefined;
  if (max === undefined) return i18n.t(fieldErrorKey(code));
  return i18n.t("contact.error.too_long_max", { max: max.toLocaleString(i18n.option.locale) });
}
