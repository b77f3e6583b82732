/**
 * After a client-side navigation fails (its data, its code or its dictionary did not arrive), the
 * page is loaded as a document instead: the server's HTML works on its own
 * (docs/decisions/300-failed-navigation-loads-the-page.md). Once per address in a minute, so a
 * failure that a fresh load does not mend ends on a page with a link instead of in a loop.
 */
const KEY = "reloadedAfterError";
const WINDOW_MS = 60_000;

interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether to load `href` as a document now; notes it (`<time> <href>`) when so. */
export function shouldReload(href: string, now: number, store: Store | null): boolean {
  try {
    const last = store!.getItem(KEY) ?? "";
    const at = parseInt(last, 10);
    if (last.slice(last.indexOf(" ") + 1) === href && now - at < WINDOW_MS) return false;
    store!.setItem(KEY, `${now} ${href}`);
    return true;
  } catch {
    return false; // No session storage (private mode, quota): show the link.
  }
}

/** Whether the app has rendered in this document (the root component's first effect ran). */
let appRendered = false;

export function noteAppRendered(): void {
  appRendered = true;
}

/**
 * Reloads the current address when the error came after the app had rendered (a client-side
 * navigation). An error in the server's own render or in hydration is not mended by a reload.
 * (Not `<html data-hydrated>`: React strips the document element's attributes when the error
 * boundary takes the root's place.)
 */
export function reloadAfterFailedNavigation(): void {
  let store: Store | null = null;
  try {
    store = window.sessionStorage;
  } catch {
    // Storage refused: shouldReload says no.
  }
  if (appRendered && shouldReload(window.location.href, Date.now(), store))
    window.location.reload();
}
