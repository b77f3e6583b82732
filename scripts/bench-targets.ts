/**
 * The speed targets `npm run bench` checks every page against (Lighthouse 12 mobile, default
 * simulated throttling), and the throttled phone profile of the hydration measurement.
 */
export const BUDGET = {
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1000,
  /** A page's LCP may be at most this multiple of the static floor page's, measured in the same run. */
  lcpOverFloor: 1.1,
  fcpMs: 800,
  /** Rounded to three decimals, as Lighthouse shows it. */
  cls: 0,
  tbtMs: 50,
  /** Brotli bytes of the scripts loaded before any interaction. */
  jsKbHome: 115,
  jsKbOther: 105,
  /** The page's HTML, gzip. */
  htmlKb: 20,
  hydratedMs: 1800,
};

/** A slow phone: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4x slower CPU, 390 px wide. */
export const PHONE = {
  latencyMs: 150,
  downloadBytesPerS: 1_600_000 / 8,
  uploadBytesPerS: 750_000 / 8,
  cpuSlowdown: 4,
  width: 390,
  height: 844,
};

export function isHome(path: string): boolean {
  return /^\/(en|nl|ua|fr)$/.test(path);
}
