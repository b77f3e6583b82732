/**
 * Pure builders for the conversion events of docs/product.md §13.2 (Lead, ViewContent,
 * InitiateCheckout, Contact). The browser sends them to POST /api/events; the server hashes the
 * user data.
 */
import { CURRENCY, type Platform, type PriceBreakdown } from "./pricing";
import type { TrackedEventName } from "./schemas";
import { splitName } from "./split-name";

export type UserData = { em?: string[]; ph?: string[]; fn?: string[]; ln?: string[] };
export type CustomData = {
  currency?: string;
  value?: number;
  content_name?: string;
  content_category?: string;
  contents?: { id: string; quantity: number; item_price?: number }[];
  channel?: ContactChannel;
};
export type TrackingEventPayload = {
  event_name: TrackedEventName;
  event_id: string;
  event_source_url?: string;
  user_data?: UserData;
  custom_data?: CustomData;
};

export type ContactChannel = "phone" | "whatsapp";

/** The time plus a random part, when the caller has no id of its own (docs/product.md §13.2). */
export function generateEventId(
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  const suffix = Array.from({ length: 9 }, () => Math.floor(random() * 36).toString(36)).join("");
  return `${now}-${suffix}`;
}

function userData(person: { name?: string; email?: string; phone?: string }): UserData | undefined {
  const { givenName: fn, familyName: ln } = splitName(person.name ?? "");
  const data: UserData = {};
  if (person.email?.trim()) data.em = [person.email.trim()];
  if (person.phone?.trim()) data.ph = [person.phone.trim()];
  if (fn) data.fn = [fn];
  if (ln) data.ln = [ln];
  return Object.keys(data).length > 0 ? data : undefined;
}

type Ids = { eventId?: string; now?: number };

/** After a successful contact send. */
export function buildLeadEvent(
  person: { name: string; email: string; phone?: string },
  ids: Ids = {},
): TrackingEventPayload {
  return {
    event_name: "Lead",
    event_id: ids.eventId ?? generateEventId(ids.now),
    user_data: userData(person),
    custom_data: { content_category: "contact_form", currency: CURRENCY },
  };
}

/** On a price computation (debounce it in the UI: one event per settled slider position). */
export function buildViewContentEvent(
  price: Pick<PriceBreakdown, "oneTimeTotal" | "platform">,
  ids: Ids = {},
): TrackingEventPayload {
  return {
    event_name: "ViewContent",
    event_id: ids.eventId ?? generateEventId(ids.now),
    custom_data: {
      currency: CURRENCY,
      value: price.oneTimeTotal,
      content_name: "price_calculator",
      content_category: price.platform,
    },
  };
}

/** After a successful quote request; value is the VAT-inclusive one-time total. */
export function buildInitiateCheckoutEvent(
  quote: {
    platform: Platform;
    valueInclVat: number;
    person?: { name?: string; email?: string; phone?: string };
  },
  ids: Ids = {},
): TrackingEventPayload {
  const user = quote.person ? userData(quote.person) : undefined;
  return {
    event_name: "InitiateCheckout",
    event_id: ids.eventId ?? generateEventId(ids.now),
    ...(user ? { user_data: user } : {}),
    custom_data: {
      currency: CURRENCY,
      value: quote.valueInclVat,
      content_name: `Website Development - ${platformLabel(quote.platform)}`,
    },
  };
}

/** For a phone or chat-app click. */
export function buildContactEvent(channel: ContactChannel, ids: Ids = {}): TrackingEventPayload {
  return {
    event_name: "Contact",
    event_id: ids.eventId ?? generateEventId(ids.now),
    custom_data: {
      content_category: "contact",
      content_name: channel === "phone" ? "Phone" : "WhatsApp",
      channel,
    },
  };
}

export function platformLabel(platform: Platform): string {
  return platform === "elementor" ? "Elementor" : "Lovable";
}
