import type { Plugin } from "vite";

/**
 * Client chunking for a small first load. Left alone, the bundler gives every module shared by two
 * route entries its own chunk: each page then fetched ~20 files of under 2 KB, and gzip compresses
 * each one alone. This plugin groups:
 * - `framework`: React Router (with its `cookie` and `set-cookie-parser`) and Preact, the browser's
 *   React since decision 325 (below), which every page needs;
 * - `shell`: the app modules the root route (header, footer, banner, i18n) and the SEO helpers
 *   import statically, which every page needs too; their libraries follow them. With them go the
 *   tiny helpers most pages' first load imports anyway (`KIT`: the icon library's core, `clsx`,
 *   `cn`, the VAT rate, contact tracking): alone they were five or six files of a few hundred bytes
 *   each, every one a request with its own headers on a slow phone.
 * Route-only code (a gallery, a form) stays in its route's chunks, so no page loads another's.
 *
 * Entry chunks may export more than their module's own names (`allow-extension`): the shell chunk
 * is then the root route's module itself, and a route's data module joins the route's chunk,
 * instead of a re-exporting file of 100 bytes and 370 bytes of headers each. Preact (the browser's
 * React, `preact-client.ts`) and its React DOM face go with the framework
 * (docs/decisions/260-fewer-smaller-script-files.md, 325-preact-in-the-browser.md), and so does the
 * entry's one function (`app/lib/hydrate-page.tsx`): the entry stays a line the build inlines.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser|preact)[\\/]|^\0preact-react-dom$|[\\/]app[\\/]lib[\\/]hydrate-page\.tsx$/;
/** Modules every page loads: the root route, and the SEO helpers every route's `meta` calls. */
const ROOTS =
  /[\\/]app[\\/](root\.tsx|features[\\/]seo[\\/]seo\.ts|lib[\\/]use-hydrated\.ts)(\?|$)/;
/** Small helpers most pages' first load imports: one file with the shell instead of one each. */
const KIT =
  /[\\/](node_modules[\\/]clsx[\\/]|app[\\/](lib[\\/](cn|vat|track-contact)|components[\\/]ui[\\/]lean-icon)\.)/;
/** Only the app's own modules are captured; their libraries follow them (includeDependenciesRecursively). */
const APP = /[\\/]app[\\/]/;

export function shellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: "studio:shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shell.clear();
      const queue = [...this.getModuleIds()].filter((id) => ROOTS.test(id));
      while (queue.length) {
        const id = queue.pop()!;
        if (shell.has(id)) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 2 },
            {
              name: "shell",
              test: (id: string) =>
                (shell.has(id) && APP.test(id) && !/node_modules/.test(id)) || KIT.test(id),
              priority: 1,
            },
          ],
        },
      };
    },
  };
}
