import { minify } from "terser";

/**
 * Minifies the classic inline scripts of a prerendered page that arrive unminified. None does
 * since stop 37 (React Router's scroll restoration script, 609 bytes, 352 minified, became part of
 * the boot lines: app/lib/scroll-positions.ts); kept so that one a router upgrade adds is not
 * shipped as written. Every byte of a page counts against its first
 * round trip (docs/decisions/250-html-in-one-round-trip.md). Run before the page's CSP hashes are
 * taken. React does not compare a script's inner HTML when it hydrates, so the tree is unchanged.
 * Scripts with a `type` (JSON-LD, the deferred module) and one-line scripts are left as they are.
 */
const INLINE_CLASSIC = /<script>([^<]*\n[^<]*)<\/script>/g;

const cache = new Map<string, Promise<string>>();

function minified(code: string): Promise<string> {
  let found = cache.get(code);
  if (!found) {
    found = minify(code, { compress: true, mangle: true }).then((out) =>
      out.code ? out.code.replace(/;$/, "") : code,
    );
    cache.set(code, found);
  }
  return found;
}

export async function minifyInlineScripts(html: string): Promise<string> {
  const scripts = [...html.matchAll(INLINE_CLASSIC)];
  let out = html;
  for (const m of scripts) {
    const code = await minified(m[1]!);
    out = out.replace(m[0], () => `<script>${code}</script>`);
  }
  return out;
}
