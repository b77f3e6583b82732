/**
 * Vitest global setup: creates and migrates one in-memory PGlite database before any test file
 * runs and writes its data directory to a temporary file. Each server test file then starts from a
 * copy (tests/server/helpers/setup.ts, openMemoryStore) instead of running initdb and the
 * migrations again: initdb is most of the cost of a new PGlite.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { TestProject } from "vitest/node";
import { migrate } from "../../server/store/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** File holding the migrated PGlite data directory (a tarball from dumpDataDir). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), "pglite-template-"));
  const file = path.join(dir, "template.tar");
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }));
    const dump = await client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide("pgliteTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}
