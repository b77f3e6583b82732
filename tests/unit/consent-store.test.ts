import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_HEAD_SCRIPT, getStoredConsent } from "~/lib/consent-store";

/** A page whose cookie and localStorage hold these choices (either may be missing). */
function stubPage(cookie: string | null, stored: string | null) {
  const items = new Map<string, string>(stored ? [["cookieConsent", stored]] : []);
  const localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    get cookieConsent() {
      return items.get("cookieConsent");
    },
  };
  const documentElement = { dataset: {} as Record<string, string> };
  const document = {
    cookie: cookie ? `other=1; cookieConsent=${cookie}` : "other=1",
    documentElement,
  };
  vi.stubGlobal("window", { localStorage });
  vi.stubGlobal("localStorage", localStorage);
  vi.stubGlobal("document", document);
  vi.stubGlobal("addEventListener", () => {});
  return documentElement;
}

afterEach(() => vi.unstubAllGlobals());

describe("the stored cookie choice", () => {
  it.each([
    // A later choice posted without JavaScript changed only the cookie: it wins.
    ["necessary", "all", "necessary"],
    ["all", "necessary", "all"],
    // Cookies off: localStorage answers.
    [null, "all", "all"],
    ["necessary", null, "necessary"],
    [null, null, undefined],
  ])("cookie %s, localStorage %s: %s", (cookie, stored, expected) => {
    const root = stubPage(cookie, stored);
    expect(getStoredConsent()).toBe(expected ?? null);
    // The head script marks the page from the same sources in the same order.
    new Function(CONSENT_HEAD_SCRIPT)();
    expect(root.dataset.consent).toBe(expected);
  });
});
