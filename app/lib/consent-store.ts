/**
 * Cookie consent (docs/product.md §13.1), kept in two places that say the same: localStorage (the
 * spec's store, which decides whenever JavaScript runs) and a first-party cookie, which the server
 * reads so the banner stays hidden for a visitor who chose without JavaScript
 * (server/consent-cookie.ts). The inline head script of root.tsx applies the same rule before the
 * first paint and brings the cookie in line with localStorage.
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
 * localStorage first: it is the spec's store (docs/product.md §13.1), so a choice is absent, and
 * the banner asks, when its entry there is missing or older than the cookie's year, whatever the
 * cookie says (the head script then removes the cookie too, so the server agrees). Only where
 * storage cannot be used (a sandboxed frame, storage switched off) does the cookie answer alone.
 * docs/decisions/362-localstorage-decides-with-javascript.md
 */
export function getStoredConsent(): ConsentValue | null {
  if (typeof window === "undefined") return null;
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    const at = Number(window.localStorage.getItem(CONSENT_STORED_AT_KEY)) || Date.now();
    return isConsent(value) && Date.now() - at < CONSENT_MAX_AGE_S * 1000 ? value : null;
  } catch {
    // Storage can be unavailable (private mode, a sandboxed frame): the cookie keeps the choice.
    return fromCookie();
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
 * <html data-consent> when a choice is stored, so the banner never flashes, and unmarks a page the
 * server marked from a cookie whose localStorage entry is gone. Again when the page comes back from
 * the back/forward cache: a choice made on a later page (before its scripts came, as
 * server/defer-hydration.ts stores it, or by this store) must not leave the banner on this one.
 */
export const CONSENT_HEAD_SCRIPT =
  // Written compact: it is in every page's first round trip. The same rule as `getStoredConsent`
  // (`document.cookie` separates its entries with "; "): a recent choice in localStorage counts,
  // and the cookie is written to match it for the rest of its year when it differs; no choice
  // there removes the cookie. When storage throws (a sandboxed frame) the cookie, read first,
  // stays the answer.
  "(function c(e){var v,s,k,t,n=Date.now(),M=" +
  CONSENT_MAX_AGE_S +
  ',d=document,h=d.documentElement,w=function(x,a){d.cookie="cookieConsent="+x+";path=/;max-age="+a+";samesite=lax"+(location.protocol=="https:"?";secure":"")};' +
  'if(e&&!e.persisted)return;e||addEventListener("pageshow",c);' +
  "try{v=(/(^|; )cookieConsent=(all|necessary)(;|$)/.exec(d.cookie)||[])[2];" +
  "s=localStorage;k=s.cookieConsent;t=+s.cookieConsentAt||n;" +
  "if(/^(all|necessary)$/.test(k)&&n-t<M*1e3){v!=k&&w(k,Math.round(M-(n-t)/1e3));v=k;s.cookieConsentAt=t}" +
  'else{v&&w("",0);v=0}}catch(x){}' +
  "v?h.dataset.consent=v:delete h.dataset.consent})();";
