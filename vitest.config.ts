import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/server/**/*.test.ts"],
    setupFiles: [],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
