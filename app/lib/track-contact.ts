import type { ContactChannel } from "./events";

/**
 * Contact tracking for phone and chat-app clicks (docs/product.md §13.2), by one click listener on
 * the window rather than a handler per link: a link in a part of the page whose code has not come
 * yet (an island, docs/decisions/180-deferred-islands.md) is tracked too, and so is a tap before any
 * script had run, which the boot script keeps in `window.__contacts`
 * (docs/decisions/337-contact-clicks-tracked-by-one-listener.md). The tracking code
 * (`contact-tracking.ts`) is loaded on the first such click only. Failures are logged, never shown.
 */
export function trackContactClick(channel: ContactChannel): void {
  void import("./contact-tracking")
    .then((m) => m.trackContact(channel))
    .catch(() => console.warn("Failed to track contact:", channel));
}

/** Marks a link whose click is a contact of this channel: spread it on the `<a>`. */
export function contactLink(channel: ContactChannel): { "data-contact": ContactChannel } {
  return { "data-contact": channel };
}

declare global {
  interface Window {
    /**
     * Set by the boot script (server/defer-hydration.ts): the channels of contact links tapped
     * before the app's code ran (it stops at `__islandsLive`, set in the same module graph).
     */
    __contacts?: string[];
  }
}

function isChannel(value: string | null | undefined): value is ContactChannel {
  return value === "phone" || value === "whatsapp";
}

if (typeof window !== "undefined") {
  const early = window.__contacts ?? [];
  delete window.__contacts;
  for (const channel of early) if (isChannel(channel)) trackContactClick(channel);
  // Capture phase: read before a handler of the link changes it (the phone button drops its mark
  // once its number is shown).
  window.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[data-contact]");
      const channel = link?.getAttribute("data-contact");
      if (isChannel(channel)) trackContactClick(channel);
    },
    true,
  );
}
