import { createRequire } from "node:module";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { leanIcons } from "../../build-tools/lean-icons";
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
});
