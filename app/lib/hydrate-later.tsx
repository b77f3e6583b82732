import { Suspense, use, type ReactNode } from "react";

/**
 * A part of the page hydrated in a task of its own (docs/decisions/325-preact-in-the-browser.md,
 * amended by 326): Preact hydrates without yielding, and one task holding the router's creation
 * and the whole page's hydration blocked the main thread for longer than the 50 ms a task may
 * take. While it waits, the part keeps its prerendered markup, as a deferred island does. Each
 * `part` waits for the task after the one in which the previous part (in the order they are first
 * rendered) was released, so nested and sibling parts hydrate one per task. On the server, and
 * once the page has hydrated, it renders in place.
 */
export function HydrateLater({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <NextTask part={part}>{children}</NextTask>
    </Suspense>
  );
}

const released = new Map<string, Promise<void>>();
let previous: Promise<void> = Promise.resolve();

/**
 * The promise that releases `part`: one task after the part asked for before it was released
 * (exported for its test).
 */
export function releaseOf(part: string): Promise<void> {
  let release = released.get(part);
  if (!release) {
    release = previous.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
    released.set(part, release);
    previous = release;
  }
  return release;
}

/**
 * Whether the page has hydrated (the app shell's mark on `<html>`). A part first rendered after that
 * (a client-side navigation) never waits. Without any `<html>`, the app is putting up a new one in
 * place of the old (the root's error boundary after a failed navigation), long after hydration.
 */
function pageHydrated(): boolean {
  const root = document.documentElement as HTMLElement | null;
  return !root || root.dataset.hydrated !== undefined;
}

function NextTask({ part, children }: { part: string; children: ReactNode }) {
  if (typeof document !== "undefined" && !pageHydrated()) use(releaseOf(part));
  return children;
}
