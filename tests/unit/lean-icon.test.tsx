import { createRequire } from "node:module";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { copyIconImports, leanIcons } from "../../build-tools/lean-icons";
import createIcon, { type IconData } from "~/components/ui/lean-icon";

const require = createRequire(import.meta.url);
const lucideIconFile = (name: string) =>
  require.resolve(`lucide-react/icons/${name}`).replace(/[\\/]cjs[\\/]/, "/esm/");

/** lucide's own icon module: the drawing the build hands to the lean component. */
async function lucideDrawing(name: string): Promise<IconData> {
  const mod = (await import(`lucide-react/icons/${name}`)) as { __iconData?: IconData };
  if (!mod.__iconData) throw new Error(`lucide-react/icons/${name} has no __iconData`);
  return mod.__iconData;
}

describe("lean icons (docs/decisions/240-lean-icons.md)", () => {
  it("draw lucide's paths in an svg the .icon rule styles, hidden when it has no name", async () => {
    const data = await lucideDrawing("phone");
    const Phone = createIcon(data);
    const html = renderToStaticMarkup(<Phone className="h-5 w-5" />);
    expect(html).toMatch(/^<svg viewBox="0 0 24 24" aria-hidden="true" class="icon h-5 w-5">/);
    for (const [tag, attrs] of data.node) {
      expect(html).toContain(`<${tag}`);
      if (typeof attrs.d === "string") expect(html).toContain(`d="${attrs.d}"`);
    }
    expect(html).not.toMatch(/width=|stroke=|xmlns=|key=/);
  });

  it("keep an icon that has its own accessible name visible to assistive technology", async () => {
    const Mail = createIcon(await lucideDrawing("mail"));
    const html = renderToStaticMarkup(<Mail aria-label="E-mail" role="img" />);
    expect(html).not.toContain("aria-hidden");
    expect(html).toContain('aria-label="E-mail"');
    expect(html).toContain('class="icon"');
  });

  it("replace lucide's createLucideIcon only for lucide's icon modules", () => {
    const plugin = leanIcons();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const icon = lucideIconFile("phone");
    expect(resolve.call({}, "../createLucideIcon.mjs", icon)).toMatch(
      /app[\\/]components[\\/]ui[\\/]lean-icon\.ts$/,
    );
    expect(resolve.call({}, "../createLucideIcon.mjs", "/work/app/other/x.mjs")).toBeNull();
    expect(resolve.call({}, "./phone.mjs", icon)).toBeNull();
  });

  it("give each importing module its own copy of the icon modules it names", () => {
    const files = new Map([
      ["Phone", "/nm/lucide-react/dist/esm/icons/phone.mjs"],
      ["CheckCircle2", "/nm/lucide-react/dist/esm/icons/circle-check.mjs"],
    ]);
    const source = [
      "import {",
      "  Phone,",
      "  CheckCircle2 as Done,",
      "  type LucideIcon,",
      '} from "lucide-react";',
      "export const x: LucideIcon = Phone;",
    ].join("\n");
    const a = copyIconImports(source, "/app/a.tsx", files)!;
    const b = copyIconImports(source, "/app/b.tsx", files)!;
    expect(a).toMatch(
      /^import Phone from "\/nm\/lucide-react\/dist\/esm\/icons\/phone\.mjs\?icon-for=\w+";$/m,
    );
    expect(a).toMatch(/^import Done from ".*circle-check\.mjs\?icon-for=\w+";$/m);
    expect(a).toContain('import type { LucideIcon } from "lucide-react";');
    expect(a).toContain("export const x: LucideIcon = Phone;");
    expect(a.match(/icon-for=(\w+)/)![1]).not.toBe(b.match(/icon-for=(\w+)/)![1]);
    // A name lucide does not have stays as written, so the build fails loudly on it.
    expect(copyIconImports('import { Nope } from "lucide-react";', "/app/c.tsx", files)).toBeNull();
    expect(copyIconImports('import { x } from "./y";', "/app/c.tsx", files)).toBeNull();
  });
});
