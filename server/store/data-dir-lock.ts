/**
 * One writer per embedded store. PGlite keeps no lock of its own, and two processes writing the
 * same directory lose committed rows, so the server holds `DATA_DIR/server.lock` while the store
 * is open. Created with O_EXCL (atomic); it records the holder's pid, host and process start time.
 * A lock whose holder is gone (crash, kill -9, a restarted container) is stale and taken over under
 * a second O_EXCL file, so two processes never both take it over. See
 * docs/decisions/110-one-writer-per-embedded-store.md.
 */
import { closeSync, openSync, readFileSync, unlinkSync, utimesSync, writeSync } from "node:fs";
import { statSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

export const LOCK_FILE = "server.lock";
/** The holder touches its lock this often; a lock from another host counts as alive while fresh. */
export const HEARTBEAT_MS = 10_000;
/** A lock from another host (a container on a shared volume) is stale once untouched this long. */
export const FOREIGN_STALE_MS = 3 * HEARTBEAT_MS;
/** Taking over a stale lock takes milliseconds; a takeover file older than this is abandoned. */
const TAKEOVER_STALE_MS = 5_000;
/**
 * How long a start waits for a live holder on this host to go before refusing: a server restarted
 * by hand right after `kill -9` finds the old process still exiting for a moment.
 */
export const HOLDER_EXIT_WAIT_MS = 2_000;

export type LockOwner = { pid: number; host: string; startedAt: string | null };

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The store in DATA_DIR (${dir}) is in use by process ${owner.pid}` +
        `${owner.host !== hostname() ? ` on ${owner.host}` : ""}; ` +
        `use PostgreSQL (DATABASE_URL) for several instances`,
    );
    this.name = "DataDirInUseError";
  }
}

export type DataDirLock = { path: string; release(): void };

/** Locks held by this process: a second open of the same store in one process is refused too. */
const heldHere = new Set<string>();

/** Linux: the process start time in clock ticks since boot, which tells a reused pid apart. */
function processStartTime(pid: number): string | null {
  return procStatFields(pid)?.[19] ?? null;
}

/** Linux: `/proc/<pid>/stat` from field 3 on (the state), or null where there is none. */
function procStatFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces, so count from its closing ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A killed process that its parent has not reaped yet still answers signal 0: a zombie.
  const state = procStatFields(pid)?.[0];
  return state !== "Z" && state !== "X" && state !== "x";
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, "utf8")) as Partial<LockOwner>;
    if (typeof owner.pid !== "number" || typeof owner.host !== "string") return null;
    return { pid: owner.pid, host: owner.host, startedAt: owner.startedAt ?? null };
  } catch {
    // Unreadable or half-written (a crash between create and write): no live owner can be named.
    return null;
  }
}

/** Whether the lock at `path` (held by `owner`, null if unreadable) belongs to a dead process. */
function isStale(path: string, owner: LockOwner | null): boolean {
  let mtime: number;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    return true;
  }
  if (!owner) return Date.now() - mtime > TAKEOVER_STALE_MS;
  if (owner.host !== hostname()) return Date.now() - mtime > FOREIGN_STALE_MS;
  // Our own pid in a lock we did not write: an earlier run of this process slot (PID 1 in a
  // restarted container).
  if (owner.pid === process.pid) return true;
  if (!isAlive(owner.pid)) return true;
  const started = processStartTime(owner.pid);
  return owner.startedAt !== null && started !== null && started !== owner.startedAt;
}

/** Creates `path` with `content` unless it exists (false). `write` is for tests (a full disk). */
export function createExclusive(path: string, content: string, write = writeSync): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    write(fd, content);
  } catch (error) {
    // A full disk: an empty file left here would read as another process's lock (or takeover)
    // and hold the next start back (docs/decisions/354-a-lead-from-any-address-in-order.md).
    closeSync(fd);
    unlinkIfExists(path);
    throw error;
  }
  closeSync(fd);
  return true;
}

function unlinkIfExists(path: string) {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** Takes the lock on `dir` (which must exist) or throws DataDirInUseError. */
export function acquireDataDirLock(dir: string): DataDirLock {
  const path = join(dir, LOCK_FILE);
  const takeover = `${path}.takeover`;
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: processStartTime(process.pid),
  };
  const content = `${JSON.stringify(me)}\n`;
  if (heldHere.has(path)) throw new DataDirInUseError(dir, me);

  const waitUntil = Date.now() + HOLDER_EXIT_WAIT_MS;
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createExclusive(path, content)) return held(path, content);
    const owner = readOwner(path);
    if (!isStale(path, owner)) {
      // A holder on this host may be exiting (killed a moment ago): give it a little time to go.
      if (owner?.host === hostname() && Date.now() < waitUntil) {
        sleepSync(100);
        attempt--;
        continue;
      }
      if (owner) throw new DataDirInUseError(dir, owner);
      // Another process is between creating and writing its lock: look again shortly.
      sleepSync(25);
      continue;
    }
    // Only the holder of the takeover file may remove a stale lock, so two starting processes
    // cannot each remove the other's fresh lock.
    if (!createExclusive(takeover, content)) {
      if (isStale(takeover, readOwner(takeover))) unlinkIfExists(takeover);
      else sleepSync(25);
      continue;
    }
    try {
      // Check again under the takeover file: the lock may have changed hands meanwhile.
      if (isStale(path, readOwner(path))) unlinkIfExists(path);
      if (createExclusive(path, content)) return held(path, content);
    } finally {
      unlinkIfExists(takeover);
    }
  }
  const owner = readOwner(path);
  throw owner
    ? new DataDirInUseError(dir, owner)
    : new Error(`Could not take the lock ${path}; remove it if no server uses DATA_DIR`);
}

function held(path: string, content: string): DataDirLock {
  heldHere.add(path);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // The file vanished (someone removed it by hand): nothing useful to do until release.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      heldHere.delete(path);
      clearInterval(heartbeat);
      // Remove it only if it is still ours.
      try {
        if (readFileSync(path, "utf8") === content) unlinkSync(path);
      } catch {
        // Already gone.
      }
    },
  };
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
