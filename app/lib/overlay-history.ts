/**
 * Back closes an open overlay (phone menu, language sheet, lightbox) instead of leaving the page:
 * while it is open, one extra history entry (same URL, same router state) sits on top. Back pops
 * it and closes the overlay; closing it any other way pops the entry itself. The router never sees
 * these pops (`onPopstateFirst`), so no navigation, data load or scroll restoration happens.
 */
import { stepOffClosedEntry, currentState, onPopstateFirst } from "./popstate-first";

const MARK = "overlay";

interface Active {
  id: string;
  onBack: () => void;
}

let active: Active | null = null;
/** A closed overlay's entry of the page shown, reached by Forward: stepped off. */
const closedEntry = stepOffClosedEntry(MARK);
/** Pops we caused ourselves (closing normally): swallowed, then this resolves. */
const ownPops: (() => void)[] = [];

onPopstateFirst(() => {
  const own = ownPops.shift();
  if (own) {
    own();
    return true;
  }
  if (!active) return closedEntry.onPop();
  const closing = active;
  active = null;
  closing.onBack();
  return true;
});

const entryIsOnTop = (id: string): boolean => currentState()[MARK] === id;

/** An overlay opened: push its entry. `onBack` runs when the visitor presses Back. */
export function pushOverlayEntry(id: string, onBack: () => void): void {
  if (active?.id === id) return;
  window.history.pushState({ ...currentState(), [MARK]: id }, "", window.location.href);
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

/** Closes an overlay however it was opened: as a popover (before hydration) or as a dialog. */
export function closeOverlay(overlay: HTMLElement): void {
  if (overlay.matches(":popover-open")) overlay.hidePopover();
  if (overlay instanceof HTMLDialogElement && overlay.open) overlay.close();
}
