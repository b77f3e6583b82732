import { buildContactEvent, type ContactChannel } from "./events";
import { trackEvent } from "./lead-client";

/**
 * The Contact event of a phone or chat-app click, loaded on the first such click
 * (`track-contact.ts`). A failure is logged only, in the words of docs/product.md §13.2.
 */
export function trackContact(channel: ContactChannel): Promise<boolean> {
  return trackEvent(buildContactEvent(channel), {
    failureLog: `Failed to track ${channel === "whatsapp" ? "WhatsApp" : "phone"} contact`,
  });
}
