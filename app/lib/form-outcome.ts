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
  | { reason: "server"; form: FormKind; values: FormValues }
  /**
   * Refused before it was read, for a cause sending again as it is cannot mend: too large for a
   * form, posted from another web address, or in an encoding the server does not read.
   */
  | { reason: UnreadCause; form: FormKind; values: FormValues };

export const UNREAD_CAUSES = ["too_large", "other_site", "unreadable"] as const;
export type UnreadCause = (typeof UNREAD_CAUSES)[number];
export const isUnreadCause = (value: unknown): value is UnreadCause =>
  (UNREAD_CAUSES as readonly unknown[]).includes(value);
