import type { Context } from "hono";

/**
 * Security headers for every response (docs/decisions/003-csp-hashes-for-inline-scripts.md).
 * Scripts: only our own files plus the prerendered inline scripts, allowed by their SHA-256 hashes
 * computed at build time.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Fonts, media, workers, fetch/XHR and the manifest fall back to default-src 'self' (nothing
    // here makes blob: URLs): each page's header is in its first round trip
    // (docs/decisions/250-html-in-one-round-trip.md, 297-document-headers-trimmed.md).
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Framing is refused by the CSP's `frame-ancestors 'none'` alone: every browser that can use this
 * site honours it and then ignores `X-Frame-Options`, which only cost each page 23 bytes of its
 * first round trip (docs/decisions/297-document-headers-trimmed.md).
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * A content-hashed file (a script, stylesheet, font or image under `assets/`) gets only nosniff
 * (and HSTS over HTTPS): the other headers govern a document (its framing, features, opener and
 * referrers) and on a script cost a slow phone some 250 bytes per file for nothing
 * (docs/decisions/221-document-headers-on-documents.md).
 */
export const ASSET_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
};

/**
 * Sets headers on the answer a handler made. Hono's `c.header` after the answer exists copies the
 * whole Response once per call (in case its headers are immutable, as a fetched one's are); five
 * security headers made five copies of every answer. Ours are mutable: set them in place, and
 * fall back to `c.header` for one that is not.
 */
export function setResponseHeaders(c: Context, headers: Iterable<[string, string]>): void {
  const list = [...headers];
  try {
    const target = c.res.headers;
    for (const [k, v] of list) target.set(k, v);
  } catch {
    for (const [k, v] of list) c.header(k, v);
  }
}

/** Why: two years, the value HSTS preload lists require. */
export const HSTS_MAX_AGE_S = 63_072_000;

export function isHttps(
  url: string,
  forwardedProto: string | undefined,
  trusted: boolean,
): boolean {
  if (url.startsWith("https:")) return true;
  return trusted && forwardedProto?.split(",")[0]?.trim() === "https";
}
