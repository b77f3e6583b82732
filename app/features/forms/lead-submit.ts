/**
 * The part of a lead form that needs zod and the API client: loaded on the first input or submit,
 * never with the page.
 */
import { buildInitiateCheckoutEvent, buildLeadEvent } from "~/lib/events";
import { sendContact, sendQuote, trackEvent, type SendResult } from "~/lib/lead-client";
import { computePrice, type PriceConfig } from "~/lib/pricing";
import { captureUtm } from "~/lib/utm";
import type { FormKind } from "~/lib/form-outcome";
import { contactSchema, quoteSchema, toFieldErrors, type FieldErrors } from "~/lib/schemas";

/** The two lead forms; the same kinds as a refused post names (form-outcome.ts). */
export type LeadKind = FormKind;

const SCHEMAS = { contact: contactSchema, quote: quoteSchema } as const;

/** The body as sent: a quote carries the visit's campaign tags (utm_*) when there are any. */
export function withUtm(kind: LeadKind, input: Record<string, unknown>): Record<string, unknown> {
  const utm = kind === "quote" ? captureUtm() : {};
  return Object.keys(utm).length > 0 ? { ...input, utm } : input;
}

export function validateLead(kind: LeadKind, input: Record<string, unknown>): FieldErrors {
  const result = SCHEMAS[kind].safeParse(input);
  return result.success ? {} : toFieldErrors(result.error).fields;
}

type Body = Parameters<typeof sendContact>[0] & Parameters<typeof sendQuote>[0];

export function sendLead(kind: LeadKind, input: Record<string, unknown>): Promise<SendResult> {
  // The server validates again; the body is the schema's input shape.
  return (kind === "contact" ? sendContact : sendQuote)(input as Body);
}

/** The conversion event of a sent lead (only sent with the visitor's consent, see trackEvent). */
export function trackSent(kind: LeadKind, input: Record<string, unknown>): void {
  const person = input as { name: string; email: string; phone?: string };
  if (kind === "contact") return void trackEvent(buildLeadEvent(person));
  const price = computePrice(input as unknown as PriceConfig);
  const valueInclVat = price.oneTimeTotalInclVat;
  void trackEvent(buildInitiateCheckoutEvent({ platform: price.platform, valueInclVat, person }));
}
