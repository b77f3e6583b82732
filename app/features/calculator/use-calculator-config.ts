import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  computePrice,
  configToSearch,
  isAddonAvailable,
  knownAddons,
  normalizeConfig,
  PRICING,
  parseConfigFromSearch,
  type PriceBreakdown,
  type PriceConfig,
} from "~/lib/pricing";
import { sectionHashOr } from "~/lib/section-hash";
import { choicesFromSearch, searchWithConfig, type Choices } from "./calculator-url";

/**
 * Why: a slider drag makes one change per page; Safari refuses more than 100 history updates in
 * 30 s, so the address is written once the value settles.
 */
export const URL_WRITE_DEBOUNCE_MS = 300;
/**
 * Why: ViewContent is sent once per settled configuration, not once per slider step
 * (docs/decisions/009-consent-and-server-side-meta-relay.md).
 */
export const VIEW_CONTENT_DEBOUNCE_MS = 1000;

/** Tracking code loads with the first change, not with the page. */
async function trackViewContent(price: PriceBreakdown) {
  const [{ trackEvent }, { buildViewContentEvent }] = await Promise.all([
    import("~/lib/lead-client"),
    import("~/lib/events"),
  ]);
  await trackEvent(buildViewContentEvent(price));
}

/**
 * The calculator's configuration. It lives in the address (`?platform=…&pages=…&addons=…`) so a
 * configuration can be shared. The server renders the address it was asked for (a prerendered
 * page has no query; a shared link is rendered per request), so the first paint and hydration
 * show the same figures; changes show at once and reach the address and the ViewContent event
 * debounced.
 */
export function useCalculatorConfig(form: RefObject<HTMLFormElement | null>) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => parseConfigFromSearch(new URLSearchParams(search)), [search]);
  const [edited, setEdited] = useState<PriceConfig | null>(null);
  const config = edited ?? fromUrl;
  const price = useMemo(() => computePrice(config), [config]);
  // What the visitor chose, before a platform's rules cut it down: the page count and an add-on
  // that one platform cannot have come back when they switch back. It starts from the address,
  // which for a page reached without JavaScript carries what was sent from the other platform
  // (docs/decisions/312-calculator-keeps-choices.md).
  const kept = useMemo(() => choicesFromSearch(new URLSearchParams(search)), [search]);
  const chosen = useRef<Choices>(kept);
  const urlTimer = useRef<number | undefined>(undefined);
  const trackTimer = useRef<number | undefined>(undefined);
  /** The address write waiting for its debounce, if any. */
  const pendingWrite = useRef<(() => void) | null>(null);

  // A tap or key outside the calculator while a write waits writes it at once: a language link tapped right after a
  // change reads the address at its click (server/defer-hydration.ts), and a write left for later
  // would then replace the navigation to the other language with this page
  // (docs/decisions/347-head-follows-the-page.md).
  useEffect(() => {
    const flush = (event: Event) => {
      const write = pendingWrite.current;
      if (!write) return;
      // The calculator's own controls keep the debounce: a slider's arrow keys and taps on the
      // options would otherwise write the address at each step (Safari allows 100 a minute or so).
      if (event.target instanceof Node && form.current?.contains(event.target)) return;
      if (event instanceof KeyboardEvent && !["Enter", " ", "Tab"].includes(event.key)) return;
      window.clearTimeout(urlTimer.current);
      write();
    };
    window.addEventListener("pointerdown", flush, true);
    window.addEventListener("keydown", flush, true);
    return () => {
      window.removeEventListener("pointerdown", flush, true);
      window.removeEventListener("keydown", flush, true);
    };
  }, [form]);

  useEffect(
    () => () => {
      window.clearTimeout(urlTimer.current);
      window.clearTimeout(trackTimer.current);
      pendingWrite.current = null;
    },
    [],
  );

  // The calculator is an island (docs/decisions/180-deferred-islands.md): choices made in the
  // prerendered form before its code came are still in the form, so they are taken over once,
  // with their price and their place in the address. Before any later render: one that follows
  // hydration at once (useHydrated) would set the controls back to what the address says.
  useLayoutEffect(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const inForm = parseConfigFromSearch(
      new URLSearchParams([...data].map(([k, v]) => [k, String(v)])),
    );
    if (configToSearch(inForm).toString() !== configToSearch(config).toString()) update(inForm);
    // Once, at mount: later changes come through the controls' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function update(change: Partial<PriceConfig>) {
    const platform = change.platform ?? config.platform;
    const wanted = { ...chosen.current };
    // A fixed-page platform's count is its rule, not a choice.
    if (change.pages !== undefined && !PRICING[platform].fixedPages) wanted.pages = change.pages;
    if (change.addons !== undefined) {
      const lacking = wanted.addons.filter((a) => !isAddonAvailable(config.platform, a));
      wanted.addons = knownAddons([...change.addons, ...lacking]);
    }
    chosen.current = wanted;
    const next = normalizeConfig({ platform, ...wanted });
    setEdited(next);
    window.clearTimeout(urlTimer.current);
    // A replace navigation: the router's location (language links, the quote form) follows,
    // Back still leaves the page, and the home route's loader does not run again for it. It goes
    // without the hash, because the router scrolls to a hash on every navigation (the page would
    // jump back to #calculator after each change); the hash is put back after. That hash is the
    // calculator's, as the no-JavaScript "Update price" gives it: the address then leads to what
    // the visitor configured (a copied link, a reload, another language), not to the section it
    // was first opened at (`#contact`) or the top. Only a hash that is no section of the page (a
    // banner shown by `:target`) is kept.
    const write = () => {
      pendingWrite.current = null;
      // The calculator's form is always inside its section (#calculator).
      const section = form.current?.closest("section[id]");
      const keepHash = sectionHashOr(section ? `#${section.id}` : "");
      const to = `${pathname}${searchWithConfig(search, next)}`;
      // The address at once (the router follows below, after its own microtasks).
      window.history.replaceState(window.history.state, "", `${to}${keepHash}`);
      void Promise.resolve(navigate(to, { replace: true, preventScrollReset: true })).then(() => {
        if (!keepHash) return;
        const { pathname: path, search: query } = window.location;
        window.history.replaceState(window.history.state, "", `${path}${query}${keepHash}`);
      });
    };
    pendingWrite.current = write;
    urlTimer.current = window.setTimeout(write, URL_WRITE_DEBOUNCE_MS);
    window.clearTimeout(trackTimer.current);
    trackTimer.current = window.setTimeout(
      () => void trackViewContent(computePrice(next)),
      VIEW_CONTENT_DEBOUNCE_MS,
    );
  }

  return { config, price, update, kept };
}
