import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const LEAN_ICON = fileURLToPath(new URL("../app/components/ui/lean-icon.ts", import.meta.url));
const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * Every lucide-react icon module imports `../createLucideIcon.mjs` and calls it with its drawing.
 * In the build (client and server alike, so hydration sees the same markup) that import resolves to
 * the site's lean version instead: see app/components/ui/lean-icon.ts and
 * docs/decisions/240-lean-icons.md. The icon modules themselves, and their drawings, stay lucide's.
 */
export function leanIcons(): Plugin {
  return {
    name: "studio:lean-icons",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer && LUCIDE_ICON_MODULE.test(importer)) {
        return LEAN_ICON;
      }
      return null;
    },
  };
}
