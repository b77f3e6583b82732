import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_HEAD_SCRIPT, getStoredConsent } from "~/lib/consent-store";
import { CONSENT_MAX_AGE_S } from "~/lib/retention";

const DAY_MS = 86_400_000;

/**
 * A page whose cookie and localStorage hold these choices (either may be missing; the stored one
 * made `ageDays` ago, or without its date), in a browser with cookies on or off.
 */
function stubPage(
  cookie: string | null,
  stored: string | null,
  ageDays: number | null,
  cookiesOn: boolean,
  storageOn = true,
) {
  const items: Record<string, string> = {};
  if (stored) items.cookieConsent = stored;
  if (ageDays !== null) items.cookieConsentAt = String(Date.now() - ageDays * DAY_MS);
  const usable = Object.assign(items, {
    getItem: (k: string) => items[k] ?? null,
  });
  // Storage that cannot be used (a sandboxed frame) throws on any access, as `window.localStorage`.
  const refused = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  const localStorage = storageOn
    ? usable
    : new Proxy({}, { get: refused, set: refused, has: refused });
  const documentElement = { dataset: {} as Record<string, string> };
  let jar = cookie ? `other=1; cookieConsent=${cookie}` : "other=1";
  const written: string[] = [];
  const document = {
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
      if (cookiesOn) jar += `; ${value.split(";")[0]}`;
    },
    documentElement,
  };
  const window = storageOn
    ? { localStorage }
    : Object.defineProperty({}, "localStorage", { get: refused });
  vi.stubGlobal("window", window);
  vi.stubGlobal("navigator", { cookieEnabled: cookiesOn });
  vi.stubGlobal("localStorage", localStorage);
  vi.stubGlobal("document", document);
  vi.stubGlobal("location", { protocol: "https:" });
  vi.stubGlobal("addEventListener", () => {});
  return { root: documentElement, written, items };
}

afterEach(() => vi.unstubAllGlobals());

const YEAR_DAYS = CONSENT_MAX_AGE_S / 86_400;

describe("the stored cookie choice", () => {
  it.each([
    // localStorage is the spec's store: its choice counts, and the cookie is made to match it.
    ["necessary", "all", 10, true, "all"],
    ["all", "necessary", 10, true, "necessary"],
    ["all", "all", 10, true, "all"],
    // Past the cookie's year the choice in localStorage is no choice: the banner asks.
    [null, "all", YEAR_DAYS + 1, true, undefined],
    ["all", "all", YEAR_DAYS + 1, true, undefined],
    // The cookie cleared, the choice in localStorage recent (or without its date): it counts.
    [null, "all", 30, true, "all"],
    [null, "necessary", null, true, "necessary"],
    // Cookies off: localStorage answers.
    [null, "all", null, false, "all"],
    // localStorage cleared: absent, whatever the cookie says (and the cookie goes too).
    ["necessary", null, null, true, undefined],
    [null, "maybe", null, true, undefined],
    [null, null, null, true, undefined],
    [null, null, null, false, undefined],
  ])(
    "cookie %s, localStorage %s made %s days ago, cookies on %s: %s",
    (cookie, stored, ageDays, cookiesOn, expected) => {
      const page = stubPage(cookie, stored, ageDays, cookiesOn);
      expect(getStoredConsent()).toBe(expected ?? null);
      // The head script marks the page by the same rule; the server marked it from the cookie.
      if (cookie) page.root.dataset.consent = cookie;
      new Function(CONSENT_HEAD_SCRIPT)();
      expect(page.root.dataset.consent).toBe(expected);
      if (expected && cookie !== expected) {
        // The cookie is written to match, for what is left of the choice's year.
        expect(page.written).toHaveLength(1);
        const maxAge = Number(/max-age=(\d+)/.exec(page.written[0]!)?.[1]);
        const left = CONSENT_MAX_AGE_S - (ageDays ?? 0) * 86_400;
        expect(Math.abs(maxAge - left)).toBeLessThanOrEqual(2);
        expect(page.written[0]).toMatch(new RegExp(`^cookieConsent=${expected};path=/;`));
        expect(page.written[0]).toContain(";secure");
        expect(page.items.cookieConsentAt).toBeDefined();
      } else if (!expected && cookie) {
        // No choice in localStorage: the cookie is removed, so the server agrees.
        expect(page.written).toHaveLength(1);
        expect(page.written[0]).toMatch(/^cookieConsent=;path=\/;max-age=0;/);
      } else expect(page.written).toEqual([]);
    },
  );

  it.each([
    ["necessary", "necessary"],
    [null, undefined],
  ])("storage that cannot be used: the cookie %s answers (%s)", (cookie, expected) => {
    const page = stubPage(cookie, null, null, true, false);
    expect(getStoredConsent()).toBe(expected ?? null);
    if (cookie) page.root.dataset.consent = cookie;
    new Function(CONSENT_HEAD_SCRIPT)();
    expect(page.root.dataset.consent).toBe(expected);
    expect(page.written).toEqual([]);
  });
});
