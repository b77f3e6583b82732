/**
 * Contact tracking for phone and chat-app clicks (docs/product.md §13.2). The tracking client is
 * loaded on the first click only, so it costs nothing on page load. Failures are logged, never
 * shown (docs/product.md §13.2).
 */
export function trackContactClick(channel: "phone" | "whatsapp"): void {
  void Promise.all([import("~/lib/lead-client"), import("~/lib/events")])
    .then(([{ trackEvent }, { buildContactEvent }]) => trackEvent(buildContactEvent(channel)))
    .catch(() => console.warn("Failed to track contact:", channel));
}
