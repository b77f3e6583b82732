import {
  Suspense,
  memo,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type RefObject,
} from "react";
import { I18nProvider, useI18n } from "~/i18n/i18n-context";
import { langFromPath, type Lang } from "~/i18n/languages";
import type { Messages } from "~/i18n/messages/types";
import { guardFragmentMoves } from "./fragment-moves";
import { importAgain, loadUntilItComes } from "./load-again";
import { isPlainLeftClick } from "./plain-click";

/**
 * Deferred hydration (docs/decisions/180-deferred-islands.md). An island is a part of a page whose
 * code is not in the first load: the prerendered HTML shows it in full and its links, forms and
 * native dialogs work as HTML, while the browser's React (Preact, decision 325) leaves it as server
 * markup (a suspended boundary between `<!--$s-->` marks) until its code has arrived. The code is fetched when the island comes near the
 * viewport ("view"), at the visitor's first interaction with the page (a pointer, a touch, a key),
 * or when a client-side navigation starts; it then hydrates the markup in place, so nothing
 * moves. On the server and after hydration an island renders like any component.
 */
/**
 * When a part of the page loads its code, besides a pointer, focus or hover on it and a navigation:
 * `"view"` as it comes near the viewport; `"interaction"` at the first touch, wheel or key anywhere;
 * `"scroll"` then or at the first scroll of the page, however made (a scroll bar dragged, an
 * autoscroll, a find in the page, a script), for a part that answers to scrolling.
 */
export type IslandTrigger = "view" | "interaction" | "scroll";

type Tracked<T> = Promise<T> & { status?: "fulfilled" | "rejected"; value?: T; reason?: unknown };

/** Every island's loader: the server loads them all before it renders a page. */
const loaders: (() => Promise<unknown>)[] = [];
/** Gates of the islands still waiting on the client. */
const waiting = new Set<() => void>();
let hydrated = false;
/** The visitor has interacted, or a navigation started: no island waits any more. */
let opened = false;

/** Islands whose code has started loading: they are (or were) on the page. */
const started = new Set<(lang?: Lang) => Promise<unknown>>();

/**
 * Lets every waiting island load: the visitor's first interaction, or a navigation. A navigation
 * to another language also fetches the new texts of the islands on the page (header, footer).
 */
export function openIslands(lang?: Lang): void {
  opened = true;
  for (const open of [...waiting]) open();
  if (lang) for (const preload of started) void preload(lang);
}

/** Called once the page has hydrated: islands mounted from then on load at once. */
export function markIslandsHydrated(): void {
  hydrated = true;
}

/** Whether the page's first hydration is over (`markIslandsHydrated` has been called). */
export function pageHydrated(): boolean {
  return hydrated;
}

/** Server: every island's module is loaded before rendering, so each renders in place. */
export function loadAllIslands(): Promise<unknown[]> {
  return Promise.all(loaders.map((load) => load()));
}

declare global {
  interface Window {
    /** Set by the boot script (server/defer-hydration.ts) at an interaction before hydration. */
    __interacted?: 1;
    /** Set by the boot script: a `data-replay` button or link tapped before any script had run. */
    __heldClick?: HTMLElement;
    /** Set once this module runs: from then on it holds early clicks itself. */
    __islandsLive?: 1;
  }
}

/** Some part of the page is still server markup waiting for its code. */
function islandsPending(): boolean {
  return document.querySelector("[data-island]:not([data-island-ready])") !== null;
}

/**
 * Marks a control whose click means something only to its island's code (a lightbox link, a
 * filter button). Clicked while that code is still on its way, the click is held and given again
 * once the island has hydrated, instead of doing the plain HTML thing (opening the raw image) or
 * nothing: markup not hydrated yet has no handlers, and a click there does only the browser's
 * own action. Spread it on the element: `<a {...REPLAY_CLICK}>`.
 */
export const REPLAY_CLICK = { "data-replay": "" } as const;
/**
 * Marks the cookie banner's choices, whose plain HTML post would cost the visitor their place on
 * the page (it comes back at the top). Until the banner has hydrated, the boot script
 * (server/defer-hydration.ts) stores such a choice itself at the tap, and the click goes no
 * further (docs/decisions/329-cookie-choice-stored-at-the-tap.md), a banner shown by `:target`
 * included.
 */
export const REPLAY_CLICK_EARLY = { "data-replay": "early" } as const;
/**
 * Why: if the island's code has not come by then (a lost connection), a held link is followed and
 * a held submit button submits its form as plain HTML after all, so a click is never swallowed.
 */
const REPLAY_GIVE_UP_MS = 4000;
/** Per waiting island (its wrapper), the control clicked while its code was loading. */
const heldClicks = new WeakMap<Element, HTMLElement>();

/**
 * A held control says so (`aria-busy`, drawn dimmed with a progress cursor by app/app.css) until
 * its click is given again or given up: a tap that seems to do nothing invites a second one.
 */
function hold(wrapper: Element, control: HTMLElement): void {
  heldClicks.set(wrapper, control);
  control.setAttribute("aria-busy", "true");
}

function release(wrapper: Element, control: HTMLElement): void {
  if (heldClicks.get(wrapper) === control) heldClicks.delete(wrapper);
  control.removeAttribute("aria-busy");
}

/**
 * Holds the control's click until its island has hydrated; if its code has not come within
 * REPLAY_GIVE_UP_MS, a link is followed and a submit button submits its form as plain HTML.
 */
function holdUntilReady(wrapper: Element, control: HTMLElement): void {
  hold(wrapper, control);
  window.setTimeout(() => {
    if (heldClicks.get(wrapper) !== control) return;
    release(wrapper, control);
    if (control instanceof HTMLAnchorElement && control.href) {
      window.location.assign(control.href);
    } else if (control instanceof HTMLButtonElement && control.type === "submit") {
      control.form?.requestSubmit(control);
    }
  }, REPLAY_GIVE_UP_MS);
}

function holdEarlyClicks(): void {
  // On the window, in the capture phase: before any handler on the page.
  window.addEventListener(
    "click",
    (event) => {
      if (!isPlainLeftClick(event)) return;
      const control = (event.target as Element | null)?.closest?.("[data-replay]");
      const wrapper = control?.closest("[data-island]");
      if (!(control instanceof HTMLElement) || !wrapper) return;
      if (wrapper.hasAttribute("data-island-ready")) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      holdUntilReady(wrapper, control);
      openIslands();
    },
    true,
  );
}

/** The island has hydrated (the same elements, now with their handlers): the held click again. */
function replayHeldClick(wrapper: Element): void {
  const control = heldClicks.get(wrapper);
  if (!control) return;
  release(wrapper, control);
  if (control.isConnected) window.setTimeout(() => control.click(), 0);
}

/**
 * A button or link tapped before any script had run (kept by the boot script,
 * server/defer-hydration.ts): held like a click on a loading island, with the same give-up.
 */
function adoptEarlyClick(): void {
  const control = window.__heldClick;
  delete window.__heldClick;
  const wrapper = control?.closest("[data-island]");
  if (control && wrapper && !wrapper.hasAttribute("data-island-ready")) {
    holdUntilReady(wrapper, control);
  }
}

if (typeof window !== "undefined") {
  window.__islandsLive = 1;
  guardFragmentMoves(islandsPending);
  holdEarlyClicks();
  adoptEarlyClick();
  if (window.__interacted) opened = true;
  const events = ["pointerdown", "touchstart", "keydown", "wheel"] as const;
  const first = () => {
    for (const type of events) window.removeEventListener(type, first, true);
    openIslands();
  };
  for (const type of events) window.addEventListener(type, first, { capture: true, passive: true });
}

/** Where the page stood before the visitor moved it, noted by a `"scroll"` island at hydration. */
let baseline: number | null = null;

/**
 * The scroll position before the visitor moved the page (its top, or where its anchor put it), or
 * null before a `"scroll"` island has hydrated: that island (the phone bar, which follows the
 * scroll direction) starts from it, since the moves made before its code came were not seen.
 */
export function scrollBaseline(): number | null {
  return baseline;
}

/**
 * Starts loading when a child of the wrapper enters the viewport: the markup is already there, the
 * code is only needed before the visitor acts on it (and any touch, wheel or key loads it).
 */
const VIEW_MARGIN = "0px";

export interface Island<P> {
  (props: P): ReactElement;
  /** Fetches the island's code, and its texts in `lang`, now (a client-side navigation). */
  preload: (lang?: Lang) => Promise<unknown>;
}

/** An island ready to render in one language: its component and its own texts, if any. */
interface Ready<P> {
  Component: ComponentType<P>;
  texts: Partial<Messages> | null;
}

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = promise.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
      return value;
    },
    (reason: unknown) => {
      tracked.status = "rejected";
      tracked.reason = reason;
      throw reason;
    },
  );
  return tracked;
}

function settled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled" as const, value });
}

/** An island's own texts in a language (app/i18n/island-messages.ts), null when it has none. */
type TextsOf = (name: string, lang: Lang) => Partial<Messages> | null;
/** Set on the server, which renders islands in place and so needs their texts at once. */
let serverTexts: TextsOf | undefined;

export function provideServerIslandTexts(texts: TextsOf): void {
  serverTexts = texts;
}

/** In the browser the texts come as a chunk per language and message file, with the code. */
function fetchTexts(name: string, lang: Lang): Promise<Partial<Messages> | null> {
  return import("~/i18n/island-messages").then((m) => m.loadIslandTexts(name, lang));
}

/**
 * `load` imports the island's module (a dynamic `import()`, so the bundler gives it a chunk of its
 * own); `pick` takes the component out of it (or loads it with the module's help: a legal page's
 * body in its language). Apart, because a failed download is tried again
 * under a fresh address (`importAgain`): the browser keeps the failure of an address.
 */
export function island<P extends object, M = unknown>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P> | Promise<ComponentType<P>>,
  trigger: IslandTrigger = "view",
): Island<P> {
  let code: Tracked<ComponentType<P>> | null = null;
  const loadModule = importAgain(load);
  const startCode = (): Tracked<ComponentType<P>> => {
    started.add(preload);
    // A failed download is tried again by the next start.
    if (!code || code.status === "rejected")
      code = track(
        loadModule().then(async (module) => {
          const Component = await pick(module);
          if (!Component) throw new Error(`island ${name}: no component in its module`);
          return Component;
        }),
      );
    return code;
  };
  loaders.push(startCode);

  const ready = new Map<Lang, Tracked<Ready<P>>>();
  /**
   * The island in `lang`, once per language. A failed attempt stays, so a render that meets it
   * throws it to the error boundary (and does not start another each time it renders);
   * `again` (a retry, a navigation's preload) replaces it with a new attempt.
   */
  const start = (lang: Lang, again = false): Tracked<Ready<P>> => {
    let found = ready.get(lang);
    if (found?.status === "rejected" && again) found = undefined;
    if (!found) {
      const component = startCode();
      // On the server the texts are there at once, so the island renders in place.
      const texts = serverTexts?.(name, lang);
      found =
        component.status === "fulfilled" && texts !== undefined
          ? settled({ Component: component.value!, texts })
          : track(
              Promise.all([component, texts === undefined ? fetchTexts(name, lang) : texts]).then(
                ([Component, own]) => ({ Component, texts: own }),
              ),
            );
      found.catch(() => undefined);
      ready.set(lang, found);
    }
    return found;
  };

  /**
   * `start`, but one that never fails: what an island renders with while its server markup is on
   * screen in its language (`patient` below), which keeps working as HTML while its code is tried
   * again (docs/decisions/341-a-failed-download-keeps-the-page.md). Everything else uses `start`,
   * whose failure reaches the error boundary (decision 300).
   */
  const patient = new Map<Lang, Tracked<Ready<P>>>();
  const startPatiently = (lang: Lang): Tracked<Ready<P>> => {
    let found = patient.get(lang);
    if (!found) {
      const first = start(lang);
      found =
        first.status === "fulfilled"
          ? first
          : track(first.catch(() => loadUntilItComes(() => start(lang, true), true)));
      patient.set(lang, found);
    }
    return found;
  };

  function preload(lang?: Lang): Promise<unknown> {
    return lang ? start(lang, true) : startCode();
  }

  let release: (() => void) | undefined;
  let gate: Promise<Ready<P>> | null = null;
  let gateLang: Lang | undefined;
  /** Its trigger came, maybe before hydration reached the island's markup (a field filled early). */
  let triggered = false;
  const open = () => {
    triggered = true;
    waiting.delete(open);
    release?.();
    if (gateLang) void startPatiently(gateLang);
    else void startCode().catch(() => undefined);
  };
  const gated = (lang: Lang) => {
    if (triggered) return startPatiently(lang);
    if (!gate) {
      gateLang = lang;
      waiting.add(open);
      gate = new Promise<void>((resolve) => (release = resolve)).then(() => startPatiently(lang));
    }
    return gate;
  };

  interface LoadedProps {
    props: P;
    wrapper: RefObject<HTMLDivElement | null>;
    /** Part of the prerendered page being hydrated: waits for its trigger. */
    deferred: boolean;
    /**
     * Its server markup is on screen, in this language: while its code is missing it works as
     * HTML, so a failed download is tried again (`startPatiently`). Otherwise (mounted by a
     * navigation, or drawn again in another language) there is nothing to fall back to, and a
     * failure reaches the error boundary, which loads the address as a document (decision 300).
     */
    patient: boolean;
  }
  function Loaded({ props, wrapper, deferred, patient }: LoadedProps) {
    const { lang, messages } = useI18n();
    const { Component, texts } = use(
      deferred && !opened ? gated(lang) : patient ? startPatiently(lang) : start(lang),
    );
    const merged = useMemo(() => texts && { ...messages, ...texts }, [messages, texts]);
    useEffect(() => {
      // Lets tests (and the curious) see which islands are interactive.
      wrapper.current?.setAttribute("data-island-ready", "");
      if (wrapper.current) replayHeldClick(wrapper.current);
    }, [wrapper]);
    const element = <Component {...props} />;
    return merged ? (
      <I18nProvider lang={lang} messages={merged}>
        {element}
      </I18nProvider>
    ) : (
      element
    );
  }

  function IslandRoot(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Whether this island came with the prerendered page is decided at its first render: during the
    // page's hydration `hydrated` is not set yet; an island mounted by a later render finds it set.
    const [deferred] = useState(() => !hydrated && typeof window !== "undefined");
    const { lang } = useI18n();
    const [markupLang] = useState(lang);
    useEffect(() => {
      const element = wrapper.current;
      if (!element || code?.status === "fulfilled") return;
      // The visitor already acted on this part before the scripts came (focused or filled a field):
      // its code loads at once, so the next action (a send) is the enhanced one.
      if (deferred && touchedBeforeHydration(element)) open();
      const events = ["pointerdown", "focusin", "mouseover"] as const;
      for (const type of events) element.addEventListener(type, open, { passive: true });
      if (trigger === "scroll") {
        baseline = location.hash ? window.scrollY : 0;
        // Moved already (a scroll before the page hydrated): its code comes now.
        if (window.scrollY !== baseline) open();
        else window.addEventListener("scroll", open, { passive: true });
      }
      let observer: IntersectionObserver | undefined;
      if (trigger === "view" && "IntersectionObserver" in window) {
        // The first report for each child says where it stood when the page hydrated. A part
        // already on screen then works as HTML and waits for the first interaction (its code would
        // only add to the scripts and blocking time before any); a part scrolled near later loads.
        const placed = new WeakSet<Element>();
        observer = new IntersectionObserver(
          (entries) => {
            let near = false;
            for (const entry of entries) {
              if (deferred && !placed.has(entry.target)) placed.add(entry.target);
              else if (entry.isIntersecting) near = true;
            }
            if (near) open();
          },
          { rootMargin: VIEW_MARGIN },
        );
        for (const child of element.children) observer.observe(child);
      }
      return () => {
        for (const type of events) element.removeEventListener(type, open);
        window.removeEventListener("scroll", open);
        observer?.disconnect();
      };
    }, [deferred]);
    // `contents`: the wrapper draws no box, so the layout is the same as without it.
    return (
      <div ref={wrapper} data-island={name} className="contents">
        <Suspense fallback={null}>
          <Loaded
            props={props}
            wrapper={wrapper}
            deferred={deferred}
            patient={deferred && lang === markupLang}
          />
        </Suspense>
      </div>
    );
  }
  // memo: a parent's re-render with the same props must not reach the markup still waiting.
  return Object.assign(memo(IslandRoot), { preload }) as unknown as Island<P>;
}

/**
 * Whether the visitor has already used this prerendered part before it was hydrated: focus is in
 * it, or a field in it no longer holds its initial value.
 */
function touchedBeforeHydration(element: HTMLElement): boolean {
  if (element.contains(document.activeElement) && document.activeElement !== document.body) {
    return true;
  }
  for (const field of element.querySelectorAll("input, textarea, select")) {
    if (field instanceof HTMLInputElement) {
      const edited =
        field.type === "checkbox" || field.type === "radio"
          ? field.checked !== field.defaultChecked
          : field.value !== field.defaultValue;
      if (edited) return true;
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) {
        return true;
      }
    }
  }
  return false;
}

/**
 * For a route's `clientLoader`: a client-side navigation to the page fetches its islands' code and
 * texts (in the page's language) together with its data, so they render at once (the prerendered
 * page's own hydration does not run client loaders: there the islands wait for their trigger).
 */
export function preloadIslands(
  islands: readonly { preload: (lang?: Lang) => Promise<unknown> }[],
  request: Request,
): Promise<unknown[]> {
  const lang = langFromPath(new URL(request.url).pathname);
  return Promise.all(islands.map((i) => i.preload(lang)));
}
