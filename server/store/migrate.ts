/**
 * A small migrator for both drivers: applies the drizzle-kit SQL files listed in
 * migrations/meta/_journal.json, in order, once each, in one transaction guarded by an advisory
 * lock (several instances starting together migrate once).
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
/** Arbitrary constant key for pg_advisory_xact_lock ("lead" in ASCII). */
const MIGRATION_LOCK_KEY = 0x6c656164;

type Journal = { entries: { idx: number; tag: string }[] };
type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export type Migration = { name: string; hash: string; statements: string[] };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const journal = JSON.parse(await readFile(`${dir}/meta/_journal.json`, "utf8")) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return Promise.all(
    entries.map(async ({ tag }) => {
      const text = (await readFile(`${dir}/${tag}.sql`, "utf8")).replace(/\r\n/g, "\n");
      const statements = text
        .split("--> statement-breakpoint")
        .map((s) => s.trim())
        .filter(Boolean);
      // Hash the statements, not the file bytes: line endings and blank lines may change in git.
      return {
        name: tag,
        hash: createHash("sha256").update(statements.join("\n")).digest("hex"),
        statements,
      };
    }),
  );
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Applies pending migrations; returns the names applied now. */
export async function migrate(db: AnyDb, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql.raw(
        `create table if not exists _migrations (name text primary key, hash text not null, applied_at timestamptz not null default now())`,
      ),
    );
    const applied = new Map(
      rowsOf<{ name: string; hash: string }>(
        await tx.execute(sql`select name, hash from _migrations`),
      ).map((r) => [r.name, r.hash]),
    );
    const done: string[] = [];
    for (const m of migrations) {
      const known = applied.get(m.name);
      if (known !== undefined) {
        if (known !== m.hash)
          throw new Error(
            `Migration ${m.name} was edited after it was applied; add a new migration instead`,
          );
        continue;
      }
      for (const statement of m.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into _migrations (name, hash) values (${m.name}, ${m.hash})`);
      done.push(m.name);
    }
    return done;
  });
}
