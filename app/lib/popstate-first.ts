/**
 * Popstate handlers that run before React Router's own listener, so that a pop the page made for
 * itself (an overlay's Back entry, a jump within the page while parts of it wait for their code)
 * never becomes a router navigation. On the window, the event's target, Chromium runs the listeners
 * in the order they were added, whatever their `capture` flag; the router adds its listener when it
 * starts, so this module adds its one listener when the app's code loads, before that.
 * A handler returns true when the pop was its own: the rest, the router included, never see it.
 * (docs/decisions/313-popstate-before-the-router.md).
 */
type Handler = (event: PopStateEvent) => boolean;

const handlers: Handler[] = [];

if (typeof window !== "undefined") {
  window.addEventListener("popstate", (event) => {
    if (handlers.some((handler) => handler(event))) event.stopImmediatePropagation();
  });
}

/** Adds a handler (after those added before it); returns its removal. */
export function onPopstateFirst(handler: Handler): () => void {
  handlers.push(handler);
  return () => {
    const at = handlers.indexOf(handler);
    if (at >= 0) handlers.splice(at, 1);
  };
}

/**
 * The current history entry's state as an object (the router's keys with the page's own marks), or
 * an empty one: what a page's own entry copies, and where its marks are read.
 */
export function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
}

/** The router's key of the entry it shows (its location's key), noted by the root on every page. */
let shownKey: string | null = null;

/** The root notes each location the router shows (`useLocation().key`). */
export function noteShownEntry(key: string): void {
  shownKey = key;
}

/** The router's key of the entry it shows, or null before the root has rendered. */
export function shownEntryKey(): string | null {
  return shownKey;
}

/**
 * Forward onto the entry of a page's own overlay that is closed has nothing to show there: the
 * handler steps back off it at once, or the next Back would only move onto the page's own entry
 * and seem to do nothing. `key` is the overlay's mark in `history.state`; `onPop()`, called from a
 * popstate handler when no overlay of its own is open, returns true for such an entry and for the
 * pop its own step back causes. An entry is this page's when it carries the router's key of the
 * page shown (an overlay's entry copies the page's state): so Forward from the page onto it,
 * also after the visitor went to another page and came back. Reached from another page (Back onto
 * an entry left on top by a reload), it is the router's: that page must be shown.
 */
export function stepOffClosedEntry(key: string) {
  let stepping = false;
  return {
    onPop(): boolean {
      if (stepping) {
        stepping = false;
        return true;
      }
      const state = currentState();
      const stale = state[key] !== undefined && shownKey !== null && state.key === shownKey;
      if (!stale) return false;
      stepping = true;
      window.history.back();
      return true;
    },
  };
}
