import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/server/**/*.test.ts"],
    setupFiles: [],
    globalSetup: ["tests/setup/pglite-template.ts"],
    environment: "node",
    testTimeout: 30_000,
    // Timing-based server tests (backoff, retry_after) can be starved on a loaded CI machine.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});
