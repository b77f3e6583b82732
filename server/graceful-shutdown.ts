/**
 * Stopping the way systemd (SIGTERM to the whole process group) and containers (SIGTERM to PID 1)
 * stop a service: stop accepting connections, answer every request in flight, let the outbox
 * finish its send (or give the claim back), close the store, exit within the deadline. A second
 * signal changes nothing: only the deadline cuts anything short. See
 * docs/decisions/111-graceful-shutdown-at-least-once.md.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

export type ShutdownOptions = {
  server: Server;
  /** Stops claiming deliveries; after `graceMs` the send in flight is aborted and released. */
  stopOutbox(graceMs: number): Promise<void>;
  /** Once requests are answered: background work, then the store. */
  closeApi(): Promise<void>;
  /** `error` for a stop that is not clean (an alert fires on it); the other lines are `info`. */
  log: (msg: string, level?: "info" | "error") => void;
  /** Everything must be done by then (systemd's and Docker's default stop timeouts are 90 s / 10 s). */
  deadlineMs?: number;
};

export const SHUTDOWN_DEADLINE_MS = 9_000;
/** A connection accepted just before the signal gets this long for its request to arrive. */
const FRESH_CONNECTION_GRACE_MS = 1_000;

/** Installs the SIGTERM/SIGINT handlers. */
export function installGracefulShutdown(opts: ShutdownOptions): void {
  const { server, log } = opts;
  const deadlineMs = opts.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  /** Every open connection: how many requests it carried, and whether one is being answered. */
  const sockets = new Map<Socket, { requests: number; busy: boolean; since: number }>();
  const open = new Set<ServerResponse>();
  let stopping = false;

  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { requests: 0, busy: false, since: Date.now() });
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    // Answers given while stopping close their connection, so no new request follows on it.
    if (stopping) res.setHeader("Connection", "close");
    const state = sockets.get(req.socket);
    if (state) {
      state.requests++;
      state.busy = true;
    }
    open.add(res);
    res.on("close", () => {
      open.delete(res);
      if (state) state.busy = false;
    });
  });

  /**
   * Closes the connections that carry no request: kept-alive ones that were answered, and new
   * ones whose request has not arrived within FRESH_CONNECTION_GRACE_MS. (Node's own
   * closeIdleConnections would also drop a connection accepted a moment ago whose request is
   * still on its way: that visitor would get a reset instead of an answer.)
   */
  function closeIdle() {
    const now = Date.now();
    for (const [socket, state] of sockets) {
      if (state.busy) continue;
      if (state.requests > 0 || now - state.since > FRESH_CONNECTION_GRACE_MS) socket.destroy();
    }
  }

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
      log("shutdown deadline reached, exiting", "error");
      process.exit(1);
    }, deadlineMs + 500).unref();

    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
    // Stop listening (net.Server's close: http.Server's would also drop fresh connections).
    const closed = new Promise<void>((resolve) =>
      net.Server.prototype.close.call(server, () => resolve()),
    );
    closeIdle();
    const idle = setInterval(closeIdle, 25);
    const httpGraceMs = Math.max(0, deadlineMs - 2_000);
    const outboxGraceMs = Math.max(0, deadlineMs - 2_500);
    const drained = Promise.race([
      closed,
      new Promise<void>((resolve) => setTimeout(resolve, httpGraceMs).unref()),
    ]).then(() => {
      clearInterval(idle);
      if (open.size > 0)
        log(`closing ${open.size} connection(s) still busy after ${httpGraceMs} ms`);
      for (const socket of sockets.keys()) socket.destroy();
    });
    let code = 0;
    const fail = (error: unknown) => {
      code = 1;
      log(`shutdown error: ${error instanceof Error ? error.message : String(error)}`, "error");
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
