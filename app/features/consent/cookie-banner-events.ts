/** Lets the footer reopen the cookie banner so the visitor can change the choice. */
export const REOPEN_COOKIE_BANNER_EVENT = "cookie-banner-reopen";

/** The banner's id: "Cookie settings" links here, so without JavaScript :target shows it. */
export const COOKIE_SETTINGS_ID = "cookie-settings";

export function reopenCookieBanner(): void {
  window.dispatchEvent(new Event(REOPEN_COOKIE_BANNER_EVENT));
}
