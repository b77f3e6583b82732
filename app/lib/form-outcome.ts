/**
 * Why a form posted without JavaScript was not accepted, with what the visitor typed, so the
 * refusal page can say what to fix and give the input back (docs/decisions/130-ssr-for-dynamic-requests.md).
 */
import type { FieldErrorCode } from "./schema-fields";

export const FORM_KINDS = ["contact", "quote"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Posted fields as strings; a repeated field (the quote's add-ons) as a list. */
export type FormValues = Record<string, string | string[]>;

export type FormOutcome =
  | {
      reason: "invalid";
      form: FormKind;
      values: FormValues;
      errors: Record<string, FieldErrorCode>;
    }
  | { reason: "rate_limited"; form: FormKind; values: FormValues; retryAfterSec: number }
  | { reason: "server"; form: FormKind; values: FormValues };
