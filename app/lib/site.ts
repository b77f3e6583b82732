/** Public origin of the site, fixed at build time from SITE_URL (pages are prerendered). */
export const SITE_URL: string = (
  typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:3000"
).replace(/\/+$/, "");

declare global {
  const __SITE_URL__: string | undefined;
}

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${encodeURI(decodeURI(path))}`;
}
