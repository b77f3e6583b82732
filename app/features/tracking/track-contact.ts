/**
 * Contact tracking for phone and chat-app clicks (docs/product.md §13.2). The tracking client is
 * loaded on the first click only, so it costs nothing on page load. Failures are logged, never
 * shown (docs/product.md §13.2).
 */
export function trackContactClick(channel: "phone" | "whatsapp"): void {
  const failure =
    channel === "whatsapp" ? "Failed to track WhatsApp contact" : "Failed to track phone contact";
  void Promise.all([import("~/lib/lead-client"), import("~/lib/events")])
    .then(([{ trackEvent }, { buildContactEvent }]) => trackEvent(buildContactEvent(channel)))
    .catch(() => console.warn(failure));
}
