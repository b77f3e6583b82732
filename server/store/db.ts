/**
 * Opens the store: embedded PGlite (a directory in DATA_DIR, or `memory://`) or PostgreSQL
 * (`DATABASE_URL=postgres://...`), both through Drizzle's Postgres dialect, then migrates it.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Config } from "../config";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import { errorText } from "../error-text";
import { migrate } from "./migrate";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Store = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `select 1`; false when the database does not answer. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type StoreConfig = Pick<
  Config,
  "databaseUrl" | "dataDir" | "databasePoolMax" | "databaseTimeoutMs"
>;

export async function openDb(
  config: StoreConfig,
  opts: { migrate?: boolean } = {},
): Promise<Store> {
  const store = config.databaseUrl?.startsWith("postgres")
    ? await openPostgres(config.databaseUrl, config.databasePoolMax, config.databaseTimeoutMs)
    : await openPglite(config);
  if (opts.migrate !== false) {
    try {
      await migrate(store.db);
    } catch (error) {
      await store.close().catch(() => undefined);
      if (store.kind !== "postgres") throw error;
      // "connect ECONNREFUSED 10.0.0.5:5432" alone does not say which setting to look at.
      throw new Error(`Cannot use the PostgreSQL database in DATABASE_URL: ${errorText(error)}`, {
        cause: error,
      });
    }
  }
  return store;
}

async function openPglite(config: StoreConfig): Promise<Store> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let dataDir: string | undefined;
  let lock: DataDirLock | null = null;
  if (config.databaseUrl !== "memory://") {
    await mkdir(resolve(config.dataDir), { recursive: true });
    // Before PGlite touches the files: a second writer would lose committed rows.
    lock = acquireDataDirLock(resolve(config.dataDir));
    dataDir = resolve(config.dataDir, "pglite");
  }
  let client: InstanceType<typeof PGlite>;
  try {
    if (dataDir) await createDataDirApart(dataDir);
    client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Opens PGlite on a new directory, which runs initdb, and closes it again. */
const INIT_SCRIPT = `const { PGlite } = require(process.argv[1]);
(async () => { const db = new PGlite(process.argv[2]); await db.waitReady; await db.close(); })()
  .catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });`;

/**
 * A new PGlite data directory is created (initdb) in a short-lived child process, then moved into
 * place. Done in this process, initdb's WebAssembly memory stayed reserved for the server's whole
 * life: about 800 MB of RSS instead of about 300 MB after a restart on the same directory
 * (docs/decisions/211-embedded-store-memory.md). The move makes a half-created directory (a crash
 * during initdb) impossible; the data-dir lock is held, so no other process races us.
 */
async function createDataDirApart(dir: string): Promise<void> {
  if (existsSync(join(dir, "PG_VERSION"))) return;
  // Something else in the way: leave it to PGlite, which reports what is wrong with it.
  if (existsSync(dir) && readdirSync(dir).length > 0) return;
  const fresh = `${dir}.new`;
  rmSync(fresh, { recursive: true, force: true });
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  await new Promise<void>((done, fail) => {
    execFile(process.execPath, ["-e", INIT_SCRIPT, entry, fresh], (error, _stdout, stderr) => {
      if (error)
        fail(
          new Error(
            `Could not create the embedded store in ${dir}: ${stderr.trim() || error.message}`,
          ),
        );
      else done();
    });
  });
  rmSync(dir, { recursive: true, force: true });
  renameSync(fresh, dir);
}

async function openPostgres(url: string, max: number, timeoutMs: number): Promise<Store> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // A connection or query a hung server never answers fails after `timeoutMs`, so a visitor's
  // post is answered (not sent, the text kept) rather than left waiting for the database to come
  // back (docs/decisions/357-a-hung-database-answers.md).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "postgres",
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
