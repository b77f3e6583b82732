import { Suspense, use, type ReactNode } from "react";

/**
 * The page's content is hydrated in a task after the router and the document's shell
 * (docs/decisions/325-preact-in-the-browser.md): Preact hydrates without yielding, and one task
 * holding the router's creation and the whole page's hydration blocked the main thread for
 * longer than the 50 ms a task may take. The content waits once, until the next task, as a
 * deferred island waits for its code: Preact keeps its prerendered markup meanwhile. On the
 * server, and after the first hydration, it renders in place.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <NextTask>{children}</NextTask>
    </Suspense>
  );
}

let nextTask: Promise<void> | undefined;

function NextTask({ children }: { children: ReactNode }) {
  if (typeof document !== "undefined") {
    nextTask ??= new Promise<void>((resolve) => setTimeout(resolve));
    use(nextTask);
  }
  return children;
}
