/**
 * Back closes an open overlay (phone menu, language sheet, lightbox) instead of leaving the page:
 * while it is open, one extra history entry (same URL, same router state) sits on top. Back pops
 * it and closes the overlay; closing it any other way pops the entry itself. The router never sees
 * these pops (they are stopped in the capture phase), so no navigation or data load happens.
 */
const MARK = "overlay";

interface Active {
  id: string;
  onBack: () => void;
}

let active: Active | null = null;
/** Pops we caused ourselves (closing normally): swallowed, then this resolves. */
const ownPops: (() => void)[] = [];
let listening = false;

function onPopState(event: PopStateEvent) {
  const own = ownPops.shift();
  if (own) {
    event.stopImmediatePropagation();
    own();
    return;
  }
  if (active) {
    event.stopImmediatePropagation();
    const closing = active;
    active = null;
    closing.onBack();
  }
}

function listen() {
  if (listening) return;
  listening = true;
  // Capture: at the window the capturing listeners run before React Router's own one.
  window.addEventListener("popstate", onPopState, { capture: true });
}

function entryIsOnTop(id: string): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === "object" && state !== null && (state as Record<string, unknown>)[MARK] === id
  );
}

/** An overlay opened: push its entry. `onBack` runs when the visitor presses Back. */
export function pushOverlayEntry(id: string, onBack: () => void): void {
  listen();
  if (active?.id === id) return;
  const state: unknown = window.history.state;
  const base = typeof state === "object" && state !== null ? state : {};
  window.history.pushState({ ...base, [MARK]: id }, "", window.location.href);
  active = { id, onBack };
}

/**
 * The overlay closed by itself (close button, Escape, a link in it): pop its entry. Resolves once
 * the entry is gone, so a navigation started afterwards replaces nothing and adds one entry.
 */
export function popOverlayEntry(id: string): Promise<void> {
  if (active?.id !== id) return Promise.resolve();
  active = null;
  if (!entryIsOnTop(id)) return Promise.resolve();
  return new Promise((resolve) => {
    ownPops.push(resolve);
    window.history.back();
  });
}

/** Whether Back would now close this overlay. */
export function hasOverlayEntry(id: string): boolean {
  return active?.id === id;
}
