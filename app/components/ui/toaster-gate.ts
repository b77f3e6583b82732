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
 * Shows a toast (docs/product.md §14), loading sonner (and the toaster) on first use. `id`: a toast
 * that answers the same thing as an earlier one replaces it, so a form's "sent" after a failed try
 * does not stand beside its "not sent".
 */
export async function showToast(
  kind: "success" | "error",
  title: string,
  description?: string,
  id?: string,
): Promise<void> {
  wantToaster();
  const { toast } = await import("sonner");
  toast[kind](title, { ...(description ? { description } : {}), ...(id ? { id } : {}) });
}
