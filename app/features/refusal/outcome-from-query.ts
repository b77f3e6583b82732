import { RESEND_WAIT_SECONDS } from "~/lib/resend-wait";
import { isUnreadCause, type FormOutcome } from "~/lib/form-outcome";

/**
 * The outcome a query describes (`?reason=rate_limited&retryAfter=5`, `?fields=name,email`): what
 * the server says when it has no renderer, and links made before the page showed the input.
 */
export function outcomeFromQuery(params: URLSearchParams): FormOutcome | null {
  const reason = params.get("reason");
  if (reason === "rate_limited") {
    const seconds = Number(params.get("retryAfter"));
    return {
      reason,
      form: "contact",
      values: {},
      retryAfterSec: Number.isInteger(seconds) && seconds > 0 ? seconds : RESEND_WAIT_SECONDS,
    };
  }
  if (reason === "server" || isUnreadCause(reason)) return { reason, form: "contact", values: {} };
  const fields = (params.get("fields") ?? "").split(",").filter(Boolean);
  if (fields.length === 0) return null;
  return {
    reason: "invalid",
    form: "contact",
    values: {},
    errors: Object.fromEntries(fields.map((f) => [f, "invalid_value" as const])),
  };
}
