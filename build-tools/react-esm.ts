import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * React and React DOM ship as CommonJS. Left alone, every browser chunk that imports them wraps
 * the module itself with the bundler's interop helper (`__toESM(require_react())`), so the
 * helpers became a chunk of their own that every page fetched. This plugin gives the browser
 * build's ES-module importers one ES-module face per package instead, with named exports; the
 * face lives in the `framework` chunk (`build-tools/shell-chunk.ts`), the interop happens once
 * there, and the helpers join the framework chunk. Decision 260.
 */
const PACKAGES = ["react", "react/jsx-runtime", "react-dom", "react-dom/client"] as const;
const PREFIX = "\0react-esm:";
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const require = createRequire(import.meta.url);

/** The package's export names, read from the installed package (the build fails on a missing one). */
function exportNames(pkg: string): string[] {
  return Object.keys(require(pkg) as object).filter((n) => n !== "default" && IDENTIFIER.test(n));
}

/** The ES-module face of one CommonJS package: its object as default, its members by name. */
export function esmFace(pkg: string, names: string[]): string {
  return [
    `import M from ${JSON.stringify(pkg)};`,
    "export default M;",
    `export const { ${names.join(", ")} } = M;`,
  ].join("\n");
}

export const faceId = (pkg: string) => PREFIX + pkg;
export const isFace = (id: string) => id.startsWith(PREFIX);

export function reactEsm(): Plugin {
  return {
    name: "studio:react-esm",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer, options) {
      if (!(PACKAGES as readonly string[]).includes(source)) return null;
      if (!importer || isFace(importer)) return null;
      // CommonJS `require()` inside React DOM keeps the package itself.
      const kind = (options as { kind?: string }).kind;
      if (kind !== undefined && kind !== "import-statement" && kind !== "dynamic-import")
        return null;
      return faceId(source);
    },
    load(id) {
      if (!isFace(id)) return null;
      const pkg = id.slice(PREFIX.length);
      return esmFace(pkg, exportNames(pkg));
    },
  };
}
