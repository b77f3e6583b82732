/**
 * Campaign parameters (docs/product.md §13.3): captured from the landing URL and kept in
 * sessionStorage for the rest of the visit, so a quote sent three pages later still carries them.
 */
import { cleanUtm, UTM_KEYS, type Utm } from "./utm-keys";

export const UTM_STORAGE_KEY = "utm";

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function sessionStore(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

/** The UTM parameters present in a query string, cleaned (cleanUtmTag). */
export function readUtmFromSearch(search: string | URLSearchParams): Utm {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return cleanUtm(Object.fromEntries(UTM_KEYS.map((key) => [key, params.get(key)])));
}

/**
 * Call once when a page loads. A landing URL with any UTM parameter replaces what was stored
 * (a new campaign click); a URL without any keeps the stored set.
 */
export function captureUtm(
  search: string | URLSearchParams = typeof window === "undefined" ? "" : window.location.search,
  storage: StorageLike | null = sessionStore(),
): Utm {
  const fromUrl = readUtmFromSearch(search);
  if (Object.keys(fromUrl).length === 0) return getStoredUtm(storage);
  try {
    storage?.setItem(UTM_STORAGE_KEY, JSON.stringify(fromUrl));
  } catch {
    // quota or privacy mode: the parameters then last for this page only
  }
  return fromUrl;
}

export function getStoredUtm(storage: StorageLike | null = sessionStore()): Utm {
  try {
    const raw = storage?.getItem(UTM_STORAGE_KEY);
    if (!raw) return {};
    return cleanUtm(JSON.parse(raw));
  } catch {
    return {};
  }
}
