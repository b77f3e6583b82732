import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildIconSprite, importedIconNames, spriteOf } from "../../build-tools/icon-sprite";
import { lucideIconFiles } from "../../build-tools/lean-icons";

const APP = fileURLToPath(new URL("../../app", import.meta.url));

describe("the icon sprite (docs/decisions/306-icon-sprite-below-the-first-screen.md)", () => {
  it("holds every icon the app imports, each with lucide's drawing, under a content-named file", async () => {
    const files = lucideIconFiles();
    const { fileName, source } = await buildIconSprite(APP, files);
    expect(fileName).toMatch(/^assets\/icons-[0-9a-f]{10}\.svg$/);
    expect(source.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const names = importedIconNames(APP);
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) {
      const { __iconData } = (await import(files.get(name)!)) as {
        __iconData: { name: string; node: [string, Record<string, string>][] };
      };
      const symbol = new RegExp(
        `<symbol id="${__iconData.name}" viewBox="0 0 24 24">(.*?)</symbol>`,
      );
      const drawn = symbol.exec(source)?.[1];
      expect(drawn, name).toBeDefined();
      for (const [tag, attrs] of __iconData.node) {
        expect(drawn).toContain(`<${tag}`);
        if (attrs.d) expect(drawn).toContain(`d="${attrs.d}"`);
      }
      expect(drawn).not.toContain("key=");
    }
    // Same icons, same file name: the address changes only when a drawing does.
    expect((await buildIconSprite(APP, files)).fileName).toBe(fileName);
  });

  it("escapes attribute values", () => {
    expect(spriteOf([{ name: "x", node: [["path", { d: 'a"<&' }]] }])).toContain(
      'd="a&quot;&lt;&amp;"',
    );
  });
});
