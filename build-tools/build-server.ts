/**
 * Compiles the server (server/main.ts and the app/lib code it imports) into one ES module,
 * dist/server/main.js, run in production with plain `node` (no TypeScript runtime, which would
 * stand between the process and its signals). npm packages stay external (node_modules), and the
 * SQL migrations are copied next to the bundle, where server/store/migrate.ts looks for them.
 * `tsx build-tools/build-server.ts [outDir]`; part of `npm run build`.
 */
import { cp, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_OUT_DIR = join(ROOT, "dist/server");

export async function buildServer(outDir = SERVER_OUT_DIR): Promise<string> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: { main: "server/main.ts" },
    outdir: outDir,
    bundle: true,
    platform: "node",
    target: "node20.19",
    format: "esm",
    packages: "external",
    alias: { "~": "./app" },
    sourcemap: true,
    legalComments: "none",
    logLevel: "warning",
  });
  await cp(join(ROOT, "server/store/migrations"), join(outDir, "migrations"), { recursive: true });
  return join(outDir, "main.js");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await buildServer(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`Server compiled to ${out}`);
}
