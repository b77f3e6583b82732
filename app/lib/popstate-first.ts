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

/**
 * Forward onto the entry of a page's own overlay that is closed has nothing to show there: the
 * handler steps back off it at once, or the next Back would only move onto the page's own entry
 * and seem to do nothing. `key` is the overlay's mark in `history.state`; `closed(mark)` records
 * the entry just closed (its mark, ahead of the page now); `onPop()`, called from a popstate
 * handler when no overlay of its own is open, returns true for that Forward and for the pop its
 * own step back causes. Any other entry (a marked one left by a reload included) is the router's.
 */
export function closedEntryAhead(key: string) {
  let ahead: string | null = null;
  let stepping = false;
  return {
    closed(mark: string | null): void {
      ahead = mark;
    },
    onPop(): boolean {
      if (stepping) {
        stepping = false;
        return true;
      }
      const stale = ahead !== null && currentState()[key] === ahead;
      ahead = null;
      if (!stale) return false;
      stepping = true;
      window.history.back();
      return true;
    },
  };
}
