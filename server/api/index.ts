/**
 * The lead-intake API, mounted by the main server with `root.route('/', api.app)`. Every route is
 * under /api. createApi opens and migrates the store (unless one is given), starts the outbox and
 * says once at start-up which outbound channel is off.
 */
import path from "node:path";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { createTrustProxy } from "../client-ip";
import { setResponseHeaders } from "../security-headers";
import type { Config } from "../config";
import { createLogger, type Logger } from "../log";
import { releaseAbandonedClaims, waitingDeliveries } from "../outbox/queue";
import { createOutboxWorker, type OutboxWorker } from "../outbox/worker";
import { openDb, type Store } from "../store/db";
import { createLeadWriter } from "../store/lead-writer";
import { migrate } from "../store/migrate";
import { requeueFailed } from "../store/leads-repo";
import { startRetentionSweep } from "../store/retention";
import { registerAdmin } from "./admin";
import { registerContact } from "./contact";
import type { ApiDeps } from "./deps";
import { registerEvents } from "./events";
import { registerFormAddresses } from "./form-addresses";
import { registerQuote } from "./quote";
import { isLeadFormPost, refuseUnreadFormPost } from "./form-post";
import { bodyKind, MAX_BODY_BYTES, MAX_FORM_BODY_BYTES } from "./request-body";
import { untrustedProxyWarning } from "./untrusted-proxy-warning";

export type ApiOptions = {
  /** An open store to use (tests, bench); it is migrated but not closed by close(). */
  db?: Store;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** false: do not run the outbox worker (it can still be driven with `outbox.runOnce()`). */
  startOutbox?: boolean;
  /** false: do not delete leads past the retention period (on by default). */
  retentionSweep?: boolean;
  log?: Logger;
  /** For the start-up lines (where leads are kept, which channels are on): the server's own. */
  startupLog?: Logger;
};

export type Api = {
  app: Hono;
  store: Store;
  /** null when Telegram is not configured. */
  outbox: OutboxWorker | null;
  /** Stops the outbox (see OutboxWorker.stop for `graceMs`), waits for background work, closes the store. */
  close(opts?: { graceMs?: number }): Promise<void>;
};

const tooLarge = (c: Context): Response | Promise<Response> =>
  isLeadFormPost(c)
    ? refuseUnreadFormPost(c, 413)
    : c.json({ error: "payload_too_large", maxBytes: limitOf(c).maxSize }, 413);
/** A form body may be larger than a JSON one (request-body.ts, MAX_FORM_BODY_BYTES). */
const BODY_LIMITS = {
  json: {
    maxSize: MAX_BODY_BYTES,
    streamed: bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }),
  },
  form: {
    maxSize: MAX_FORM_BODY_BYTES,
    streamed: bodyLimit({ maxSize: MAX_FORM_BODY_BYTES, onError: tooLarge }),
  },
};
const limitOf = (c: Context) => BODY_LIMITS[bodyKind(c, true) === "form" ? "form" : "json"];

/**
 * Hono's bodyLimit, minus its cost on the common request: it reads `c.req.raw.body` first, which
 * makes @hono/node-server build a web Request around a web stream of the body (the slow way to
 * read it, about a fifth of a small POST's CPU). A body without one is no body; a Content-Length
 * is checked from the header alone, and the body is then read straight from the socket. Only a
 * chunked body goes through bodyLimit, which counts it as it arrives.
 */
function bodyLimitByHeader(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    const limit = limitOf(c);
    if (length !== undefined && c.req.header("transfer-encoding") === undefined)
      return parseInt(length, 10) > limit.maxSize ? tooLarge(c) : next();
    return limit.streamed(c, next);
  };
}

/** Where the leads are kept, said once at start-up (never the database URL: it has a password). */
function storeLine(store: Store, dataDir: string): string {
  if (store.kind === "postgres") return "Leads are stored in PostgreSQL (DATABASE_URL)";
  return `Leads are stored in the embedded database in ${path.resolve(dataDir)}`;
}

export async function createApi(config: Config, opts: ApiOptions = {}): Promise<Api> {
  const log = opts.log ?? createLogger(config.logLevel);
  const store = opts.db ?? (await openDb(config));
  if (opts.db) await migrate(store.db);
  const now = opts.now ?? Date.now;
  const fetchImpl = opts.fetch ?? fetch;

  const outbox = config.telegram
    ? createOutboxWorker({
        db: store.db,
        telegram: config.telegram,
        settings: config.outbox,
        fetch: fetchImpl,
        now,
        log,
        random: opts.random,
      })
    : null;
  const startup = opts.startupLog ?? log;
  if (config.databaseUrl === "memory://")
    startup.warn("Leads are kept in memory only (DATABASE_URL=memory://): a restart loses them");
  else if (!opts.db) startup.info(storeLine(store, config.dataDir));
  if (config.telegram)
    startup.info("Telegram delivery is on: each lead goes to the team chat", {
      chat: config.telegram.chatId,
    });
  else
    startup.warn(
      "Telegram delivery is off (TELEGRAM_BOT_TOKEN/TELEGRAM_CHAT_ID not set): leads are stored only, and all of them go to the chat once both are set",
    );
  if (!config.meta)
    startup.info(
      "Meta conversion relay is off (META_PIXEL_ID/META_ACCESS_TOKEN not set): tracking events are dropped",
    );
  if (!config.adminToken) startup.info("Lead export is off (ADMIN_TOKEN not set)");

  const deps: ApiDeps = {
    config,
    store,
    leads: createLeadWriter(store.db, now, opts.random ?? Math.random),
    fetch: fetchImpl,
    now,
    random: opts.random ?? Math.random,
    log,
    trust: createTrustProxy(config.trustProxy),
    outbox,
    background: new Set(),
  };

  const api = new Hono();
  api.use("*", async (c, next) => {
    await next();
    setResponseHeaders(c, [["Cache-Control", "no-store"]]);
  });
  api.use("*", bodyLimitByHeader());
  if (config.trustProxy.length === 0) api.use("*", untrustedProxyWarning(log));
  api.get("/health", async (c) => {
    const db = await store.ping();
    if (!db) return c.json({ ok: false, db }, 503);
    // A store that answers reads may still refuse writes (a full disk): the last lead was lost.
    const failing = deps.leads.failingSince();
    if (failing !== null)
      return c.json(
        {
          ok: false,
          db,
          leadWrites: "failing",
          failingSinceSec: Math.max(0, Math.round((now() - failing) / 1000)),
        },
        503,
      );
    // Leads not yet in the chat: an alert on the oldest one's wait catches a chat that refuses.
    const waiting = await waitingDeliveries(store.db).catch(() => null);
    const oldest = waiting?.oldestCreatedAt;
    // With Telegram off on purpose the leads wait by design: no age to alert on.
    if (!outbox)
      return c.json({ ok: true, db, delivery: "off", waitingDeliveries: waiting?.count });
    return c.json({
      ok: true,
      db,
      ...(waiting && {
        waitingDeliveries: waiting.count,
        oldestWaitingSec: oldest ? Math.max(0, Math.round((now() - oldest.getTime()) / 1000)) : 0,
      }),
    });
  });
  registerContact(api, deps);
  registerQuote(api, deps);
  registerEvents(api, deps);
  registerAdmin(api, deps);
  registerFormAddresses(api);
  api.all("*", (c) => c.json({ error: "not_found" }, 404));
  api.onError((error, c) => {
    if (error instanceof HTTPException)
      return isLeadFormPost(c) ? refuseUnreadFormPost(c, error.status) : error.getResponse();
    // The client went away mid-body: its fault, nobody reads the answer, no error to log.
    if (c.req.raw.signal.aborted || (error as { code?: string }).code === "ECONNRESET") {
      log.debug("request aborted by the client", { path: c.req.path });
      return c.json({ error: "aborted" }, 400);
    }
    log.error("API request failed", { path: c.req.path, error });
    if (isLeadFormPost(c)) return refuseUnreadFormPost(c, 500);
    return c.json({ error: "server_error" }, 500);
  });

  const app = new Hono().route("/api", api);
  if (outbox && store.kind === "pglite") {
    // The embedded store has one writer (this process), so a claim left "sending" is from a
    // process that stopped mid-send: retry it now rather than after its lease.
    const released = await releaseAbandonedClaims(store.db);
    if (released > 0)
      log.warn("deliveries interrupted by an earlier stop are retried now", { count: released });
  }
  if (outbox) {
    // Versions before decision 005's amendment gave a delivery up after OUTBOX_MAX_ATTEMPTS; such
    // a lead is queued again, never left undelivered.
    const requeued = await requeueFailed(store.db, now());
    if (requeued > 0)
      log.warn("deliveries an earlier version gave up are queued again", { count: requeued });
  }
  if (outbox && opts.startOutbox !== false) outbox.start();
  const retention = opts.retentionSweep === false ? null : startRetentionSweep(store.db, now, log);

  let closed = false;
  return {
    app,
    store,
    outbox,
    async close(closeOpts = {}) {
      if (closed) return;
      closed = true;
      await outbox?.stop(closeOpts);
      await retention?.stop();
      await Promise.allSettled([...deps.background]);
      if (!opts.db) await store.close();
    },
  };
}
