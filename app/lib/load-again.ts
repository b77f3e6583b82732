/**
 * Code a page can do without for a while (a part that works as HTML until its code comes, the
 * toasts) is loaded until it arrives, not given up on: a failed download (the connection dropped,
 * or a deploy replaced the file) is tried again at once when the browser is back online, else at
 * the visitor's first tap or key after a pause, or when a longer pause ends. The pause doubles
 * after each failure, up to a minute, so a file that is gone for good (an old tab after a deploy)
 * costs a request a minute or so, not one per key. It never fails in the browser, so it never
 * reaches the page's error boundary, whose answer is to reload the page
 * (docs/decisions/341-a-failed-download-keeps-the-page.md).
 */

const FIRST_PAUSE_MS = 2_000;
const LONGEST_PAUSE_MS = 60_000;
const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/** Resolves at the next good moment to try a download again. */
function nextChance(pauseMs: number): Promise<void> {
  return new Promise((resolve) => {
    let paused = true;
    const done = () => {
      clearTimeout(pause);
      clearTimeout(last);
      window.removeEventListener("online", done);
      for (const type of INTERACTIONS) window.removeEventListener(type, acted, true);
      resolve();
    };
    const acted = () => {
      if (!paused) done();
    };
    const pause = setTimeout(() => (paused = false), pauseMs);
    const last = setTimeout(done, pauseMs * 4);
    window.addEventListener("online", done);
    for (const type of INTERACTIONS) window.addEventListener(type, acted, true);
  });
}

/**
 * `load()` until it succeeds. On the server (no window) a failure is a failure. `failedOnce`: the
 * caller's own first attempt failed already, so the first try here waits its chance too.
 */
export async function loadUntilItComes<T>(load: () => Promise<T>, failedOnce = false): Promise<T> {
  let pauseMs = FIRST_PAUSE_MS;
  if (failedOnce && typeof window !== "undefined") {
    await nextChance(pauseMs);
    pauseMs *= 2;
  }
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === "undefined") throw error;
      await nextChance(pauseMs);
      pauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS);
    }
  }
}
