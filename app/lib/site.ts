import { readablePath } from "./readable-path";

/** The origin used when SITE_URL is not set: a local run (`npm start`). */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** SITE_URL as given (unset or blank: the default), without a trailing slash. */
export function siteOrigin(value: string | undefined): string {
  return (value?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

/** Public origin of the site, fixed at build time from SITE_URL (pages are prerendered). */
export const SITE_URL: string = siteOrigin(
  typeof __SITE_URL__ === "string" ? __SITE_URL__ : undefined,
);

declare global {
  const __SITE_URL__: string | undefined;
}

/** The absolute address of a path, percent-encoded: for the sitemap and the share tags. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${encodeURI(decodeURI(path))}`;
}

/**
 * The absolute address of a path with its letters written out, for the page's own markup
 * (canonical, language alternates, breadcrumbs). A parser resolves it to the same address as
 * `absoluteUrl`, for two bytes a Cyrillic letter instead of six
 * (docs/decisions/311-page-addresses-with-letters.md).
 */
export function markupUrl(path: string): string {
  return readablePath(absoluteUrl(path));
}
