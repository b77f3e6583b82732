/**
 * The real server, compiled as production runs it (build-tools/build-server.ts), as a child
 * process in its own process group, the way systemd runs it; plus an HTTP client without
 * keep-alive: every request is its own connection, so a refused connection (server no longer
 * accepting) is told apart from a request cut in flight.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildServer } from "../../../build-tools/build-server";

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  port: number;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Signals the whole process group, as systemd's KillMode=control-group does. */
  signalGroup(signal: NodeJS.Signals): void;
};

/** A build directory with one page and no server part: the tests need the API, not the pages. */
export function emptyBuildDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "server-build-"));
  mkdirSync(join(dir, "client"));
  writeFileSync(join(dir, "client", "index.html"), "<!doctype html><title>test</title>");
  return dir;
}

/** Compiles the server into a temp directory under dist/ (so node_modules resolve); returns main.js. */
export function compileServer(): Promise<string> {
  mkdirSync("dist", { recursive: true });
  return buildServer(mkdtempSync(join(process.cwd(), "dist/test-server-")));
}

export function spawnServer(
  entry: string,
  env: Record<string, string>,
): ServerProcess & { ready: Promise<void> } {
  const child = spawn(process.execPath, ["--enable-source-maps", entry], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: "0",
      // The start-up line ("listening on") is an info line.
      LOG_LEVEL: "info",
      SITE_URL: "http://127.0.0.1",
      ...env,
    },
  });
  let out = "";
  let port = 0;
  let onReady: () => void;
  let onFail: (e: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    onFail = reject;
  });
  // A server expected to refuse to start is never awaited for readiness.
  ready.catch(() => undefined);
  const collect = (d: Buffer) => {
    out += d.toString();
    const m = /listening on http:\/\/[^:]+:(\d+)/.exec(out);
    if (m && !port) {
      port = Number(m[1]);
      onReady();
    }
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      onFail(new Error(`server exited (${code}) before listening:\n${out}`));
      resolve(code);
    }),
  );
  return {
    child,
    pid: child.pid!,
    get port() {
      return port;
    },
    output: () => out,
    exited,
    ready,
    signalGroup(signal) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    },
  };
}

export type Answer = { status: number; body: string } | { error: string };

/** One POST on a fresh connection (no keep-alive). */
export function postOnce(port: number, path: string, body: unknown): Promise<Answer> {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(data) },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      },
    );
    req.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(data);
  });
}
