import { describe, expect, it } from "vitest";
import {
  buildClassMap,
  classesInCss,
  renameClassList,
  renameCssClasses,
  shortName,
  unrenamedClassesIn,
} from "../../build-tools/class-names/short-names";

const GENERATED = [
  ".flex{display:flex}",
  ".inline-flex{display:inline-flex}",
  ".text-sm{font-size:.875rem;line-height:calc(1.25 / .875)}",
  ".mt-0\\.5{margin-top:.125rem}",
  ".w-1\\/2{width:50%}",
  "@media (width>=64rem){.lg\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}",
  ".hover\\:bg-brand-800:hover{background-color:var(--color-brand-800)}",
  ":where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}",
  ".\\[\\&\\>svg\\]\\:hidden>svg{display:none}",
  ".\\32 xl\\:px-4{padding-inline:1rem}",
  '.icon{background:url("./a.b-c.svg");content:".text-sm"}',
  ".cookie-banner[data-waiting]{visibility:hidden}",
].join("");
const HAND_WRITTEN = ".icon{fill:none}.cookie-banner[data-waiting]{visibility:hidden}";

describe("short class names (docs/decisions/270-short-class-names.md)", () => {
  it("reads class selectors with their escapes, and not numbers, strings or urls", () => {
    expect([...classesInCss(GENERATED)].sort()).toEqual(
      [
        "2xl:px-4",
        "[&>svg]:hidden",
        "cookie-banner",
        "flex",
        "hover:bg-brand-800",
        "icon",
        "inline-flex",
        "lg:grid-cols-2",
        "mt-0.5",
        "space-y-2",
        "text-sm",
        "w-1/2",
      ].sort(),
    );
  });

  it("renames utilities with a separator, keeps single words, hand-written and value-like classes", () => {
    const uses = new Map([["text-sm", 9]]);
    const { map, known } = buildClassMap({
      generatedCss: GENERATED,
      handWrittenCss: HAND_WRITTEN,
      uses,
    });
    expect(known.has("flex")).toBe(true);
    for (const kept of ["flex", "icon", "cookie-banner", "inline-flex"])
      expect(map.has(kept)).toBe(false);
    // The most used class gets the first name; every name is unique and a plain identifier.
    expect(map.get("text-sm")).toBe("a");
    expect(new Set(map.values()).size).toBe(map.size);
    for (const short of map.values()) expect(short).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);

    const css = renameCssClasses(GENERATED, map);
    expect(classesInCss(css)).toEqual(new Set([...known].map((name) => map.get(name) ?? name)));
    // What is not a selector stays byte for byte.
    expect(css).toContain('url("./a.b-c.svg");content:".text-sm"');
    expect(css).toContain("margin-top:.125rem");
    expect(css).toContain(`:where(.${map.get("space-y-2")}>:not(:last-child))`);
  });

  it("renames a string only when every word in it is a class", () => {
    const { map, known } = buildClassMap({
      generatedCss: GENERATED,
      handWrittenCss: HAND_WRITTEN,
      uses: new Map(),
    });
    const list = renameClassList(" flex text-sm  lg:grid-cols-2 ", map, known);
    expect(list.text).toBe(` flex ${map.get("text-sm")}  ${map.get("lg:grid-cols-2")} `);
    expect(list.mixed).toEqual([]);

    const prose = renameClassList("Use text-sm for captions", map, known);
    expect(prose.text).toBe("Use text-sm for captions");
    expect(prose.mixed).toEqual(["text-sm"]);

    expect(renameClassList("inline-flex", map, known)).toEqual({ text: "inline-flex", mixed: [] });
    expect(renameClassList("hello world", map, known)).toEqual({ text: "hello world", mixed: [] });
  });

  it("finds original names left in a page's class attributes", () => {
    const { map } = buildClassMap({
      generatedCss: GENERATED,
      handWrittenCss: HAND_WRITTEN,
      uses: new Map(),
    });
    const page = `<p class="flex ${map.get("text-sm")}"></p><i class="[&amp;&gt;svg]:hidden w-1/2"></i>`;
    expect(unrenamedClassesIn(page, map).sort()).toEqual(["[&>svg]:hidden", "w-1/2"]);
  });

  it("makes distinct short names", () => {
    const names = Array.from({ length: 4000 }, (_, n) => shortName(n));
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 3)).toEqual(["a", "b", "c"]);
    expect(names[52]).toBe("aa");
  });
});
