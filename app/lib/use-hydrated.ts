import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * False while the prerendered HTML is hydrated (a deferred island's too), true right after (and on
 * client renders): Preact, like React, reads the server snapshot while it hydrates.
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
