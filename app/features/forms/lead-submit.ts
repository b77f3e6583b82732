/**
 * The part of a lead form that needs zod and the API client: loaded on the first input or submit,
 * never with the page.
 */
import { createSubmissionId, sendContact, sendQuote, type SendResult } from "~/lib/lead-client";
import { contactSchema, quoteSchema, toFieldErrors, type FieldErrors } from "~/lib/schemas";

export type LeadKind = "contact" | "quote";

const SCHEMAS = { contact: contactSchema, quote: quoteSchema } as const;

export function validateLead(kind: LeadKind, input: Record<string, unknown>): FieldErrors {
  const result = SCHEMAS[kind].safeParse(input);
  return result.success ? {} : toFieldErrors(result.error).fields;
}

type Body = Parameters<typeof sendContact>[0] & Parameters<typeof sendQuote>[0];

export function sendLead(kind: LeadKind, input: Record<string, unknown>): Promise<SendResult> {
  // The server validates again; the body is the schema's input shape.
  return (kind === "contact" ? sendContact : sendQuote)(input as Body);
}

export { createSubmissionId };
