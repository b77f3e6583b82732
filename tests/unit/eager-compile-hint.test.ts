import { describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import { EAGER_COMPILE_HINT, eagerCompileHint } from "../../build-tools/eager-compile-hint";

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

/** Runs the plugin's `generateBundle` over a bundle of named chunks and one asset. */
function run(chunks: Record<string, string>): Record<string, string> {
  const bundle: Record<string, { type: string; name: string; code?: string; source?: string }> = {
    "assets/root.css": { type: "asset", name: "root.css", source: "a{}" },
  };
  for (const [name, code] of Object.entries(chunks))
    bundle[`assets/${name}-X.js`] = { type: "chunk", name, code };
  const hook = (eagerCompileHint() as Plugin & { generateBundle: { handler: Handler } })
    .generateBundle;
  hook.handler({}, bundle);
  hook.handler({}, bundle); // a second pass (watch mode) adds nothing
  return Object.fromEntries(
    Object.values(bundle).map((item) => [item.name, item.code ?? item.source ?? ""]),
  );
}

describe("V8's eager-compile hint (docs/decisions/304-eager-compile-hint.md)", () => {
  it("opens the framework chunk, once, and leaves every other file as it was", () => {
    const out = run({ framework: "var e=1;export{e as a};", root: "import{a}from'./f.js';" });
    expect(out.framework).toBe(`${EAGER_COMPILE_HINT}var e=1;export{e as a};`);
    expect(EAGER_COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(out.root).toBe("import{a}from'./f.js';");
    expect(out["root.css"]).toBe("a{}");
  });
});
