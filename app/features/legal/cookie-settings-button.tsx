import { Cookie } from "lucide-react";
import { Button } from "~/components/ui/button";
import { reopenCookieBanner } from "~/features/consent/cookie-banner-events";
import { useI18n } from "~/i18n/i18n-context";
import { useHydrated } from "~/lib/use-hydrated";

/** Reopens the cookie banner from the privacy policy's cookie section (needs JavaScript). */
export function CookieSettingsButton() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <p className="mt-4 flex flex-wrap items-center gap-3 text-slate-800">
      {t("legalPages.cookieSettingsHint")}
      <Button type="button" variant="outline" onClick={reopenCookieBanner}>
        <Cookie aria-hidden="true" className="h-4 w-4" />
        {t("footer.cookieSettings")}
      </Button>
    </p>
  );
}
