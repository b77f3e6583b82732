import type { ReactNode } from "react";
import { COOKIE_SETTINGS_ID, reopenCookieBanner } from "~/lib/cookie-banner-events";

/**
 * "Cookie settings": a link to the banner's id, which CSS shows (:target) before the page's code
 * has arrived and without JavaScript; once hydrated it reopens the banner with focus. The privacy
 * policy promises it at the bottom of every page that asks for consent (docs/product.md §13.1).
 */
export function CookieSettingsAnchor({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={`#${COOKIE_SETTINGS_ID}`}
      onClick={(event) => {
        event.preventDefault();
        reopenCookieBanner();
      }}
      className={className}
    >
      {children}
    </a>
  );
}
