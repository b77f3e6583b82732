import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { cn } from "~/lib/cn";
import { getStoredConsent, storeConsent, type ConsentValue } from "./consent-store";
import { REOPEN_COOKIE_BANNER_EVENT } from "./cookie-banner-events";

/** Why: lets the visitor see the page before being asked (SPEC 9). */
export const COOKIE_BANNER_DELAY_MS = 2000;

/**
 * Cookie banner (SPEC 2.6, 4): a non-modal region at the bottom, so it never blocks reading.
 * Accept all stores 'all'; Necessary only and Reject all store 'necessary'. Reopened from "Cookie
 * settings", Escape closes it again without changing the choice.
 */
export function CookieBanner() {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLElement>(null);
  /** Where the visitor reopened the banner from ("Cookie settings"): focus goes back there. */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const timer =
      getStoredConsent() === null
        ? window.setTimeout(() => setOpen(true), COOKIE_BANNER_DELAY_MS)
        : undefined;
    function reopen() {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
      window.setTimeout(() => region.current?.focus(), 0);
    }
    window.addEventListener(REOPEN_COOKIE_BANNER_EVENT, reopen);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(REOPEN_COOKIE_BANNER_EVENT, reopen);
    };
  }, []);

  if (!open) return null;

  function close() {
    setOpen(false);
    opener.current?.focus();
    opener.current = null;
  }

  function choose(value: ConsentValue) {
    storeConsent(value);
    close();
  }

  /** Reopened to review a choice already made: Escape keeps that choice and closes it. */
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape" && getStoredConsent() !== null) close();
  }

  return (
    <section
      ref={region}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-2 bottom-2 z-[45] mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl outline-none sm:inset-x-4 sm:bottom-4 sm:p-5"
    >
      <h2 id="cookie-banner-title" className="text-base font-bold">
        {t("cookie.title")}
      </h2>
      {/* Two short paragraphs: a notice that appears late must not become the page's largest paint. */}
      <p className="mt-1 text-xs text-slate-700 sm:text-sm">{t("cookie.textNecessary")}</p>
      <p className="text-xs text-slate-700 sm:text-sm">{t("cookie.textMeasure")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => choose("all")}>
          {t("cookie.acceptAll")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose("necessary")}>
          {t("cookie.necessaryOnly")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose("necessary")}>
          {t("cookie.rejectAll")}
        </Button>
        <Link
          to={pathFor("privacy", lang, "cookies")}
          className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "underline")}
        >
          {t("cookie.readMore")}
          <span className="sr-only"> ({t("footer.privacy")})</span>
        </Link>
      </div>
    </section>
  );
}
