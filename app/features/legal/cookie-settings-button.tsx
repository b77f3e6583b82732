import { Cookie } from "lucide-react";
import { Button } from "~/components/ui/button";
import { reopenCookieBanner } from "~/lib/cookie-banner-events";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Reopens the cookie banner from the privacy policy's cookie section. It needs JavaScript: until
 * the page is interactive it keeps its place, hidden, so the text around it does not move.
 */
export function CookieSettingsButton() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  return (
    <p
      aria-hidden={!hydrated || undefined}
      className={cn(
        "mt-4 flex flex-wrap items-center gap-3 text-slate-800",
        !hydrated && "invisible",
      )}
    >
      {t("legalPages.cookieSettingsHint")}
      <Button type="button" variant="outline" onClick={reopenCookieBanner} disabled={!hydrated}>
        <Cookie aria-hidden="true" className="h-4 w-4" />
        {t("footer.cookieSettings")}
      </Button>
    </p>
  );
}
