import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true right after (and on client renders).
 * Lets a page show URL-dependent content without a hydration mismatch: the prerendered HTML
 * knows no query string.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
