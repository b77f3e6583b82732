import { closeOverlay, popOverlayEntry } from "./overlay-history";
import { isPlainLeftClick } from "./plain-click";
import { currentState, onPopstateFirst, shownEntryKey } from "./popstate-first";

/**
 * A jump within the page (`#contact`) while parts of it are still waiting for their code is left
 * to the browser. Handled by React Router it re-renders the page, and React drops every waiting
 * island until its code arrives: the target section would vanish and the jump miss it. So a click
 * on a link to a fragment of this page does not reach the router's link handler (the browser
 * scrolls and sets `:target`), and the `popstate` of such a move, or of Back between two fragments
 * of this page, does not reach the router's history listener
 * (docs/decisions/302-scroll-position-within-a-page.md).
 *
 * The router has switched the browser's own scroll restoration off, so a Back or Forward kept from
 * it is scrolled here: to where the visitor was when they left that address, else to its fragment,
 * else to the top, at once (as a browser restores, not with the page's smooth scrolling). Kept
 * from it too, once the islands are ready, is a move across an entry the browser made: the router
 * would take the page it still thinks it shows for the one it goes to, and stay where it is.
 */
let page = "";
/** The address the router last rendered. */
let routerHref = "";
/** The address shown, to know which one a Back or Forward leaves. */
let shownHref = "";
/** Where the visitor was when they last left each address of this page. */
const leftAt = new Map<string, number>();
/**
 * The key of the entry shown while the router still shows the one before it (a jump kept from
 * the router), else null: a place the router saves when it leaves belongs to this entry.
 */
let browserEntry: string | null = null;
/** The router's index of the entry shown, for the one a jump adds after it. */
let shownIdx = 0;

/** The page the router shows (AppShell, at each location change, fragment included). */
export function notePageShown(pathAndSearch: string): void {
  if (pathAndSearch !== page) leftAt.clear();
  page = pathAndSearch;
  routerHref = shownHref = location.href;
  browserEntry = null;
  shownIdx = routerIndex(currentState());
}

/** The router's index in an entry's state (0 when it has none). */
function routerIndex(state: Record<string, unknown>): number {
  return Number(state.idx) || 0;
}

/**
 * The key under which the router saves and restores an entry's place (`getKey` of its scroll
 * restoration). When it leaves the page while an entry the browser made is shown, the place it
 * saves under its own location's key is that entry's: kept there, Back from the next page came to
 * the jump's section instead of where the visitor left, and Back once more to that place instead
 * of the page's top.
 */
export function scrollKey(entry: { key: string }): string {
  return browserEntry !== null && entry.key === shownEntryKey() ? browserEntry : entry.key;
}

/**
 * An entry the browser made (a jump within the page) has no state: it gets one of the router's
 * kind, with a key to save its place under, and the index after the entry it was made from (the
 * router reads it for its next entry's).
 */
function keyBrowserEntry(): void {
  if (window.history.state !== null) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ usr: null, key, idx: shownIdx + 1 }, "");
}

function restoreScroll(): void {
  const top = leftAt.get(location.href);
  // No position kept: the address's fragment (`getElementById("")` is null), else the top.
  const target =
    top === undefined && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target) target.scrollIntoView({ behavior: "instant" });
  else scrollTo({ top: top ?? 0, behavior: "instant" });
}

/**
 * Makes the router's next scroll happen at once: the layout of a new page, before its scroll to the
 * top, a kept place or a fragment (docs/decisions/323-a-new-page-at-once.md). The page's smooth
 * scrolling (app.css) is for jumps within a page; a page opened from the footer slid up through its
 * own text for a second. The next frame gives it back.
 */
export function nextScrollAtOnce(): void {
  const html = document.documentElement;
  html.style.scrollBehavior = "auto";
  // Read back: Chromium's scrollTo goes by the style last computed, which is smooth otherwise.
  void getComputedStyle(html).scrollBehavior;
  requestAnimationFrame(() => (html.style.scrollBehavior = ""));
}

/** Installs the guard; `pending` tells whether some island of the page still waits for its code. */
export function guardFragmentMoves(pending: () => boolean): void {
  notePageShown(location.pathname + location.search);
  window.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href*='#']");
      if (!(link instanceof HTMLAnchorElement) || !pending()) return;
      if (event.defaultPrevented || !isPlainLeftClick(event) || link.target) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || url.pathname + url.search !== page) return;
      event.stopPropagation();
      // A link in an open menu or dialog (the phone menu's "Contact"): its own handler, which
      // closes it, is not reached now, and the browser would scroll the page under it. Closed here,
      // and the jump made once its Back entry is gone, so Back returns to where the visitor was.
      const overlay = link.closest(":popover-open, dialog[open]");
      if (!(overlay instanceof HTMLElement)) {
        leftAt.set(location.href, scrollY);
        return;
      }
      event.preventDefault();
      const popped = popOverlayEntry(overlay.id);
      closeOverlay(overlay);
      // Its popstate is taken below, which notes where the visitor was.
      void popped.then(() => {
        location.hash = url.hash;
      });
    },
    true,
  );
  window.addEventListener("hashchange", () => {
    shownHref = location.href;
  });
  onPopstateFirst(() => {
    // The address did not change: the entry of an open overlay (a menu, a sheet, the quote form)
    // was left, and its owner closes it (overlay-history, use-popover-history). Taken here, that
    // Back would do nothing while an island waits: the menu would stay open.
    if (location.href === shownHref) return false;
    keyBrowserEntry();
    const now = location.pathname + location.search;
    const kept = now === page && (pending() || shownHref !== routerHref);
    if (kept) {
      leftAt.set(shownHref, scrollY);
      restoreScroll();
      const state = currentState();
      browserEntry =
        typeof state.key === "string" && state.key !== shownEntryKey() ? state.key : null;
      shownIdx = routerIndex(state);
    }
    page = now;
    shownHref = location.href;
    return kept;
  });
}

/**
 * After the router's jump to a fragment of this page, the next Tab starts in the section jumped
 * to, as after the browser's own jump (the router only scrolls). The target is focused without a
 * scroll and blurred at once, so no ring is drawn; Chromium keeps it as the point Tab starts from.
 * Made focusable for that moment if it is not (docs/decisions/320-keyboard-after-a-jump-and-in-panels.md).
 */
export function startTabAtFragment(hash: string): void {
  const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target || target.contains(document.activeElement)) return;
  const focusable = target.hasAttribute("tabindex");
  if (!focusable) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.blur();
  if (!focusable) target.removeAttribute("tabindex");
}

/**
 * A new page shown by the router: its heading takes the focus, so a screen reader says where the
 * visitor has arrived, and Tab goes on from the top of the page, as after a page load. A page that
 * opens with a focusable heading of its own above its title (the search results) has that one
 * (docs/decisions/322-a-new-page-takes-the-focus.md).
 */
export function focusNewPage(): void {
  const heading = document.querySelector<HTMLElement>("main h2[tabindex], main h1");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
