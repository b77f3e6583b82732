import type { Plugin } from "vite";

/** V8's file-wide compile hint: the comment must open the file (docs/decisions/304-eager-compile-hint.md). */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk whose functions nearly all run while the page hydrates: React, React DOM, React Router. */
const HINTED = /^framework$/;

/**
 * Marks the framework chunk for eager compilation (docs/decisions/304-eager-compile-hint.md). V8
 * then compiles its functions on a background thread while the file downloads, instead of on the
 * main thread the first time each is called during evaluation and hydration. Runs after the second
 * minification (`second-minify.ts`), which drops comments.
 */
export function eagerCompileHint(): Plugin {
  return {
    name: "studio:eager-compile-hint",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && HINTED.test(chunk.name) && !chunk.code.startsWith("//#"))
            chunk.code = EAGER_COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
