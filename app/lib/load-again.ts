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

/** The address a failed dynamic import names (Chromium and Firefox do; Safari does not). */
export function failedModuleUrl(error: unknown): string | null {
  const found = /(https?:\/\/[^\s"']+?\.js)\b/.exec(String(error));
  return found?.[1] ?? null;
}

let fresh = 0;

/**
 * `load` (a dynamic import), made to work again after a failed download. A browser keeps the
 * failure of a module's address (Chromium 150 answers a second `import()` of it with the same error
 * and no request), so once it has failed the module is imported from the address the error names
 * with a query of its own: a new address, fetched again, whose imports of shared chunks resolve to
 * the same modules as before. A shared chunk that failed itself stays failed until the page is
 * reloaded. Where the error names no address (Safari), `load` is simply called again.
 */
export function importAgain<M>(load: () => Promise<M>): () => Promise<M> {
  let failed: string | null = null;
  return () =>
    (failed
      ? (import(/* @vite-ignore */ `${failed}?again=${++fresh}`) as Promise<M>)
      : load()
    ).catch((error: unknown) => {
      failed = failedModuleUrl(error) ?? failed;
      throw error;
    });
}
