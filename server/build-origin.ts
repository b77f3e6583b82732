/**
 * The public origin a build was made for: `npm run build` writes SITE_URL into every canonical
 * link, hreflang, the sitemap and the share images, and names the sitemap in robots.txt. The server
 * reads it back at start-up to catch a SITE_URL that differs from the build's
 * (docs/decisions/331-server-answers-from-a-review.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** The origin of robots.txt's `Sitemap:` line, or null when the build has none. */
export function buildOrigin(clientDir: string): string | null {
  try {
    const robots = readFileSync(path.join(clientDir, "robots.txt"), "utf8");
    const sitemap = /^Sitemap:\s*(\S+)/im.exec(robots)?.[1];
    return sitemap ? new URL(sitemap).origin : null;
  } catch {
    return null;
  }
}

/** What to tell the operator when the configured origin is not the build's; null when they agree. */
export function originMismatch(clientDir: string, siteUrl: string): string | null {
  const built = buildOrigin(clientDir);
  if (built === null || built === siteUrl) return null;
  return `SITE_URL is ${siteUrl}, but the build in ${clientDir} was made for ${built}: its canonical links, hreflang, sitemap and share images name ${built}. Rebuild with SITE_URL=${siteUrl} npm run build`;
}
