/**
 * Code a page can do without for a while (a part that works as HTML until its code comes, the
 * toasts) is loaded until it arrives, not given up on: a failed download (the connection dropped,
 * or a deploy replaced the file) is tried again when the browser is back online, at the visitor's
 * next tap or key, or after a pause, whichever comes first. It never fails, so it never reaches
 * the page's error boundary, whose answer is to reload the page
 * (docs/decisions/341-a-failed-download-keeps-the-page.md).
 */

const PAUSE_MS = 15_000;

/** Resolves at the next good moment to try a download again. */
function nextChance(): Promise<void> {
  return new Promise((resolve) => {
    const events = ["online", "pointerdown", "keydown", "focusin"] as const;
    const done = () => {
      clearTimeout(timer);
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    const timer = setTimeout(done, PAUSE_MS);
    for (const type of events) window.addEventListener(type, done, true);
  });
}

/** `load()` until it succeeds. On the server (no window) a failure is a failure. */
export async function loadUntilItComes<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === "undefined") throw error;
      await nextChance();
    }
  }
}
