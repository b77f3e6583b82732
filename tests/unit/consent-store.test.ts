import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_HEAD_SCRIPT, getStoredConsent } from "~/lib/consent-store";

/**
 * A page whose cookie and localStorage hold these choices (either may be missing), in a browser
 * with cookies on or off.
 */
function stubPage(cookie: string | null, stored: string | null, cookiesOn: boolean) {
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
  vi.stubGlobal("navigator", { cookieEnabled: cookiesOn });
  vi.stubGlobal("localStorage", localStorage);
  vi.stubGlobal("document", document);
  vi.stubGlobal("addEventListener", () => {});
  return documentElement;
}

afterEach(() => vi.unstubAllGlobals());

describe("the stored cookie choice", () => {
  it.each([
    // A later choice posted without JavaScript changed only the cookie: it wins.
    ["necessary", "all", true, "necessary"],
    ["all", "necessary", true, "all"],
    // The cookie expired after its year (or was cleared): no choice, the banner asks again.
    [null, "all", true, undefined],
    // Cookies off: localStorage answers.
    [null, "all", false, "all"],
    ["necessary", null, true, "necessary"],
    [null, null, true, undefined],
    [null, null, false, undefined],
  ])("cookie %s, localStorage %s, cookies on %s: %s", (cookie, stored, cookiesOn, expected) => {
    const root = stubPage(cookie, stored, cookiesOn);
    expect(getStoredConsent()).toBe(expected ?? null);
    // The head script marks the page from the same sources in the same order.
    new Function(CONSENT_HEAD_SCRIPT)();
    expect(root.dataset.consent).toBe(expected);
  });
});
