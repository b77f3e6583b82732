import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { pathFor } from "~/i18n/pages";
import { REPLAY_CLICK_EARLY } from "~/lib/island";
import { readablePath } from "~/lib/readable-path";
import { isPlainLeftClick } from "~/lib/plain-click";
import { CONSENT_POST_PATH } from "~/lib/consent-names";
import { getStoredConsent, storeConsent, type ConsentValue } from "~/lib/consent-store";
import { popOverlayEntry, pushOverlayEntry } from "~/lib/overlay-history";
import {
  COOKIE_SETTINGS_ID,
  REOPEN_COOKIE_BANNER_EVENT,
  takePendingReopen,
} from "~/lib/cookie-banner-events";

/**
 * Why: lets the visitor see the page before being asked (docs/product.md §13.1). Before hydration a
 * CSS animation of the same length shows it (app.css); after, this timer, counted from the
 * navigation.
 */
export const COOKIE_BANNER_DELAY_MS = 2000;

/**
 * Why: a tap aimed at the page in the moment the banner appears over it must not count as a choice
 * (the CSS animation before hydration lasts as long).
 */
const COOKIE_BANNER_ARMING_MS = 500;

/**
 * A choice is a submit button of the banner's form: posted without JavaScript, stored by the boot
 * script while the banner's code loads, then handled by `onSubmit` (`REPLAY_CLICK_EARLY`).
 */
const choice = (value: ConsentValue, variant?: "outline") =>
  ({
    size: "sm",
    variant,
    type: "submit",
    name: "choice",
    value,
    // A third of a phone's row each: a long label wraps (between words) inside its button.
    className: "px-1.5 text-center text-xs leading-tight sm:px-3 sm:text-sm",
    ...REPLAY_CLICK_EARLY,
  }) as const;

/** The last control before `el` that Tab reaches and is shown (none: undefined). */
function controlBefore(el: HTMLElement | null): HTMLElement | undefined {
  if (!el) return undefined;
  const controls = document.querySelectorAll<HTMLElement>(
    "a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex]",
  );
  return [...controls]
    .filter(
      (c) =>
        c.tabIndex >= 0 &&
        el.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_PRECEDING &&
        c.checkVisibility(),
    )
    .at(-1);
}

/** The page address a "Cookie settings" link left when it was followed (server/defer-hydration.ts). */
function linkLeft(): string | null {
  const from = (window as Window & { __cs?: string }).__cs;
  if (!from) return null;
  const url = new URL(from);
  return url.pathname + url.search;
}

/**
 * Cookie banner (docs/product.md §13.1): a non-modal region at the bottom, so it never blocks
 * reading. It is in every page's HTML and works without JavaScript: the choices are a form posted
 * to /api/consent (a first-party cookie, then back to the page), CSS shows it 2 s after the first
 * paint and hides it once <html data-consent> is set (by the server or the inline head script).
 * With JavaScript the choice is stored on the spot; a tap while this code is still loading, even
 * before any script has run, is stored at once by the boot script (`REPLAY_CLICK_EARLY`,
 * docs/decisions/329-cookie-choice-stored-at-the-tap.md), not posted: the post would bring the
 * visitor back at the top of the page. "Cookie settings" in the footer links to
 * #cookie-settings, which shows it again (:target), or with JavaScript reopens it with focus;
 * Escape then closes it without changing the choice. Accept all stores 'all'; Necessary only and
 * Reject all store 'necessary'.
 */
export function CookieBanner() {
  const { t, lang } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [reopened, setReopened] = useState(false);
  /** Still in the first 2 s of the page: hidden (the markup starts so, before CSS takes over). */
  const [waiting, setWaiting] = useState(true);
  /** Its first moment on screen, when a tap meant for the page below is let through (app.css). */
  const [arming, setArming] = useState(false);
  const region = useRef<HTMLElement>(null);
  /** Where the visitor reopened the banner from ("Cookie settings"): focus goes back there. */
  const opener = useRef<HTMLElement | null>(null);
  /**
   * Where the keyboard came into the banner from (the last link of the footer, as a rule): a first
   * choice gives the focus back there, not to the page's body, so the next Tab goes on from where
   * the visitor was.
   */
  const cameFrom = useRef<HTMLElement | null>(null);

  // Layout effect: when the 2 s are already over, the banner shown by CSS never blinks.
  useLayoutEffect(() => {
    const left = COOKIE_BANNER_DELAY_MS - performance.now();
    let armed = 0;
    /** From its first moment on screen (or now, when that was `-left` ms ago) to the arming's end. */
    const arm = (shownFor: number) => {
      setWaiting(false);
      if (shownFor >= COOKIE_BANNER_ARMING_MS) return;
      setArming(true);
      armed = window.setTimeout(() => setArming(false), COOKIE_BANNER_ARMING_MS - shownFor);
    };
    // Already shown by CSS: before the first paint after hydration, on purpose (a timer could let
    // it blink once), and armed for what is left of its first moment.
    if (left <= 0) arm(-left);
    const timer = left > 0 ? window.setTimeout(() => arm(0), left) : 0;
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(armed);
    };
  }, []);

  /**
   * How the banner was reopened, so Back closes it like every other overlay: a link followed
   * natively made a history entry of its own (`#cookie-settings`), which Back takes away; a reopen
   * by the app pushes one (app/lib/overlay-history.ts).
   */
  const reopenedBy = useRef<"link" | "app" | null>(null);

  useEffect(() => {
    function reopen(by: "link" | "app") {
      takePendingReopen();
      const active = document.activeElement;
      // A link followed natively has already moved the focus into the banner.
      opener.current =
        active instanceof HTMLElement && !region.current?.contains(active) ? active : null;
      if (reopenedBy.current === null && by === "app") {
        pushOverlayEntry(COOKIE_SETTINGS_ID, () => void close("back"));
      }
      reopenedBy.current ??= by;
      setReopened(true);
      window.setTimeout(() => region.current?.focus(), 0);
    }
    const reopenByApp = () => reopen("app");
    /**
     * A link to #cookie-settings followed natively (shown by :target until this code came), or
     * Back from that address: the banner closes, the choice unchanged.
     */
    function followHash() {
      if (window.location.hash === `#${COOKIE_SETTINGS_ID}`) reopen("link");
      else if (reopenedBy.current === "link") void close("back");
    }
    window.addEventListener(REOPEN_COOKIE_BANNER_EVENT, reopenByApp);
    window.addEventListener("hashchange", followHash);
    // "Cookie settings" was clicked while this code was still loading.
    if (takePendingReopen()) reopen("app");
    else followHash();
    return () => {
      window.removeEventListener(REOPEN_COOKIE_BANNER_EVENT, reopenByApp);
      window.removeEventListener("hashchange", followHash);
    };
  }, []);

  /**
   * A choice or Escape ("done"), Back ("back": the history entry is already gone), or "Read more"
   * ("leave": the page goes, so the focus stays). Resolves once the banner's own entry is gone.
   */
  function close(how: "done" | "back" | "leave" = "done"): Promise<void> {
    const by = reopenedBy.current;
    reopenedBy.current = null;
    setReopened(false);
    const popped =
      how !== "back" && by === "app" ? popOverlayEntry(COOKIE_SETTINGS_ID) : Promise.resolve();
    if (how === "done" && window.location.hash === `#${COOKIE_SETTINGS_ID}`) {
      // Opened by a link followed on this page (the boot lines noted the address it left): Back to
      // that entry, as they do for a choice made before this code came, so that no entry of the
      // banner's is left for a Back press that would do nothing (decision 329, amended).
      if (by === "link" && linkLeft() === window.location.pathname + window.location.search) {
        window.history.back();
      } else {
        window.history.replaceState(
          window.history.state,
          "",
          window.location.pathname + window.location.search,
        );
      }
    }
    const inside = region.current?.contains(document.activeElement) ?? false;
    const back = [opener.current, cameFrom.current].find((el) => el?.isConnected);
    if (how !== "leave" && inside) {
      // The focus came in before this code was there to see from where: the control before the
      // banner in the Tab order, where a Tab from the page's end came from.
      (back ?? controlBefore(region.current))?.focus({ preventScroll: true });
    }
    opener.current = null;
    return popped;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const value = submitter instanceof HTMLButtonElement ? submitter.value : "";
    if (value !== "all" && value !== "necessary") return;
    event.preventDefault();
    storeConsent(value satisfies ConsentValue);
    void close();
  }

  /**
   * "Read more" while the banner holds a history entry of its own: that entry goes first, so Back
   * from the privacy page comes back here in one step.
   */
  function onReadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (reopenedBy.current !== "app" || !isPlainLeftClick(event)) return;
    event.preventDefault();
    const to = event.currentTarget.getAttribute("href") ?? "/";
    void close("leave").then(() => navigate(to));
  }

  /** Reopened to review a choice already made: Escape keeps that choice and closes it. */
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape" && getStoredConsent() !== null) void close();
  }

  return (
    <section
      ref={region}
      id={COOKIE_SETTINGS_ID}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
          cameFrom.current = from;
        }
      }}
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      data-reopened={reopened ? "true" : undefined}
      data-waiting={waiting ? "true" : undefined}
      style={arming && !reopened ? { pointerEvents: "none" } : undefined}
      className="cookie-banner fixed inset-x-2 bottom-2 z-[45] mx-auto max-h-[calc(100dvh-1rem)] max-w-3xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl outline-none sm:inset-x-4 sm:bottom-4 sm:p-5 print:hidden"
    >
      <h2 id="cookie-banner-title" className="text-base font-bold">
        {t("cookie.title")}
      </h2>
      {/* Two short paragraphs: a notice that appears late must not become the page's largest paint.
          "Read more" ends the second, and the three choices share one row on a phone from 360 px
          (two rows below, where a label would break inside a word): the banner covers as little
          of the first screen as it can (docs/decisions/355-banner-and-chat-button-clear-the-page.md). */}
      <p className="mt-1 text-xs text-slate-700 sm:text-sm">{t("cookie.textNecessary")}</p>
      <p className="text-xs text-slate-700 sm:text-sm">
        {t("cookie.textMeasure")}{" "}
        <Link
          to={pathFor("privacy", lang, "cookies")}
          onClick={onReadMore}
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t("cookie.readMore")}
          <span className="sr-only">{` (${t("footer.privacy")})`}</span>
        </Link>
      </p>
      <form
        method="post"
        action={CONSENT_POST_PATH}
        onSubmit={onSubmit}
        className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(6rem,1fr))] gap-2 sm:flex sm:flex-wrap"
      >
        <input type="hidden" name="back" value={readablePath(pathname)} />
        <Button {...choice("all")}>{t("cookie.acceptAll")}</Button>
        <Button {...choice("necessary", "outline")}>{t("cookie.necessaryOnly")}</Button>
        <Button {...choice("necessary", "outline")}>{t("cookie.rejectAll")}</Button>
      </form>
    </section>
  );
}
