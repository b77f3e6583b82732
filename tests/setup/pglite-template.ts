/**
 * Vitest global setup: one migrated PGlite database for the whole run, in two forms every server
 * test starts from instead of running PGlite's initdb and the migrations again (initdb alone costs
 * about 4 s of CPU):
 * - `pgliteTemplate`: its data directory as a tarball, loaded by openMemoryStore
 *   (tests/server/helpers/setup.ts) into an in-memory PGlite;
 * - `pgliteDataDir`: a DATA_DIR as the server keeps it on disk (`<dir>/pglite`), copied by the
 *   tests that start the real server process or open the store on disk (helpers/data-dir.ts).
 *
 * Both are kept in node_modules/.cache under a key made of the PGlite version and the migrations,
 * so a later run reuses them; a changed migration or PGlite version makes a new template (and the
 * migrations run again on it). See docs/decisions/200-test-suite-architecture.md.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_DIR, migrate } from "../../server/store/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** File holding the migrated PGlite data directory (a tarball from dumpDataDir). */
    pgliteTemplate: string;
    /** A migrated DATA_DIR (PGlite files in its `pglite` subdirectory): copy it, never open it. */
    pgliteDataDir: string;
  }
}

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CACHE = path.join(ROOT, "node_modules/.cache/test-pglite");

/** What the template depends on: the PGlite build and every migration file. */
function templateKey(): string {
  const hash = createHash("sha256");
  const pkg = path.join(ROOT, "node_modules/@electric-sql/pglite/package.json");
  hash.update((JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  for (const file of [...files(MIGRATIONS_DIR), path.join(ROOT, "server/store/migrate.ts")]) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function createTemplate(target: string): Promise<void> {
  await mkdir(CACHE, { recursive: true });
  const work = await mkdtemp(path.join(CACHE, "tmp-"));
  try {
    await mkdir(path.join(work, "data-dir"));
    const client = new PGlite(path.join(work, "data-dir/pglite"));
    try {
      await migrate(drizzle({ client }));
      const dump = await client.dumpDataDir("none");
      await writeFile(path.join(work, "template.tar"), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    // A rename is atomic: a run that stopped half-way leaves only a tmp- directory behind.
    await rename(work, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another run made the same template meanwhile: use that one.
      if (!existsSync(target)) throw error;
      await rm(work, { recursive: true, force: true });
    });
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const key = templateKey();
  const target = path.join(CACHE, key);
  if (!existsSync(target)) {
    await createTemplate(target);
    // Templates of older migrations or PGlite versions are of no further use, nor is what a run
    // stopped half-way left behind (an hour old: a run beside this one may still be writing).
    for (const name of await readdir(CACHE)) {
      const file = path.join(CACHE, name);
      const stale = name.startsWith("tmp-") && Date.now() - statSync(file).mtimeMs > 3_600_000;
      if (stale || (/^[0-9a-f]{16}$/.test(name) && name !== key))
        await rm(file, { recursive: true, force: true });
    }
  }
  project.provide("pgliteTemplate", path.join(target, "template.tar"));
  project.provide("pgliteDataDir", path.join(target, "data-dir"));
}
