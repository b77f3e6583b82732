/**
 * Stopping the way systemd (SIGTERM to the whole process group) and containers (SIGTERM to PID 1)
 * stop a service: stop accepting connections, answer every request in flight, let the outbox
 * finish its send (or give the claim back), close the store, exit within the deadline. A second
 * signal changes nothing: only the deadline cuts anything short. See
 * docs/decisions/111-graceful-shutdown-at-least-once.md.
 */
import type { Server } from "node:http";
import type { ServerResponse } from "node:http";

export type ShutdownOptions = {
  server: Server;
  /** Stops claiming deliveries; after `graceMs` the send in flight is aborted and released. */
  stopOutbox(graceMs: number): Promise<void>;
  /** Once requests are answered: background work, then the store. */
  closeApi(): Promise<void>;
  log: (msg: string) => void;
  /** Everything must be done by then (systemd's and Docker's default stop timeouts are 90 s / 10 s). */
  deadlineMs?: number;
};

export const SHUTDOWN_DEADLINE_MS = 9_000;

/** Installs the SIGTERM/SIGINT handlers. */
export function installGracefulShutdown(opts: ShutdownOptions): void {
  const { server, log } = opts;
  const deadlineMs = opts.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const open = new Set<ServerResponse>();
  let stopping = false;

  server.on("request", (_req, res: ServerResponse) => {
    // Answers given while stopping close their connection, so no new request follows on it.
    if (stopping) res.setHeader("Connection", "close");
    open.add(res);
    res.on("close", () => open.delete(res));
  });

  const stop = async (signal: string) => {
    if (stopping) {
      log(`${signal} again: already shutting down, letting the work in flight finish`);
      return;
    }
    stopping = true;
    const started = Date.now();
    log(`${signal}: shutting down (no new connections; finishing requests and deliveries)`);
    // Last resort: whatever still runs then is cut, and the next start recovers it.
    setTimeout(() => {
      log("shutdown deadline reached, exiting");
      process.exit(1);
    }, deadlineMs + 500).unref();

    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections hold close() open; drop them as each becomes idle.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    const httpGraceMs = Math.max(0, deadlineMs - 2_000);
    const outboxGraceMs = Math.max(0, deadlineMs - 2_500);
    const drained = Promise.race([
      closed,
      new Promise<void>((resolve) => setTimeout(resolve, httpGraceMs).unref()),
    ]).then(() => {
      clearInterval(idle);
      if (open.size > 0)
        log(`closing ${open.size} connection(s) still busy after ${httpGraceMs} ms`);
      server.closeAllConnections();
    });
    let code = 0;
    const fail = (error: unknown) => {
      code = 1;
      log(`shutdown error: ${error instanceof Error ? error.message : String(error)}`);
    };
    try {
      // The outbox stops claiming at once; its send in flight runs on while requests drain.
      await Promise.all([drained, opts.stopOutbox(outboxGraceMs).catch(fail)]);
      await opts.closeApi().catch(fail);
    } finally {
      log(`stopped in ${Date.now() - started} ms`);
      process.exit(code);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
