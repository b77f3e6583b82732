import { describe, expect, it } from "vitest";
import { minifyInlineScripts } from "../../build-tools/minify-inline-scripts";

describe("minifyInlineScripts", () => {
  it("minifies a multi-line classic inline script and leaves the others as they are", async () => {
    const multi =
      '<script>((key) => {\n  let stored = sessionStorage.getItem(key);\n  console.log(stored);\n})("k")</script>';
    const json = '<script type="application/ld+json">{\n"a": 1\n}</script>';
    const oneLine = "<script>window.x = 1;</script>";
    const out = await minifyInlineScripts(`<head>${multi}${json}${oneLine}</head>`);
    expect(out).toContain(json);
    expect(out).toContain(oneLine);
    const script = /<script>(\(.*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(script).not.toContain("\n");
    expect(script.length).toBeLessThan(multi.length - 30);
    // It still does the same thing.
    const seen: unknown[] = [];
    new Function("sessionStorage", "console", script)(
      { getItem: (k: string) => `value of ${k}` },
      { log: (v: unknown) => seen.push(v) },
    );
    expect(seen).toEqual(["value of k"]);
  });
});
