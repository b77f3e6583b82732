/**
 * Cookie consent (docs/product.md §13.1), kept in two places that say the same: localStorage (the
 * original store) and a first-party cookie, which the server also reads so the banner stays hidden
 * for a visitor who chose without JavaScript (server/consent-cookie.ts). The inline head script of
 * root.tsx marks <html data-consent> from the same sources before the first paint.
 */
import {
  CONSENT_COOKIE,
  CONSENT_POST_PATH,
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_AT_KEY,
} from "~/lib/consent-names";
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

/**
 * The cookie first: every way of choosing writes it (this store, the boot lines, the banner's post
 * without JavaScript, which cannot reach localStorage), so it holds the latest choice when the two
 * differ. Without it, the choice in localStorage (the spec's store: docs/product.md §13.1), unless
 * it is older than the cookie's year: then it expired, and the banner asks again. A choice there
 * without its date (written by another script, or before the date was kept) counts; the head
 * script then writes its cookie again, so the server sees it too.
 */
export function getStoredConsent(): ConsentValue | null {
  if (typeof window === "undefined") return null;
  const cookie = fromCookie();
  if (cookie) return cookie;
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    const at = Number(window.localStorage.getItem(CONSENT_STORED_AT_KEY)) || Date.now();
    return isConsent(value) && Date.now() - at < CONSENT_MAX_AGE_S * 1000 ? value : null;
  } catch {
    // Storage can be unavailable (private mode).
    return null;
  }
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
    window.localStorage.setItem(CONSENT_STORED_AT_KEY, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode); the cookie keeps the choice.
  }
  writeCookie(value);
  mark(value);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: value }));
  // The same choice through the server, whose answer sets the cookie again: Safari keeps a cookie
  // written by script for 7 days only, one from a response for its whole year. Its redirect back
  // is not followed; a failure leaves the cookie written above.
  if (typeof fetch !== "function") return;
  void fetch(CONSENT_POST_PATH, {
    method: "POST",
    body: new URLSearchParams({ choice: value, back: "/" }),
    redirect: "manual",
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Runs inline in <head> before the first paint (its CSP hash is computed at build): marks
 * <html data-consent> when a choice is stored, so the banner never flashes. Again when the page
 * comes back from the back/forward cache: a choice made on a later page (before its scripts came,
 * as server/defer-hydration.ts stores it, or by this store) must not leave the banner on this one.
 */
export const CONSENT_HEAD_SCRIPT =
  // Written compact: it is in every page's first round trip. The same sources in the same order as
  // `getStoredConsent` (`document.cookie` separates its entries with "; "); a choice found only in
  // localStorage gets its cookie back for the rest of its year. Either store can throw in a
  // sandboxed frame.
  "(function c(e){var v,s,t,n=Date.now(),M=" +
  CONSENT_MAX_AGE_S +
  ';if(e&&!e.persisted)return;e||addEventListener("pageshow",c);' +
  "try{v=(/(^|; )cookieConsent=(all|necessary)(;|$)/.exec(document.cookie)||[])[2];" +
  "if(!v&&(s=localStorage,t=+s.cookieConsentAt||n,/^(all|necessary)$/.test(s.cookieConsent)&&n-t<M*1e3)){" +
  'v=s.cookieConsent;s.cookieConsentAt=t;document.cookie="cookieConsent="+v+";path=/;max-age="+Math.round(M-(n-t)/1e3)+";samesite=lax"+(location.protocol=="https:"?";secure":"")}}catch(x){}' +
  "v&&(document.documentElement.dataset.consent=v)})();";
