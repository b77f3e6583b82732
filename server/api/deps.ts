/** What every API route needs, built once by createApi. */
import type { Context } from "hono";
import type { TrustProxy } from "../client-ip";
import type { Config } from "../config";
import type { Logger } from "../log";
import type { OutboxWorker } from "../outbox/worker";
import type { Store } from "../store/db";
import type { LeadWriter } from "../store/lead-writer";

export type ApiDeps = {
  config: Config;
  store: Store;
  /** Writes leads in batches (one statement for every submission waiting). */
  leads: LeadWriter;
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
  log: Logger;
  trust: TrustProxy;
  outbox: OutboxWorker | null;
  /** Fire-and-forget work (the Meta relay) that close() waits for. */
  background: Set<Promise<unknown>>;
};

export function runInBackground(deps: ApiDeps, task: Promise<unknown>): void {
  const tracked = task
    .catch((error: unknown) => deps.log.error("background task failed", { error }))
    .finally(() => deps.background.delete(tracked));
  deps.background.add(tracked);
}

export function userAgent(c: Context): string | null {
  const ua = c.req.header("user-agent");
  return ua ? ua.slice(0, 512) : null;
}
