/**
 * Accept-Encoding negotiation with q-values (`br;q=0` refuses brotli, `*;q=0` everything not
 * named), by `negotiator`, the parser Express uses. Results are cached per header value: browsers
 * send a handful of distinct values, and parsing on every request would cost more than the answer.
 */
import Negotiator from "negotiator";

export type Encoding = "br" | "gzip" | "identity";

/** Our preference when the client rates several equally: smallest first. */
const PREFERRED: readonly Encoding[] = ["br", "gzip", "identity"];
const CACHE_MAX = 256;
const cache = new Map<string, Encoding>();

type WithOptions = {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
};

/**
 * The best encoding among those we have (identity always). When the client refuses every one
 * (`identity;q=0` with nothing else), identity is sent anyway, as RFC 9110 12.5.3 allows.
 */
export function negotiateEncoding(
  header: string | undefined,
  have: Partial<Record<Encoding, unknown>>,
): Encoding {
  const available = PREFERRED.filter((e) => e === "identity" || have[e] !== undefined);
  if (available.length === 1 || !header) return "identity";
  const key = `${available.join(",")}|${header}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
  const best = ((negotiator as unknown as WithOptions).encodings(available, {
    preferred: PREFERRED,
  })[0] ?? "identity") as Encoding;
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, best);
  return best;
}
