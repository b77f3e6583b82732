import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const LEAN_ICON = fileURLToPath(new URL("../app/components/ui/lean-icon.ts", import.meta.url));
const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/?]+\.mjs(\?|$)/;
/** The mark of an icon module's copy for one importer (see `copyIconImports`). */
const COPY = "?icon-for=";
/** `import { A, B as C, type T } from "lucide-react";` in the app's own source. */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** lucide's export names (`Phone`, `CheckCircle2`, `PhoneIcon`…) to their icon module files. */
function lucideIconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const index = require.resolve("lucide-react").replace(/[\\/]cjs[\\/]lucide-react\.js$/, "");
  const esm = join(index, "esm");
  const files = new Map<string, string>();
  const barrel = readFileSync(join(esm, "lucide-react.mjs"), "utf8");
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[^']+)';/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, join(esm, file!));
  }
  return files;
}

/**
 * Rewrites a module's `import { Phone, Mail } from "lucide-react"` into one import per icon of
 * that icon's module, marked as this importer's own copy. Type imports stay on the package.
 */
export function copyIconImports(
  code: string,
  importer: string,
  files: Map<string, string>,
): string | null {
  if (!code.includes("lucide-react")) return null;
  const tag = createHash("sha256").update(importer).digest("hex").slice(0, 8);
  let changed = false;
  const out = code.replace(LUCIDE_IMPORT, (whole, list: string) => {
    const lines: string[] = [];
    const types: string[] = [];
    for (const raw of list
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (raw.startsWith("type ")) {
        types.push(raw.slice(5).trim());
        continue;
      }
      const [name, local = name] = raw.split(/\s+as\s+/).map((s) => s.trim()) as [string, string?];
      const file = files.get(name);
      if (!file) return whole;
      lines.push(`import ${local} from ${JSON.stringify(file + COPY + tag)};`);
    }
    if (types.length) lines.push(`import type { ${types.join(", ")} } from "lucide-react";`);
    changed = true;
    return lines.join("\n");
  });
  return changed ? out : null;
}

/**
 * Icons in the build: lucide's drawings, drawn by the site's lean component, one copy per module
 * that uses them (docs/decisions/240-lean-icons.md).
 * - Every lucide icon module imports `../createLucideIcon.mjs` and calls it with its drawing; that
 *   import resolves to `app/components/ui/lean-icon.ts`.
 * - Each app module gets its own copy of the icon modules it imports, so an icon two routes share
 *   is not a file of its own (a 200-byte script with 370 bytes of headers) but a few bytes inside
 *   each route's chunk; icons the shell uses go with the shell.
 * Client and server builds alike, so hydration sees the same markup.
 */
export function leanIcons(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "studio:lean-icons",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer && LUCIDE_ICON_MODULE.test(importer)) {
        return LEAN_ICON;
      }
      if (source.includes(COPY) && LUCIDE_ICON_MODULE.test(source)) return source;
      if (importer?.includes(COPY) && source.startsWith(".")) {
        return this.resolve(join(dirname(importer.slice(0, importer.indexOf("?"))), source));
      }
      return null;
    },
    load(id) {
      if (!id.includes(COPY) || !LUCIDE_ICON_MODULE.test(id)) return null;
      return readFileSync(id.slice(0, id.indexOf("?")), "utf8");
    },
    transform(code, id) {
      if (/[\\/]node_modules[\\/]/.test(id) || !/\.tsx?(\?|$)/.test(id)) return null;
      files ??= lucideIconFiles();
      const out = copyIconImports(code, id, files);
      return out === null ? null : { code: out, map: null };
    },
  };
}
