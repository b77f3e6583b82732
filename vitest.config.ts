import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * One run of `npx vitest run` (docs/decisions/200-test-suite-architecture.md): the global setup
 * migrates one PGlite template (cached across runs), every server test starts from a copy.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/server/**/*.test.ts"],
    globalSetup: ["tests/setup/pglite-template.ts"],
    environment: "node",
    // Vitest's default is one worker less than the cores: one on a 2-core machine, where the
    // server-process file (mostly waiting on child processes) would then hold up everything else.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs many files in one module graph: hono, drizzle, PGlite, React and zod are
    // loaded once per worker, not once per file, and so is the PGlite template (every file gets it
    // emptied). Every file starts its own API, servers and fakes; what a test stubs is undone.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
