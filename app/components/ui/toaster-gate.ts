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

/** The toast on screen for each `id` given to `showToast`, and a count to name the next one. */
const latest = new Map<string, string>();
let made = 0;

/**
 * Shows a toast (docs/product.md §14), loading sonner (and the toaster) on first use. `id`: a toast
 * that answers the same thing as an earlier one replaces it, so a form's "sent" after a failed try
 * does not stand beside its "not sent". The earlier one is dismissed and the new one has an id of
 * its own: sonner, given an id whose toast is sliding away after its time ran out, updated that
 * leaving toast, and the new outcome was never shown.
 */
export async function showToast(
  kind: "success" | "error",
  title: string,
  description?: string,
  id?: string,
): Promise<void> {
  wantToaster();
  const { toast } = await import("sonner");
  let own: string | undefined;
  if (id !== undefined) {
    const before = latest.get(id);
    if (before !== undefined) toast.dismiss(before);
    own = `${id}-${++made}`;
    latest.set(id, own);
  }
  toast[kind](title, { ...(description ? { description } : {}), ...(own ? { id: own } : {}) });
}
