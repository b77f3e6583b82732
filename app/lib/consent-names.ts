/**
 * Where a cookie choice is kept (docs/product.md §13.1): the cookie the server reads and the
 * localStorage key. Names only, no DOM, so the server's boot lines can store a choice the same way
 * (server/defer-hydration.ts) without importing the browser's store (app/lib/consent-store.ts).
 */
export const CONSENT_STORAGE_KEY = "cookieConsent";
/**
 * When the choice in localStorage was made (ms since the epoch): a choice kept only there counts
 * for as long as its cookie would have (app/lib/consent-store.ts).
 */
export const CONSENT_STORED_AT_KEY = "cookieConsentAt";
export const CONSENT_COOKIE = "cookieConsent";
/**
 * Where a choice is posted: the banner's form without JavaScript, and the store with it, so the
 * cookie is also set by the server's answer (server/consent-cookie.ts).
 */
export const CONSENT_POST_PATH = "/api/consent";
