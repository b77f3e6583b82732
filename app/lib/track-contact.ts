import type { ContactChannel } from "./events";

/**
 * Contact tracking for phone and chat-app clicks (docs/product.md §13.2). The tracking code
 * (`contact-tracking.ts`) is loaded on the first click only, so it costs nothing on page load.
 * Failures are logged, never shown (docs/product.md §13.2).
 */
export function trackContactClick(channel: ContactChannel): void {
  void import("./contact-tracking")
    .then((m) => m.trackContact(channel))
    .catch(() => console.warn("Failed to track contact:", channel));
}
