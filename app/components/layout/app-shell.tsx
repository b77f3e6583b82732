import { useLocation, useMatches, useNavigation } from "react-router";
import { Suspense, lazy, useEffect, useLayoutEffect, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-context";
import { langFromPath } from "~/i18n/languages";
import { useHashAnchorAfterLayout } from "./use-hash-anchor";
import { NavigationProgress } from "./navigation-progress";
import { importAgain, loadUntilItComes } from "~/lib/load-again";
import { useToasterWanted } from "~/components/ui/toaster-gate";
import {
  focusNewPage,
  nextScrollAtOnce,
  notePageShown,
  startTabAtFragment,
} from "~/lib/fragment-moves";
import { island, markIslandsHydrated, openIslands } from "~/lib/island";
import { applyFullStylesheet, switchOnStylesheets } from "~/lib/stylesheets";
import { fetchWebFontForLaterPages } from "~/lib/web-font";

/**
 * The path the app shell last rendered ("" before its first): later ones are the router's moves
 * (one shell per page).
 */
let shownPath = "";

/** How a route wants the studio's chrome: full, a standalone card, or none (demo sites). */
export type Chrome = "studio" | "standalone" | "none";
export interface RouteHandle {
  chrome?: Chrome;
  tintedBrand?: boolean;
  /** The page shows toasts (forms): only there is the toast library loaded, on first use. */
  toasts?: boolean;
  /**
   * The id of the first element after the page's first screen: the browser paints nothing before
   * the parser has reached it, so no half-parsed header or hero moves when the rest of it arrives
   * (docs/decisions/308-first-paint-after-the-first-screen.md). Default: the footer, i.e. the whole
   * page content, for pages whose HTML comes in one round trip.
   */
  afterFirstScreen?: string;
}

// Loaded until it comes: a failed download must not reach the error boundary, which reloads the
// page (docs/decisions/341-a-failed-download-keeps-the-page.md).
const loadToaster = importAgain(() => import("~/components/ui/toaster"));
const Toaster = lazy(() => loadUntilItComes(loadToaster));

/** Below the fold on every page: its code comes when it nears the viewport (app/lib/island.tsx). */
const Footer = island(
  "footer",
  () => import("./footer"),
  (m) => m.Footer,
);
/**
 * The headers' menus, sheets and dropdowns are native popovers and dialogs, the chat button a
 * link: their code (Back closes a sheet, the bar hides on scroll) comes at the first interaction,
 * the phone bar's at the first scroll too (it hides on a scroll bar's or a script's as well).
 */
const MobileHeader = island(
  "mobile-header",
  () => import("./mobile-header"),
  (m) => m.MobileHeader,
  "scroll",
);
const DesktopHeader = island(
  "desktop-header",
  () => import("./desktop-header"),
  (m) => m.DesktopHeader,
  "interaction",
);
const ChatButton = island(
  "chat-button",
  () => import("./chat-button"),
  (m) => m.ChatButton,
  "interaction",
);

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  return (last?.handle as RouteHandle | undefined) ?? {};
}

/**
 * Layout chrome around every studio page. `overlay` (the cookie banner) is passed in by the root
 * route: the layout components do not import features.
 */
export function AppShell({ children, overlay }: { children: ReactNode; overlay?: ReactNode }) {
  const { t } = useI18n();
  const handle = useRouteHandle();
  const chrome = handle.chrome ?? "studio";
  useHashAnchorAfterLayout();
  useEffect(() => {
    markIslandsHydrated();
    // Lets tests (and styles) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
    // The stylesheets come once the page answers: switched on earlier they restyled the whole
    // page while the scripts were still due (docs/decisions/222 and 303).
    switchOnStylesheets();
    fetchWebFontForLaterPages();
  }, []);
  // A client-side navigation renders new props into every island: their code must be there.
  const { pathname, search, hash, key } = useLocation();
  // Before the router's scroll, which ScrollPositions (later in the tree) makes in its own layout.
  useLayoutEffect(() => {
    if (shownPath && pathname !== shownPath) nextScrollAtOnce();
  }, [pathname]);
  useEffect(() => {
    notePageShown(pathname + search);
    // Not at load: a page opened at its fragment is the browser's own jump, and a page loaded
    // starts at its top by itself.
    if (shownPath) {
      if (hash) startTabAtFragment(hash);
      else if (pathname !== shownPath) focusNewPage();
    }
    shownPath = pathname;
  }, [pathname, search, hash, key]);
  const navigation = useNavigation();
  const nextLang = navigation.location ? langFromPath(navigation.location.pathname) : undefined;
  useEffect(() => {
    if (nextLang) openIslands(nextLang);
  }, [nextLang]);
  // The next page may use any rule: the full stylesheet applies before it renders.
  useEffect(() => {
    if (navigation.location) applyFullStylesheet();
  }, [navigation.location]);
  const progress = navigation.state !== "idle" ? <NavigationProgress /> : null;
  const toaster = useToasterWanted(Boolean(handle.toasts)) ? (
    <Suspense fallback={null}>
      <Toaster label={t("contact.toast.region")} closeLabel={t("contact.toast.close")} />
    </Suspense>
  ) : null;

  if (chrome === "none") {
    return (
      <>
        {progress}
        {children}
        {toaster}
      </>
    );
  }
  return (
    <>
      {progress}
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("a11y.skipToContent")}
      </a>
      {chrome === "studio" ? (
        <>
          <MobileHeader />
          <DesktopHeader tintedBrand={handle.tintedBrand} />
        </>
      ) : null}
      <main
        id="main"
        tabIndex={-1}
        className={chrome === "studio" ? "pt-16 lg:pt-0 print:pt-0" : undefined}
      >
        {children}
      </main>
      {chrome === "studio" ? (
        <>
          <Footer />
          {/* The floating chat button is drawn over the page; in the page's outline it is a
              landmark of its own, as every part of a page belongs to one. Not inside the footer:
              that would nest its island in the footer's, which hydrates later. */}
          <aside>
            <ChatButton />
          </aside>
        </>
      ) : null}
      {overlay}
      {toaster}
    </>
  );
}
