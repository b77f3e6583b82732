/** Lets the footer reopen the cookie banner so the visitor can change the choice. */
export const REOPEN_COOKIE_BANNER_EVENT = "cookie-banner-reopen";

/** The banner's id: "Cookie settings" links here, so without JavaScript :target shows it. */
export const COOKIE_SETTINGS_ID = "cookie-settings";

/**
 * Asked before the banner's code had arrived (it loads at the first interaction,
 * docs/decisions/180-deferred-islands.md): the banner reopens as soon as it is there.
 */
let reopenPending = false;

export function reopenCookieBanner(): void {
  reopenPending = true;
  window.dispatchEvent(new Event(REOPEN_COOKIE_BANNER_EVENT));
}

/** The banner listens from now on: true once when a reopen was asked before. */
export function takePendingReopen(): boolean {
  const pending = reopenPending;
  reopenPending = false;
  return pending;
}
