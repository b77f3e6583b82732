import { Suspense, use, type ReactNode } from "react";
import { pageHydrated } from "./island";

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
 * A part first rendered after the page's first hydration (a client-side navigation, the root's
 * error boundary after a failed one) never waits: it would flash empty for a task.
 */
function NextTask({ part, children }: { part: string; children: ReactNode }) {
  if (typeof document !== "undefined" && !pageHydrated()) use(releaseOf(part));
  return children;
}
