/**
 * The common path of a contact message and a quote request once the input is valid:
 * duplicate id -> rate limit -> honeypot -> commit (lead + outbox row) -> wake the outbox. The
 * first four are one statement shared by every submission waiting (server/store/lead-writer.ts).
 * Only the honeypot keeps a lead from the chat; a fast fill is delivered with a marker line
 * (docs/decisions/140-spam-policy.md). A refused exact repeat of a lead just stored is answered as
 * accepted (docs/decisions/143-repeat-post-is-sent.md).
 */
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { addressBucket, getClientIp } from "../client-ip";
import {
  hasStoredTwin,
  LEAD_CONTENT,
  submissionHasContent,
  type NewLead,
} from "../store/leads-repo";
import { userAgent, type ApiDeps } from "./deps";
import { retryAfterSeconds } from "./rate-limited";

export type IntakeResult =
  { status: "accepted" } | { status: "rate_limited"; retryAfterSec: number };

export type Submission = {
  scope: "contact" | "quote";
  submissionId?: string;
  startedAt?: number;
  sentAt?: number;
  honeypot: unknown;
  /** The lead row, given the visitor's IP. */
  lead: (ctx: {
    ip: string | null;
    userAgent: string | null;
  }) => Omit<NewLead, "spam" | "spamReason" | "submissionId" | "ip" | "userAgent">;
  /** The chat text, given the visitor's IP and an optional note line (fast fill). */
  message: (ctx: { ip: string | null; note?: string }) => string;
};

/**
 * Why a submission counts as spam, or null. Only the honeypot, a field no person sees, is such a
 * hard signal: spam is stored, answered like success and never delivered.
 */
export function spamReason(sub: Pick<Submission, "honeypot">): string | null {
  const honeypot = sub.honeypot;
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== "")
    return "honeypot";
  return null;
}

/**
 * Milliseconds between the form being shown (`startedAt`) and sent, or null when unknown: no
 * start time (a post without JavaScript), or stamps that contradict each other.
 */
export function fillTimeMs(
  sub: Pick<Submission, "startedAt" | "sentAt">,
  now: number,
): number | null {
  if (sub.startedAt === undefined) return null;
  // Measure on the visitor's clock when it sent both stamps (no clock skew); else on ours.
  const elapsed = (sub.sentAt ?? now) - sub.startedAt;
  return elapsed >= 0 ? elapsed : null;
}

/**
 * The chat line for a lead sent faster than a person usually fills a form in, or null. A soft
 * signal: autofill and a prefilled message are fast too, so the lead is delivered and the team
 * decides; floods are the rate limit's job.
 */
export function fastFillNote(fillMs: number | null, minFillMs: number): string | null {
  if (fillMs === null || fillMs >= minFillMs) return null;
  return `Sent ${(fillMs / 1000).toFixed(1)} s after the form opened: may be automated`;
}

/**
 * How far back a refused submission looks for its stored twin: a double click, or Back and Send
 * again a few minutes later, is the same message (docs/decisions/143-repeat-post-is-sent.md).
 */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * A check against the stored leads before answering. When it fails the answer is no, logged: the
 * refusal stands (a truthful "not sent"), or the lead is stored again (a possible copy in the chat,
 * never a message the studio does not get).
 */
async function storedCheck(
  deps: ApiDeps,
  what: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    deps.log.error(`${what} check failed`, { error });
    return false;
  }
}

/**
 * The submission id for other content sent under an id already stored: made from that id and the
 * content (a name-based UUID), so an exact retry of the new content is recognised as a copy too.
 */
export function contentSubmissionId(lead: NewLead): string {
  const content = [lead.submissionId, ...LEAD_CONTENT.map((key) => lead[key] ?? null)];
  const h = createHash("sha256").update(JSON.stringify(content)).digest("hex");
  const variant = (8 | (parseInt(h[16]!, 16) & 3)).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function intake(deps: ApiDeps, c: Context, sub: Submission): Promise<IntakeResult> {
  const { config, log } = deps;
  const ip = getClientIp(c, deps.trust);
  const now = deps.now();
  const spam = spamReason(sub);
  const note = fastFillNote(fillTimeMs(sub, now), config.spamMinFillMs) ?? undefined;
  const ua = userAgent(c);
  const lead: NewLead = {
    ...sub.lead({ ip, userAgent: ua }),
    submissionId: sub.submissionId ?? null,
    ip,
    userAgent: ua,
    spam: spam !== null,
    spamReason: spam,
  };
  // A form sent again with the same content (Back, then Send, minutes later) is the same message,
  // which the studio already has. Its submission id does not tell: without JavaScript there is
  // none, and before the scripts arrive the form's own line gives it a fresh one on every showing,
  // a page restored by Back included (a changed message must not be taken for the first). The
  // page restored by Back hydrates its filled form at once, so the second Send is a JSON post
  // under a new id as often as a form post. Checked before storing, for every kind of post
  // (docs/decisions/143-repeat-post-is-sent.md).
  if (!spam) {
    const since = new Date(now - REPEAT_WINDOW_MS);
    if (await storedCheck(deps, "repeat", () => hasStoredTwin(deps.store.db, lead, since))) {
      log.info("form post repeating a stored lead answered as success", {
        kind: sub.scope,
      });
      return { status: "accepted" };
    }
  }
  // Duplicate check, rate limit, lead and outbox row: one statement for all waiting submissions.
  const write = (item: NewLead) =>
    deps.leads.write({
      lead: item,
      payload: spam ? null : sub.message({ ip, note }),
      rate: config.rateLimit.enabled
        ? { key: `${sub.scope}:${addressBucket(ip)}`, rule: config.rateLimit[sub.scope] }
        : null,
    });
  let result = await write(lead);
  // "Sent" only for content the studio has: an id stored with another text is a new message.
  if (
    result.status === "duplicate" &&
    !(await storedCheck(deps, "submission id", () => submissionHasContent(deps.store.db, lead)))
  ) {
    log.warn("submission id repeated with other content: taken as a new message", {
      kind: sub.scope,
      submissionId: sub.submissionId,
    });
    result = await write({ ...lead, submissionId: contentSubmissionId(lead) });
  }
  if (result.status === "rate_limited") {
    const since = new Date(now - REPEAT_WINDOW_MS);
    if (await storedCheck(deps, "repeat", () => hasStoredTwin(deps.store.db, lead, since))) {
      log.info("repeat of a stored lead answered as success", { kind: sub.scope });
      return { status: "accepted" };
    }
    return {
      status: "rate_limited",
      retryAfterSec: retryAfterSeconds(result.retryAfterMs),
    };
  }
  if (result.status === "duplicate") {
    log.info("duplicate submission answered as success", {
      kind: sub.scope,
      submissionId: sub.submissionId,
    });
  } else if (spam) {
    log.info("spam stored, not delivered", {
      kind: sub.scope,
      leadId: result.leadId,
      reason: spam,
    });
  } else {
    log.info("lead stored", {
      kind: sub.scope,
      leadId: result.leadId,
      email: lead.email,
      ...(note ? { fastFill: true } : {}),
    });
    deps.outbox?.kick();
  }
  return { status: "accepted" };
}
