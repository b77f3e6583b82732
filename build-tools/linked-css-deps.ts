import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Makes the browser code treat the stylesheets every page links as already there.
 *
 * Vite's loader for a lazily imported chunk (an island) adds a `<link rel="stylesheet">` for each
 * CSS file the chunk depends on, unless the document already has a stylesheet link with that exact
 * address. React Router writes the root route's stylesheet as `/assets/root-X.css#` (the `#` marks
 * CSS that lazy chunks also import), so the loader never finds it and links the full stylesheet a
 * second time, applied at once, when the first island loads: a restyle of the whole page at the
 * visitor's first tap, and the full stylesheet applied before the navigation that should bring it
 * (docs/decisions/303-page-rest-stylesheet.md). Writing the same `#` into the chunks' dependency
 * lists makes the addresses equal, so the page's own link counts.
 *
 * A chunk keeps its file name: its hash is of Vite's output, and every build makes the same change.
 *
 * `hrefs`: the stylesheets the pages link, as written in them (`/assets/root-X.css#`). Returns the
 * chunks changed.
 */
export function markLinkedCssInChunks(clientDir: string, hrefs: Iterable<string>): string[] {
  const names = [...new Set(hrefs)]
    .filter((href) => href.startsWith("/assets/") && href.endsWith(".css#"))
    .map((href) => href.slice(1, -1));
  if (!names.length) return [];
  const assets = path.join(clientDir, "assets");
  const changed: string[] = [];
  for (const file of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    const full = path.join(assets, file);
    const code = readFileSync(full, "utf8");
    let next = code;
    for (const name of names) next = next.split(`"${name}"`).join(`"${name}#"`);
    if (next !== code) {
      writeFileSync(full, next);
      changed.push(full);
    }
  }
  return changed;
}
