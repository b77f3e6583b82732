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

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${encodeURI(decodeURI(path))}`;
}
