/**
 * The outbox worker: delivers pending leads to Telegram, one at a time, retrying failures with
 * exponential backoff and jitter and honouring Telegram's `retry_after` on 429. While the chat as a
 * whole cannot be reached (no answer, a 5xx, wrong settings) the worker waits as a whole and the
 * failed lead keeps its place, so the chat gets the leads in the order they came
 * (docs/decisions/330-chat-outage-keeps-the-order.md); a message Telegram refuses on its own (another
 * 4xx) waits alone. A group upgraded to a supergroup is followed to its new id. On stop it lets a
 * send in flight finish; one still running when the grace period ends is aborted and its claim
 * given back, so it is retried at once after a restart (marked as possibly repeated).
 */
import type { Config } from "../config";
import type { Logger } from "../log";
import type { TelegramConfig } from "../outbound/telegram";
import type { Db } from "../store/db";
import { backoffDelayMs } from "./backoff";
import {
  claimNextDelivery,
  markFailedAttempt,
  markSent,
  markSentAndClaimNext,
  makeWaitingDue,
  releaseClaim,
  unclaim,
  type ClaimedDelivery,
} from "./queue";
import { markPossiblyRepeated } from "./repeat-marker";
import { refusesSettings, sendLeadText } from "./send-lead";

export type OutboxWorker = {
  start(): void;
  /** Deliver now instead of at the next poll (after a new lead), ending an outage's pause (not a 429's). */
  kick(): void;
  /** Delivers everything due now; resolves with the number of rows handled. */
  runOnce(): Promise<number>;
  /**
   * Claims nothing more and waits for the send in flight; after `graceMs` (default: wait for it)
   * that send is aborted and its claim released for an immediate retry.
   */
  stop(opts?: { graceMs?: number }): Promise<void>;
};

/** Errors raised before a request can have reached Telegram: nothing was sent. */
const NOT_SENT_ERRORS = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR_CONNECT/;

export type OutboxDeps = {
  db: Db;
  telegram: TelegramConfig;
  settings: Config["outbox"];
  fetch: typeof fetch;
  now: () => number;
  log: Logger;
  random?: () => number;
};

export function createOutboxWorker(deps: OutboxDeps): OutboxWorker {
  const { db, settings, log, now } = deps;
  /** Where leads go: the configured chat, or the supergroup it became (Telegram's migrate id). */
  let telegram = deps.telegram;
  const random = deps.random ?? Math.random;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;
  let again = false;
  /**
   * After a 429, or while the chat cannot be reached, nothing is sent before this instant (the
   * limit is per bot, an outage is the whole chat's).
   */
  let pausedUntil = 0;
  /**
   * Whether that pause is Telegram's own 429 (kept to the letter) rather than the chat out of
   * reach. An outage's pause ends early when a new lead comes in (`kick`): its arrival is the
   * moment to try the chat again, oldest lead first, instead of leaving both to wait out a back-off
   * of up to OUTBOX_RETRY_MAX_MS after the chat is back (docs/decisions/351-an-owner-installs-from-the-readme.md).
   */
  let pauseIsRateLimit = false;
  /** Aborts the send in flight (shutdown grace period over). */
  let abortSend: AbortController | null = null;

  /** The row claimed together with the last markSent, delivered next. */
  let claimed: ClaimedDelivery | null = null;

  async function deliverOne(): Promise<boolean> {
    const row = claimed ?? (await claimNext());
    claimed = null;
    if (!row) return false;
    if (stopped || now() < pausedUntil) {
      await unclaim(db, row.id);
      return false;
    }
    const abort = new AbortController();
    abortSend = abort;
    // One controller for the client's timeout and the shutdown abort. Not AbortSignal.any: it
    // holds its sources weakly, and a timeout signal nobody else holds can be collected before
    // it fires, leaving a send that never answers hanging for good.
    const fetchWithAbort: typeof fetch = (input, init) => {
      const both = new AbortController();
      for (const signal of [init?.signal, abort.signal]) {
        if (!signal) continue;
        if (signal.aborted) both.abort(signal.reason);
        else signal.addEventListener("abort", () => both.abort(signal.reason), { once: true });
      }
      const timeout = init?.signal;
      // `timeout` stays referenced until the request settles.
      return deps.fetch(input, { ...init, signal: both.signal }).finally(() => void timeout);
    };
    const text = row.maybeSent ? markPossiblyRepeated(row.payload) : row.payload;
    const outcome = await sendLeadText(telegram, text, fetchWithAbort, {
      log,
      leadId: row.leadId,
      aborted: () => abort.signal.aborted,
    }).finally(() => {
      abortSend = null;
    });
    if (!outcome.ok && abort.signal.aborted) {
      await releaseClaim(db, row.id);
      log.warn("Telegram send interrupted by shutdown; it is retried at the next start", {
        leadId: row.leadId,
      });
      return false;
    }
    if (outcome.ok) {
      // A retry got through: the chat is back, and the leads waiting out a back-off go now.
      if (row.attempts > 1) await makeWaitingDue(db, now());
      if (stopped || now() < pausedUntil) await markSent(db, row.id, now());
      else claimed = await markSentAndClaimNext(db, row.id, now(), settings.leaseMs);
      log.info("lead delivered to Telegram", { leadId: row.leadId, attempts: row.attempts });
      return true;
    }
    if (outcome.retryAfterMs !== null) {
      pausedUntil = now() + outcome.retryAfterMs;
      pauseIsRateLimit = true;
      // Due when it was: after the pause the chat gets the leads in the order they came.
      await markFailedAttempt(db, row.id, outcome.error, null);
      log.warn("Telegram rate limit, pausing delivery", {
        leadId: row.leadId,
        retryAfterMs: outcome.retryAfterMs,
      });
      return false;
    }
    const migrated = outcome.migrateToChatId;
    if (migrated !== undefined && String(migrated) !== telegram.chatId) {
      // The group was upgraded to a supergroup: same people, new id. This lead and the next go
      // there at once; the operator is told the id to configure (a number: logs mask no number).
      telegram = { ...telegram, chatId: String(migrated) };
      await unclaim(db, row.id);
      log.error(
        "The Telegram group became a supergroup with a new chat id: leads now go there; set TELEGRAM_CHAT_ID to newChatId",
        { leadId: row.leadId, newChatId: migrated },
      );
      return true;
    }
    const delay = backoffDelayMs(row.attempts, settings.retryBaseMs, settings.retryMaxMs, random);
    // No answer, and the request may have left: Telegram may show it already.
    const maybeSent = outcome.status === null && !NOT_SENT_ERRORS.test(outcome.error);
    // The chat as a whole is out of reach: nothing is sent before this lead, which keeps its place.
    const wholeChat =
      outcome.status === null ||
      outcome.status >= 500 ||
      refusesSettings(outcome.status, outcome.error);
    if (wholeChat) {
      pausedUntil = now() + delay;
      pauseIsRateLimit = false;
    }
    await markFailedAttempt(db, row.id, outcome.error, wholeChat ? null : now() + delay, maybeSent);
    // Never given up: a lead waits for the chat however long it is down or misconfigured. Past
    // maxAttempts each failure is an error line, the operator's alert (docs/decisions/005).
    const context = { leadId: row.leadId, attempts: row.attempts, error: outcome.error };
    if (refusesSettings(outcome.status, outcome.error))
      log.error(
        "Telegram refuses the bot or the chat (check TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID); the lead is kept and retried",
        { ...context, retryInMs: delay },
      );
    else if (row.attempts >= settings.maxAttempts)
      log.error("Telegram delivery keeps failing; the lead is kept and retried (check the bot)", {
        ...context,
        retryInMs: delay,
      });
    else log.warn("Telegram delivery failed, will retry", { ...context, retryInMs: delay });
    // A message refused on its own must not hold back the others: go on with the next.
    return !wholeChat;
  }

  async function claimNext(): Promise<ClaimedDelivery | null> {
    if (now() < pausedUntil || stopped) return null;
    return claimNextDelivery(db, now(), settings.leaseMs);
  }

  async function drain(): Promise<number> {
    let handled = 0;
    while (!stopped && (await deliverOne())) handled++;
    if (claimed) {
      // Claimed with the last markSent, but the worker is stopping: due again at once.
      const row = claimed;
      claimed = null;
      await unclaim(db, row.id);
    }
    return handled;
  }

  function runOnce(): Promise<number> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drain();
        } while (again && !stopped);
      } catch (error) {
        log.error("outbox run failed", { error });
      } finally {
        current = null;
      }
      return total;
    })();
    return current;
  }

  function schedule(delayMs: number) {
    if (stopped || !started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void runOnce().finally(() => schedule(settings.pollMs));
    }, delayMs);
    timer.unref?.();
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    kick() {
      if (!started || stopped) return;
      if (!pauseIsRateLimit) pausedUntil = 0;
      if (current) again = true;
      else schedule(0);
    },
    runOnce,
    async stop(opts = {}) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (!current) return;
      if (opts.graceMs === undefined) {
        await current;
        return;
      }
      let graceTimer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, opts.graceMs);
      });
      await Promise.race([current, graceOver]);
      clearTimeout(graceTimer);
      abortSend?.abort();
      await current;
    },
  };
}
