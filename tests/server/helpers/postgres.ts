/**
 * A throwaway PostgreSQL cluster for the storage tests: a copy of a cached initdb result, started
 * with pg_ctl on a free port in a temp directory, run as the `postgres` OS user when the tests
 * run as root. Missing binaries: the caller skips locally and fails in CI (CI=true).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export type TestPostgres = { url: string; stop(): void };

const CACHE = fileURLToPath(new URL("../../../node_modules/.cache/test-postgres", import.meta.url));

/** PG_BIN, else Debian's PostgreSQL 15, else the newest version installed. */
export function findPostgresBin(): string | null {
  const candidates = [process.env.PG_BIN, "/usr/lib/postgresql/15/bin"];
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(root, v, "bin")));
  }
  return (
    candidates.find(
      (dir): dir is string =>
        !!dir && existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")),
    ) ?? null
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const INITDB_ARGS = [
  "-U",
  "postgres",
  "-A",
  "trust",
  "-E",
  "UTF8",
  "--no-sync",
  "--no-instructions",
];

/**
 * An initdb'ed cluster for this PostgreSQL build, made once and kept in node_modules/.cache
 * (initdb takes seconds; a copy of its result does not). Never started itself: copied per run.
 */
function clusterTemplate(bin: string, run: (cmd: string, args: string[]) => void): string {
  const version = execFileSync(join(bin, "postgres"), ["--version"]).toString().trim();
  const key = createHash("sha256")
    .update(`${version} ${INITDB_ARGS.join(" ")}`)
    .digest("hex")
    .slice(0, 16);
  const target = join(CACHE, key);
  if (existsSync(join(target, "PG_VERSION"))) return target;
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(join(CACHE, "tmp-"));
  try {
    chownToPostgres(work);
    run("initdb", ["-D", join(work, "data"), ...INITDB_ARGS]);
    renameSync(join(work, "data"), target);
  } catch (error) {
    // Another run made the same template meanwhile: use that one.
    if (!existsSync(join(target, "PG_VERSION"))) throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return target;
}

const asRoot = process.getuid?.() === 0;

function chownToPostgres(dir: string): void {
  if (!asRoot) return;
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  chownSync(dir, uid, gid);
}

export async function startPostgres(bin: string): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "leads-pg-"));
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    execFileSync(file, argv, { stdio: "pipe", timeout: 60_000 });
  };
  chownToPostgres(dir);
  const data = join(dir, "data");
  const port = await freePort();
  // cp -a keeps the owner (postgres) and the 0700 mode the server insists on.
  execFileSync("cp", ["-a", clusterTemplate(bin, run), data]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run("pg_ctl", [
    "-D",
    data,
    "-o",
    options,
    "-l",
    join(dir, "server.log"),
    "-w",
    "-t",
    "30",
    "start",
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
