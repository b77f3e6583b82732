import { readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import type { Plugin } from "vite";
import { buildClassMap, renameClassList, renameCssClasses } from "./class-names/short-names.ts";

/** The hand-written stylesheet that Tailwind builds from (the only one renamed). */
const STYLESHEET = "app/app.css";

interface ClassNames {
  map: Map<string, string>;
  known: Set<string>;
}

/**
 * Runs Tailwind over the sources as its Vite plugin does, to learn before any module is
 * transformed which classes the site's stylesheet will hold, and counts their uses.
 */
export async function classNamesFor(root: string): Promise<ClassNames> {
  const file = path.join(root, STYLESHEET);
  const handWrittenCss = readFileSync(file, "utf8");
  const compiler = await compile(handWrittenCss, {
    base: path.dirname(file),
    onDependency: () => {},
  });
  const sources = (
    compiler.root === "none"
      ? []
      : compiler.root === null
        ? [{ base: root, pattern: "**/*", negated: false }]
        : [{ ...compiler.root, negated: false }]
  ).concat(compiler.sources);
  const scanner = new Scanner({ sources });
  const generatedCss = compiler.build(scanner.scan());
  const uses = new Map<string, number>();
  for (const source of scanner.files) {
    if (!source.startsWith(path.join(root, "app"))) continue;
    for (const word of readFileSync(source, "utf8").split(/[\s"'`]+/))
      uses.set(word, (uses.get(word) ?? 0) + 1);
  }
  return buildClassMap({ generatedCss, handWrittenCss, uses });
}

interface Node {
  type: string;
  start: number;
  end: number;
  value?: unknown;
  [key: string]: unknown;
}

/** Every string literal and template-literal text of a parsed module. */
function stringsIn(node: unknown, found: Node[]): void {
  if (Array.isArray(node)) {
    for (const item of node) stringsIn(item, found);
    return;
  }
  if (!node || typeof node !== "object") return;
  const n = node as Node;
  if ((n.type === "Literal" && typeof n.value === "string") || n.type === "TemplateElement") {
    found.push(n);
    return;
  }
  for (const key in n) if (key !== "type") stringsIn(n[key], found);
}

/**
 * Gives Tailwind's utilities short names in the built site: in its stylesheet, and in every
 * string of the app's own modules that is a class list (docs/decisions/270-short-class-names.md).
 * Both builds (browser and server) compute the same names from the same sources, so the
 * prerendered pages, the server's renders and the scripts agree. The renaming happens before
 * chunks are hashed, so a file's name still changes with its contents.
 */
export function shortClassNames(): Plugin {
  let root = process.cwd();
  let names: Promise<ClassNames> | null = null;
  const mixed = new Map<string, Set<string>>();
  return {
    name: "studio:short-class-names",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      // Once per build process: the browser and server builds share the sources, so the names.
      names ??= classNamesFor(root);
    },
    async transform(code, id) {
      const file = id.split("?")[0]!.replace(/\\/g, "/");
      if (!names || !file.startsWith(`${root.replace(/\\/g, "/")}/app/`)) return null;
      const { map, known } = await names;
      if (file.endsWith(`/${STYLESHEET}`)) return { code: renameCssClasses(code, map), map: null };
      if (!/\.[cm]?[jt]sx?$/.test(file)) return null;
      const found: Node[] = [];
      stringsIn(this.parse(code), found);
      let out = "";
      let last = 0;
      for (const node of found.sort((a, b) => a.start - b.start)) {
        const source = code.slice(node.start, node.end);
        const quoted = node.type === "Literal";
        const text = quoted ? (node.value as string) : source;
        const renamed = renameClassList(text, map, known);
        for (const name of renamed.mixed) {
          const where = mixed.get(name) ?? new Set<string>();
          where.add(path.relative(root, file));
          mixed.set(name, where);
        }
        if (renamed.text === text) continue;
        out +=
          code.slice(last, node.start) + (quoted ? JSON.stringify(renamed.text) : renamed.text);
        last = node.end;
      }
      return last === 0 ? null : { code: out + code.slice(last), map: null };
    },
    buildEnd() {
      if (!mixed.size) return;
      const list = [...mixed].map(([name, files]) => `${name} (${[...files].join(", ")})`);
      this.error(
        `short class names: these classes stand in strings that are not class lists, so they ` +
          `would keep their long names while the stylesheet renames them:\n${list.join("\n")}`,
      );
    },
  };
}
