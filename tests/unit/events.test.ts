import { describe, expect, it } from "vitest";
import {
  buildContactEvent,
  buildInitiateCheckoutEvent,
  buildLeadEvent,
  buildViewContentEvent,
  generateEventId,
} from "../../app/lib/events";
import { computePrice } from "../../app/lib/pricing";

describe("event building", () => {
  it("event ids are a timestamp plus a random string", () => {
    expect(generateEventId(1700000000000, () => 0.5)).toBe("1700000000000-iiiiiiiii");
    expect(generateEventId()).toMatch(/^\d{13}-[a-z0-9]{9}$/);
  });

  it("Lead: email, phone, first and last name, category contact_form", () => {
    expect(
      buildLeadEvent({ name: "Jan Jansen", email: "jan@example.nl", phone: "" }, { eventId: "e1" }),
    ).toEqual({
      event_name: "Lead",
      event_id: "e1",
      user_data: { em: ["jan@example.nl"], fn: ["Jan"], ln: ["Jansen"] },
      custom_data: { content_category: "contact_form", currency: "EUR" },
    });
  });

  it("ViewContent: EUR, value, content_name price_calculator", () => {
    const price = computePrice({ platform: "elementor", pages: 12, addons: ["seo"] });
    const event = buildViewContentEvent(price, { eventId: "e2" });
    expect(event.custom_data).toEqual({
      currency: "EUR",
      value: price.oneTimeTotal,
      content_name: "price_calculator",
      content_category: "elementor",
    });
  });

  it("InitiateCheckout: VAT-inclusive value and 'Website Development - {platform}'", () => {
    const event = buildInitiateCheckoutEvent(
      { platform: "lovable", valueInclVat: 242, person: { name: "Olena", email: "o@example.ua" } },
      { eventId: "e3" },
    );
    expect(event).toEqual({
      event_name: "InitiateCheckout",
      event_id: "e3",
      user_data: { em: ["o@example.ua"], fn: ["Olena"] },
      custom_data: { currency: "EUR", value: 242, content_name: "Website Development - Lovable" },
    });
  });

  it("Contact: category contact, with the channel", () => {
    expect(buildContactEvent("whatsapp", { eventId: "e4" }).custom_data).toEqual({
      content_category: "contact",
      content_name: "WhatsApp",
      channel: "whatsapp",
    });
    expect(buildContactEvent("phone", { eventId: "e5" }).custom_data?.channel).toBe("phone");
  });
});
