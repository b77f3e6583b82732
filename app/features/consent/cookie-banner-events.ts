/** Lets the footer reopen the cookie banner so the visitor can change the choice (issue 2). */
export const REOPEN_COOKIE_BANNER_EVENT = "cookie-banner-reopen";

export function reopenCookieBanner(): void {
  window.dispatchEvent(new Event(REOPEN_COOKIE_BANNER_EVENT));
}
