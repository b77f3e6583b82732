import {
  Suspense,
  memo,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type RefObject,
} from "react";

/**
 * Deferred hydration (docs/decisions/180-deferred-islands.md). An island is a part of a page whose
 * code is not in the first load: the prerendered HTML shows it in full and its links, forms and
 * native dialogs work as HTML, while React leaves it as server markup (a dehydrated Suspense
 * boundary) until its code has arrived. The code is fetched when the island comes near the
 * viewport ("view"), at the visitor's first interaction with the page (a pointer, a touch, a key),
 * or when a client-side navigation starts; React then hydrates the markup in place, so nothing
 * moves. On the server and after hydration an island renders like any component.
 */
export type IslandTrigger = "view" | "interaction";

type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/** Every island's loader: the server loads them all before it renders a page. */
const loaders: (() => Promise<unknown>)[] = [];
/** Gates of the islands still waiting on the client. */
const waiting = new Set<() => void>();
let hydrated = false;
/** The visitor has interacted, or a navigation started: no island waits any more. */
let opened = false;

/** Lets every waiting island load: the visitor's first interaction, or a navigation. */
export function openIslands(): void {
  opened = true;
  for (const open of [...waiting]) open();
}

/** Called once React has hydrated the page: islands mounted from then on load at once. */
export function markIslandsHydrated(): void {
  hydrated = true;
}

/** Server: every island's module is loaded before rendering, so each renders in place. */
export function loadAllIslands(): Promise<unknown[]> {
  return Promise.all(loaders.map((load) => load()));
}

if (typeof window !== "undefined") {
  const events = ["pointerdown", "touchstart", "keydown", "wheel"] as const;
  const first = () => {
    for (const type of events) window.removeEventListener(type, first, true);
    openIslands();
  };
  for (const type of events) window.addEventListener(type, first, { capture: true, passive: true });
}

/**
 * Starts loading when a child of the wrapper enters the viewport: the markup is already there, the
 * code is only needed before the visitor acts on it (and any touch, wheel or key loads it).
 */
const VIEW_MARGIN = "0px";

export interface Island<P> {
  (props: P): ReactElement;
  /** Fetches the island's code now (a client-side navigation to its page). */
  preload: () => Promise<unknown>;
}

export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  trigger: IslandTrigger = "view",
): Island<P> {
  let loading: Tracked<ComponentType<P>> | null = null;
  const start = (): Tracked<ComponentType<P>> => {
    if (!loading) {
      const tracked: Tracked<ComponentType<P>> = load().then((component) => {
        tracked.status = "fulfilled";
        tracked.value = component;
        return component;
      });
      loading = tracked;
    }
    return loading;
  };
  loaders.push(start);

  let release: (() => void) | undefined;
  let gate: Promise<ComponentType<P>> | null = null;
  const open = () => {
    waiting.delete(open);
    release?.();
    void start();
  };
  const gated = () => {
    if (!gate) {
      waiting.add(open);
      gate = new Promise<void>((resolve) => (release = resolve)).then(start);
    }
    return gate;
  };

  interface LoadedProps {
    props: P;
    wrapper: RefObject<HTMLDivElement | null>;
    /** Part of the prerendered page React is hydrating: waits for its trigger. */
    deferred: boolean;
  }
  function Loaded({ props, wrapper, deferred }: LoadedProps) {
    const Component = use(deferred && !opened ? gated() : start());
    useEffect(() => {
      // Lets tests (and the curious) see which islands are interactive.
      wrapper.current?.setAttribute("data-island-ready", "");
    }, [wrapper]);
    return <Component {...props} />;
  }

  function IslandRoot(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // React hydrates the markup inside a Suspense boundary in a pass after the page's own, when
    // `hydrated` is already set: whether this island came with the prerendered page is decided here.
    const [deferred] = useState(() => !hydrated && typeof window !== "undefined");
    useEffect(() => {
      const element = wrapper.current;
      if (!element || loading?.status === "fulfilled") return;
      const events = ["pointerdown", "focusin", "mouseover"] as const;
      for (const type of events) element.addEventListener(type, open, { passive: true });
      let observer: IntersectionObserver | undefined;
      if (trigger === "view" && "IntersectionObserver" in window) {
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) open();
          },
          { rootMargin: VIEW_MARGIN },
        );
        for (const child of element.children) observer.observe(child);
      }
      return () => {
        for (const type of events) element.removeEventListener(type, open);
        observer?.disconnect();
      };
    }, []);
    // `contents`: the wrapper draws no box, so the layout is the same as without it.
    return (
      <div ref={wrapper} data-island={name} className="contents">
        <Suspense fallback={null}>
          <Loaded props={props} wrapper={wrapper} deferred={deferred} />
        </Suspense>
      </div>
    );
  }
  // memo: a parent's re-render with the same props must not reach the markup still waiting.
  return Object.assign(memo(IslandRoot), { preload: start }) as unknown as Island<P>;
}

/**
 * For a route's `clientLoader`: a client-side navigation to the page fetches its islands' code
 * together with its data, so they render at once (the prerendered page's own hydration does not
 * run client loaders: there the islands wait for their trigger).
 */
export function preloadIslands(
  islands: readonly { preload: () => Promise<unknown> }[],
): Promise<unknown[]> {
  return Promise.all(islands.map((i) => i.preload()));
}
