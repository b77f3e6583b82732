import { Cookie } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { CookieSettingsAnchor } from "~/components/layout/cookie-settings-anchor";

/** Reopens the cookie banner from the privacy policy's cookie section, like the footer's link. */
export function CookieSettingsLink() {
  const { t } = useI18n();
  return (
    <p className="mt-4 flex flex-wrap items-center gap-3 text-slate-800">
      {t("legalPages.cookieSettingsHint")}
      <CookieSettingsAnchor className={buttonVariants({ variant: "outline" })}>
        <Cookie aria-hidden="true" className="h-4 w-4" />
        {t("footer.cookieSettings")}
      </CookieSettingsAnchor>
    </p>
  );
}
