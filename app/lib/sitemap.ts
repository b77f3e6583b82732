import { LANGUAGE_OPTIONS } from "~/i18n/languages";
import { DEMO_PAGES, PAGES, pathFor } from "~/i18n/pages";

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** sitemap.xml: every indexable page with its language alternates. */
export function buildSitemap(siteUrl: string): string {
  const abs = (path: string) => esc(`${siteUrl}${encodeURI(path)}`);
  const urls: string[] = [];
  for (const page of PAGES.filter((p) => p.index)) {
    const langs = LANGUAGE_OPTIONS.filter(
      (o) => (page.langs ?? []).length === 0 || page.langs?.includes(o.code),
    );
    for (const o of langs) {
      const alternates =
        langs.length > 1
          ? [
              ...langs.map(
                (a) =>
                  `    <xhtml:link rel="alternate" hreflang="${a.iso}" href="${abs(pathFor(page.id, a.code))}"/>`,
              ),
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(pathFor(page.id, "en"))}"/>`,
            ]
          : [];
      urls.push(
        [
          "  <url>",
          `    <loc>${abs(pathFor(page.id, o.code))}</loc>`,
          ...alternates,
          "  </url>",
        ].join("\n"),
      );
    }
  }
  for (const demo of DEMO_PAGES) urls.push(`  <url>\n    <loc>${abs(demo.path)}</loc>\n  </url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
