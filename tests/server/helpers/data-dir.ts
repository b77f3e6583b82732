/**
 * Embedded stores on disk for the tests that need a real DATA_DIR (the server process, the
 * one-writer lock): a copy of the migrated data directory the global setup made once
 * (tests/setup/pglite-template.ts), so no test runs PGlite's initdb.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";

/** A fresh, migrated DATA_DIR in a temp directory (remove it with removeDataDir). */
export function copyDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "data-dir-"));
  cpSync(inject("pgliteDataDir"), dir, { recursive: true });
  return dir;
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
