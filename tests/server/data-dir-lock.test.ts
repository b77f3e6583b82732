/** The embedded store's one-writer lock: refused while the holder lives, taken over once it died. */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  acquireDataDirLock,
  createExclusive,
  DataDirInUseError,
  FOREIGN_STALE_MS,
  HOLDER_EXIT_WAIT_MS,
  LOCK_FILE,
} from "../../server/store/data-dir-lock";
import { openDb } from "../../server/store/db";
import { copyDataDir, removeDataDir } from "./helpers/data-dir";
import { testConfig, waitFor } from "./helpers/setup";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "lock-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockPath = () => join(dir, LOCK_FILE);
const readLock = () => JSON.parse(readFileSync(lockPath(), "utf8")) as { pid: number };
const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
};
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", "0"]).pid!;

describe("data directory lock", () => {
  it("refuses a second holder in the same process and frees the lock on release", () => {
    const lock = acquireDataDirLock(dir);
    expect(readLock().pid).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    lock.release();
    expect(() => readLock()).toThrow();
    acquireDataDirLock(dir).release();
  });

  it("leaves no empty lock file behind when the disk is full, so the next start is not held", () => {
    const full = () => {
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    };
    expect(() => createExclusive(lockPath(), "{}", full)).toThrow(/ENOSPC/);
    expect(existsSync(lockPath())).toBe(false);
    // Space again: the lock is taken at once.
    acquireDataDirLock(dir).release();
  });

  it("refuses while another live process holds it, naming the process and PostgreSQL", async () => {
    const child = spawn("sleep", ["30"]);
    try {
      const pid = child.pid!;
      writeFileSync(
        lockPath(),
        JSON.stringify({
          pid,
          host: (await import("node:os")).hostname(),
          startedAt: startTime(pid),
        }),
      );
      let error: unknown;
      try {
        acquireDataDirLock(dir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirInUseError);
      const message = (error as Error).message;
      expect(message).toContain(`in use by process ${pid}`);
      expect(message).toContain("DATABASE_URL");
      expect(readLock().pid).toBe(pid);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a dead process, or by a reused pid", async () => {
    const { hostname } = await import("node:os");
    writeFileSync(lockPath(), JSON.stringify({ pid: deadPid(), host: hostname(), startedAt: "1" }));
    acquireDataDirLock(dir).release();

    // A live pid whose start time differs: the pid now belongs to someone else.
    const child = spawn("sleep", ["30"]);
    try {
      writeFileSync(
        lockPath(),
        JSON.stringify({ pid: child.pid, host: hostname(), startedAt: "1" }),
      );
      const lock = acquireDataDirLock(dir);
      expect(readLock().pid).toBe(process.pid);
      lock.release();
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("takes over from a holder that is going: killed but not yet reaped, or exiting within the wait", async () => {
    const { hostname } = await import("node:os");
    const lockOf = (pid: number) =>
      writeFileSync(
        lockPath(),
        JSON.stringify({ pid, host: hostname(), startedAt: startTime(pid) }),
      );
    // A zombie: its parent (the shell that became `sleep 30`) never reaps it.
    const parent = spawn("sh", ["-c", "sleep 0.1 & echo $!; exec sleep 30"]);
    try {
      const zombie = await new Promise<number>((done) =>
        parent.stdout.once("data", (d: Buffer) => done(Number(d.toString().trim()))),
      );
      lockOf(zombie);
      await waitFor(
        () => readFileSync(`/proc/${zombie}/stat`, "utf8").includes(") Z "),
        5_000,
        "zombie",
      );
      let startedAt = Date.now();
      acquireDataDirLock(dir).release();
      expect(Date.now() - startedAt).toBeLessThan(HOLDER_EXIT_WAIT_MS / 2);

      // A holder still running that ends a moment later (a restart right after a kill).
      const going = spawn("sleep", ["0.6"]);
      lockOf(going.pid!);
      startedAt = Date.now();
      const lock = acquireDataDirLock(dir);
      expect(readLock().pid).toBe(process.pid);
      expect(Date.now() - startedAt).toBeLessThan(HOLDER_EXIT_WAIT_MS);
      lock.release();
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it("treats a lock from another host as alive while its holder keeps touching it", () => {
    writeFileSync(lockPath(), JSON.stringify({ pid: 1, host: "other-container", startedAt: null }));
    expect(() => acquireDataDirLock(dir)).toThrow(/process 1 on other-container/);
    const old = new Date(Date.now() - FOREIGN_STALE_MS - 1000);
    utimesSync(lockPath(), old, old);
    acquireDataDirLock(dir).release();
  });

  it("lets exactly one of several racing processes take over a stale lock", async () => {
    const { hostname } = await import("node:os");
    writeFileSync(lockPath(), JSON.stringify({ pid: deadPid(), host: hostname(), startedAt: "1" }));
    const go = join(dir, "go");
    // The lock module compiled to plain JavaScript: the children start as fast as plain node.
    const lockModule = join(dir, "data-dir-lock.mjs");
    await build({
      entryPoints: ["server/store/data-dir-lock.ts"],
      outfile: lockModule,
      bundle: true,
      platform: "node",
      format: "esm",
      logLevel: "warning",
    });
    // Every child waits for the go file, so the takeovers really race.
    const script = `
      import { existsSync } from "node:fs";
      import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
      console.log("ready");
      while (!existsSync(${JSON.stringify(go)})) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
      try { acquireDataDirLock(${JSON.stringify(dir)}); console.log("got"); }
      catch (e) { console.log(e.name === "DataDirInUseError" ? "refused" : String(e)); }
      setTimeout(() => {}, 60000);`;
    const children = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ["--input-type=module", "-e", script]),
    );
    const lines = children.map((p) => {
      const seen: string[] = [];
      p.stdout.on("data", (d: Buffer) => seen.push(...d.toString().trim().split("\n")));
      return seen;
    });
    const runs = lines.map(async (seen, i) => {
      await waitFor(() => seen.length >= 1, 20_000, `child ${i} ready`);
      return seen;
    });
    await Promise.all(runs);
    writeFileSync(go, "");
    await waitFor(() => lines.every((seen) => seen.length >= 2), 20_000, "results");
    children.forEach((p) => p.kill("SIGKILL"));
    const results = lines.map((seen) => seen[1]);
    expect(results.filter((r) => r === "got")).toHaveLength(1);
    expect(results.filter((r) => r === "refused")).toHaveLength(3);
  });

  it("guards openDb: a second embedded store on the same DATA_DIR is refused before PGlite opens", async () => {
    const dataDir = copyDataDir();
    try {
      const config = testConfig({ DATABASE_URL: undefined, DATA_DIR: dataDir });
      const first = await openDb(config, { migrate: false });
      try {
        await expect(openDb(config, { migrate: false })).rejects.toThrow(/in use by process/);
        await expect(first.ping()).resolves.toBe(true);
      } finally {
        await first.close();
      }
      expect(() => readFileSync(join(dataDir, LOCK_FILE))).toThrow();
    } finally {
      removeDataDir(dataDir);
    }
  });
});
