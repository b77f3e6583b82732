import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * Small, stateless app modules several routes share (a list of links, a heading block, a table of
 * input types). Left shared, each became a script file of its own: a few hundred bytes of code
 * with about 370 bytes of HTTP/1.1 headers, and one more request on a slow phone. Each importer
 * gets its own copy instead, which lands inside the importer's chunk (the same trade as the icons
 * of decision 240; docs/decisions/260-fewer-smaller-script-files.md).
 *
 * A module belongs here only if it holds no state and creates no React context: every copy is a
 * separate module instance.
 */
export const SMALL_SHARED = [
  "app/components/layout/language-link-list.tsx",
  "app/components/layout/nav-links.ts",
  "app/components/sections/page-intro.tsx",
  "app/features/forms/field-inputs.ts",
  "app/features/forms/field-errors.ts",
  "app/lib/utm-keys.ts",
  "app/lib/demo-link.ts",
  "app/lib/field-limits.ts",
  "app/features/calculator/calculator-params.ts",
  "app/features/quote/quote-summary-box.tsx",
  // The form fields' markup: the retry page (message-not-sent) loaded it as a file of its own, and
  // its 286 bytes of headers took the page's scripts over the 105 KB target (stop 45).
  "app/components/ui/form-field.tsx",
  // The pictures' markup: the card page loaded it as a file of its own, and with the root chunk's
  // 30 bytes for decision 323 its scripts went just over 105 KB as Lighthouse counts them (stop 46).
  "app/components/ui/responsive-image.tsx",
  // The demo sites' header and bar, with their texts: each demo page loads one demo route, so a
  // copy in each route saves the pages a shared file of their own (decision 260).
  "app/features/demo/demo-header.tsx",
  "app/features/demo/demo-banner.tsx",
  "app/features/demo/use-back-lang.ts",
  "app/content/demo-common.ts",
] as const;

const MARK = "?copy-for=";
const baseName = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.tsx?$/, "");
const NAMES = new Set(SMALL_SHARED.map(baseName));
const clean = (id: string) => (id.includes(MARK) ? id.slice(0, id.indexOf(MARK)) : id);
const isSmallShared = (id: string) =>
  SMALL_SHARED.some((file) => id.replace(/\\/g, "/").endsWith(`/${file}`));

/**
 * The copy of `id` for one importer. An importer that is itself a copy keys by its whole id, so a
 * small module imported by two copies of another gets two copies too.
 */
export const copyFor = (id: string, importer: string) =>
  `${clean(id)}${MARK}${createHash("sha256").update(importer).digest("hex").slice(0, 8)}`;

export function copySmallModules(): Plugin {
  return {
    name: "studio:copy-small-modules",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      if (!NAMES.has(baseName(source.replace(/\.tsx?$/, "")))) {
        // A copy's own imports resolve from the real file's place.
        return importer.includes(MARK) ? this.resolve(source, clean(importer), options) : null;
      }
      const resolved = await this.resolve(source, clean(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isSmallShared(resolved.id)) return resolved;
      return copyFor(resolved.id, importer);
    },
    load(id) {
      return id.includes(MARK) ? readFileSync(clean(id), "utf8") : null;
    },
  };
}
