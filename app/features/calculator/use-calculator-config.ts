import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import {
  computePrice,
  normalizeConfig,
  parseConfigFromSearch,
  type PriceBreakdown,
  type PriceConfig,
} from "~/lib/pricing";
import { searchWithConfig } from "./calculator-url";

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

const URL_CHANGED_EVENT = "calculator-url-changed";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(URL_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(URL_CHANGED_EVENT, onChange);
  };
}
const clientSearch = () => window.location.search;
/** The prerendered HTML shows the default configuration. */
const prerenderSearch = () => "";

/** Tracking code loads with the first change, not with the page. */
async function trackViewContent(price: PriceBreakdown) {
  const [{ trackEvent }, { buildViewContentEvent }] = await Promise.all([
    import("~/lib/lead-client"),
    import("~/lib/events"),
  ]);
  await trackEvent(buildViewContentEvent(price));
}

function writeUrl(config: PriceConfig) {
  const url = new URL(window.location.href);
  url.search = searchWithConfig(url.search, config);
  // Keep the router's history state; replace, so the Back button leaves the page as usual.
  window.history.replaceState(window.history.state, "", url);
  window.dispatchEvent(new Event(URL_CHANGED_EVENT));
}

/**
 * The calculator's configuration. It lives in the address (`?platform=…&pages=…&addons=…`) so a
 * configuration can be shared; after hydration the address is read (corrected by the platform
 * rules), changes show at once and reach the address and the ViewContent event debounced.
 */
export function useCalculatorConfig() {
  const search = useSyncExternalStore(subscribe, clientSearch, prerenderSearch);
  const fromUrl = useMemo(() => parseConfigFromSearch(new URLSearchParams(search)), [search]);
  const [edited, setEdited] = useState<PriceConfig | null>(null);
  const config = edited ?? fromUrl;
  const price = useMemo(() => computePrice(config), [config]);
  const urlTimer = useRef<number | undefined>(undefined);
  const trackTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(urlTimer.current);
      window.clearTimeout(trackTimer.current);
    },
    [],
  );

  function update(change: Partial<PriceConfig>) {
    const next = normalizeConfig({ ...config, ...change });
    setEdited(next);
    window.clearTimeout(urlTimer.current);
    urlTimer.current = window.setTimeout(() => writeUrl(next), URL_WRITE_DEBOUNCE_MS);
    window.clearTimeout(trackTimer.current);
    trackTimer.current = window.setTimeout(
      () => void trackViewContent(computePrice(next)),
      VIEW_CONTENT_DEBOUNCE_MS,
    );
  }

  return { config, price, update };
}
