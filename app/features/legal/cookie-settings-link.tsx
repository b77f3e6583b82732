import { Cookie } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { COOKIE_SETTINGS_ID, reopenCookieBanner } from "~/lib/cookie-banner-events";

/**
 * Reopens the cookie banner from the privacy policy's cookie section, like "Cookie settings" in
 * the footer: a link to the banner's id, which CSS shows (:target) before the page's code has
 * arrived and without JavaScript; once hydrated it reopens the banner with focus.
 */
export function CookieSettingsLink() {
  const { t } = useI18n();
  return (
    <p className="mt-4 flex flex-wrap items-center gap-3 text-slate-800">
      {t("legalPages.cookieSettingsHint")}
      <a
        href={`#${COOKIE_SETTINGS_ID}`}
        onClick={(event) => {
          event.preventDefault();
          reopenCookieBanner();
        }}
        className={buttonVariants({ variant: "outline" })}
      >
        <Cookie aria-hidden="true" className="h-4 w-4" />
        {t("footer.cookieSettings")}
      </a>
    </p>
  );
}
