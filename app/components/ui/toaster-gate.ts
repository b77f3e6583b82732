import { useEffect, useSyncExternalStore } from "react";

/**
 * The toast library (sonner) is not part of any page's first load: the app shell mounts its
 * <Toaster/> once the visitor starts on a form (first focus inside one) or a toast is asked for,
 * whichever comes first. sonner replays toasts created before its Toaster subscribed.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the page's toaster should exist; `enabled` is the route's `handle.toasts`. */
export function useToasterWanted(enabled: boolean): boolean {
  const isWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  useEffect(() => {
    if (!enabled || wanted) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest("form")) wantToaster();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [enabled]);
  return enabled && isWanted;
}

/**
 * The ids of the toasts on screen now. A form says its outcome in the page too (FormAlert), but
 * only once its toast has gone: the same words twice at once are read twice and found twice
 * (docs/decisions/360-outcome-in-the-page-after-its-toast.md).
 */
const shown = new Map<string, number>();
const shownListeners = new Set<() => void>();
/** The time sonner gives a closing toast to slide away before it leaves the page. */
const LEAVING_MS = 400;
/**
 * A toast that never says it closed (its toaster did not come) frees the page's own message after
 * this long: sonner's 8 s and some; a hover or a hidden tab can hold a toast longer.
 */
const LONGEST_MS = 15_000;

function setShown(id: string, up: boolean, turn?: number): void {
  if (up) shown.set(id, (shown.get(id) ?? 0) + 1);
  // A close of an earlier toast with this id does not end a later one.
  else if (shown.get(id) === turn) shown.delete(id);
  else return;
  for (const listener of shownListeners) listener();
}

function subscribeShown(listener: () => void): () => void {
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}

/** True while the toast with this `id` is on screen (and a moment after, while it slides away). */
export const toastUp = (id: string): boolean => shown.has(id);

/** `toastUp(id)`, re-rendering when it changes. */
export function useToastUp(id: string): boolean {
  return useSyncExternalStore(
    subscribeShown,
    () => toastUp(id),
    () => false,
  );
}

/**
 * Shows a toast (docs/product.md §14), loading sonner (and the toaster) on first use. `id`: a toast
 * that answers the same thing as an earlier one replaces it, so a form's "sent" after a failed try
 * does not stand beside its "not sent"; `useToastUp(id)` follows it.
 */
export async function showToast(
  kind: "success" | "error",
  title: string,
  description?: string,
  id?: string,
): Promise<void> {
  wantToaster();
  let gone = () => {};
  if (id) {
    setShown(id, true);
    const turn = shown.get(id);
    let done = false;
    gone = () => {
      if (done) return;
      done = true;
      setTimeout(() => setShown(id, false, turn), LEAVING_MS);
    };
    setTimeout(gone, LONGEST_MS);
  }
  try {
    const { toast } = await import("sonner");
    toast[kind](title, {
      ...(description ? { description } : {}),
      ...(id ? { id, onDismiss: gone, onAutoClose: gone } : {}),
    });
  } catch (error) {
    gone();
    throw error;
  }
}
