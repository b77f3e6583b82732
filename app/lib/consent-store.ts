/**
 * Cookie consent (docs/product.md §13.1), kept in two places that say the same: localStorage (the
 * original store) and a first-party cookie, which the server also reads so the banner stays hidden
 * for a visitor who chose without JavaScript (server/consent-cookie.ts). The inline head script of
 * root.tsx marks <html data-consent> from the same sources before the first paint.
 */
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY } from "~/lib/consent-names";
import { CONSENT_MAX_AGE_S } from "~/lib/retention";

export type ConsentValue = "all" | "necessary";

export const CONSENT_CHANGED_EVENT = "cookie-consent-changed";

function isConsent(value: unknown): value is ConsentValue {
  return value === "all" || value === "necessary";
}

function fromCookie(): ConsentValue | null {
  if (typeof document === "undefined") return null;
  const match = /(?:^|;\s*)cookieConsent=([^;]*)/.exec(document.cookie);
  return isConsent(match?.[1]) ? match[1] : null;
}

export function getStoredConsent(): ConsentValue | null {
  if (typeof window === "undefined") return null;
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (isConsent(value)) return value;
  } catch {
    // Storage can be unavailable (private mode): the cookie still holds the choice.
  }
  return fromCookie();
}

function writeCookie(value: ConsentValue | null) {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie =
    value === null
      ? `${CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`;
}

function mark(value: ConsentValue | null) {
  if (typeof document === "undefined") return;
  if (value === null) delete document.documentElement.dataset.consent;
  else document.documentElement.dataset.consent = value;
}

export function storeConsent(value: ConsentValue): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // Storage can be unavailable (private mode); the cookie keeps the choice.
  }
  writeCookie(value);
  mark(value);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: value }));
}

/**
 * Runs inline in <head> before the first paint (its CSP hash is computed at build): marks
 * <html data-consent> when a choice is stored, so the banner never flashes. Again when the page
 * comes back from the back/forward cache: a choice made on a later page (before its scripts came,
 * as server/defer-hydration.ts stores it, or by this store) must not leave the banner on this one.
 */
export const CONSENT_HEAD_SCRIPT =
  // Written compact: it is in every page's first round trip. Storage can throw (private mode): the
  // cookie of a choice posted without JavaScript decides then (`document.cookie` separates its
  // entries with "; ").
  '(function c(e){var v;if(e&&!e.persisted)return;e||addEventListener("pageshow",c);' +
  "try{v=localStorage.cookieConsent}catch(x){}" +
  "try{/^(all|necessary)$/.test(v)||(v=(/(^|; )cookieConsent=(all|necessary)(;|$)/.exec(document.cookie)||[])[2]);" +
  "v&&(document.documentElement.dataset.consent=v)}catch(x){}})();";
