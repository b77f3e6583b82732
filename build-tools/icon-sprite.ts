import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** lucide's drawing of one icon, as its module exports it (`__iconData`). */
interface IconData {
  name: string;
  node: readonly (readonly [string, Record<string, string | number>])[];
}

/** `import { A, B as C, type T } from "lucide-react";` in the app's own source. */
export const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** The lucide export names the app's source files under `dir` import. */
export function importedIconNames(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(entry)) continue;
    const code = readFileSync(join(dir, entry), "utf8");
    for (const [, list] of code.matchAll(LUCIDE_IMPORT)) {
      for (const raw of list!.split(",").map((s) => s.trim())) {
        if (raw && !raw.startsWith("type ")) names.add(raw.split(/\s+as\s+/)[0]!.trim());
      }
    }
  }
  return names;
}

const escape = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One `<symbol>` per drawing, named by lucide's icon name (`phone`, `circle-check`). */
export function spriteOf(icons: readonly IconData[]): string {
  const symbols = [...icons]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, node }) => {
      const shapes = node
        .map(([tag, attrs]) => {
          const list = Object.entries(attrs)
            .filter(([key]) => key !== "key")
            .map(([key, value]) => ` ${key}="${escape(value)}"`)
            .join("");
          return `<${tag}${list}/>`;
        })
        .join("");
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/**
 * The sprite of every icon the app imports, and its address under `/assets/` named by its content
 * (docs/decisions/306-icon-sprite-below-the-first-screen.md).
 */
export async function buildIconSprite(
  appDir: string,
  files: Map<string, string>,
): Promise<{ fileName: string; source: string }> {
  const icons: IconData[] = [];
  for (const name of importedIconNames(appDir)) {
    const file = files.get(name);
    if (!file) throw new Error(`lucide-react has no icon ${name}`);
    const mod = (await import(pathToFileURL(file).href)) as { __iconData: IconData };
    if (!icons.some((i) => i.name === mod.__iconData.name)) icons.push(mod.__iconData);
  }
  const source = spriteOf(icons);
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
  return { fileName: `assets/icons-${hash}.svg`, source };
}
