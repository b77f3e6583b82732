/**
 * The owner's export: GET /api/admin/leads?format=csv|json&since=ISO&after=<id>&limit=N[&spam=1]
 * (paged, oldest first; the next page's `after` is in `next` and in a Link header),
 * POST /api/admin/leads/requeue { leadIds? } and POST /api/admin/leads/erase { email } (a
 * visitor's request to have their data erased). Bearer ADMIN_TOKEN (hono/bearer-auth); 404 when it
 * is not set. Failed authentications are logged (never the token) and throttled per address.
 */
import type { Context, Hono, Next } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { addressBucket, getClientIp } from "../client-ip";
import {
  compactLeadFiles,
  eraseLeadsByEmail,
  EXPORT_MAX_PAGE_ROWS,
  EXPORT_PAGE_ROWS,
  leadExists,
  listLeads,
  requeueFailed,
} from "../store/leads-repo";
import { giveBackRateLimit, hitRateLimit, type RateRule } from "../store/rate-limit";
import type { ApiDeps } from "./deps";
import { leadsToCsv } from "./leads-csv";
import { rateLimitedJson, retryAfterSeconds } from "./rate-limited";
import { bodyKind, hasForeignCharset, readText } from "./request-body";

/** Five wrong tokens per address per 10 minutes, then 429 even for the right one. */
export const ADMIN_AUTH_RULE: RateRule = { intervalMs: 0, perHour: 5, windowMs: 10 * 60_000 };

const requeueSchema = z.object(
  { leadIds: z.array(z.uuid()).max(1000).optional() },
  { error: "invalid_type" },
);

/** The address as the visitor gave it; compared without letter case. */
const eraseSchema = z.object(
  { email: z.string().trim().min(3).max(320).includes("@") },
  { error: "invalid_type" },
);

/** A date the database can compare: ISO, between 1970 and 9999. */
const sinceDate = z
  .string()
  .max(40)
  .transform((v) => new Date(v))
  .refine((d) => !Number.isNaN(d.getTime()))
  .refine((d) => d.getUTCFullYear() >= 1970 && d.getUTCFullYear() <= 9999);

const exportQuery = z.object({
  format: z.enum(["json", "csv"]).default("json"),
  since: sinceDate.optional(),
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(EXPORT_MAX_PAGE_ROWS).default(EXPORT_PAGE_ROWS),
  spam: z.enum(["1", "true", "include", "0", "false"]).optional(),
});

function adminGuard(deps: ApiDeps) {
  const expected = deps.config.adminToken;
  const auth = expected ? bearerAuth({ token: expected, realm: "leads" }) : null;
  return async (c: Context, next: Next) => {
    if (!auth) return c.json({ error: "not_found" }, 404);
    const ip = getClientIp(c, deps.trust);
    const key = `admin-auth:${addressBucket(ip)}`;
    // Every try is counted before its token is checked, in one atomic step: guesses sent in
    // parallel cannot all pass a check made before any of them was counted. The right token gives
    // its count back, so the owner's exports never use the allowance up.
    const taken = await hitRateLimit(deps.store.db, key, ADMIN_AUTH_RULE, deps.now(), deps.random);
    if (!taken.allowed) return rateLimitedJson(c, retryAfterSeconds(taken.retryAfterMs));
    let passed = false;
    try {
      await auth(c, async () => {
        passed = true;
        await giveBackRateLimit(deps.store.db, key);
        await next();
      });
    } catch (error) {
      if (passed || !(error instanceof HTTPException)) throw error;
      const reason = c.req.header("authorization") === undefined ? "no token" : "wrong token";
      deps.log.warn("admin authentication failed", { ip, reason, path: c.req.path });
      const status = error.status === 400 ? 400 : 401;
      c.header("WWW-Authenticate", error.getResponse().headers.get("WWW-Authenticate") ?? "Bearer");
      return c.json({ error: status === 400 ? "invalid_request" : "unauthorized" }, status);
    }
  };
}

export function registerAdmin(app: Hono, deps: ApiDeps): void {
  app.use("/admin/*", adminGuard(deps));

  app.get("/admin/leads", async (c) => {
    const parsed = exportQuery.safeParse(c.req.query());
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((i) => [String(i.path[0] ?? "_query"), "invalid_value"]),
      );
      return c.json({ error: "validation", fields }, 400);
    }
    const q = parsed.data;
    if (q.after && !(await leadExists(deps.store.db, q.after)))
      return c.json({ error: "validation", fields: { after: "not_found" } }, 400);
    const rows = await listLeads(deps.store.db, {
      since: q.since,
      after: q.after,
      limit: q.limit + 1,
      includeSpam: ["1", "true", "include"].includes(q.spam ?? ""),
    });
    const page = rows.slice(0, q.limit);
    const next = rows.length > q.limit ? (page.at(-1)?.id ?? null) : null;
    if (next) {
      const url = new URL(c.req.url);
      url.searchParams.set("after", next);
      c.header("Link", `<${url.pathname}${url.search}>; rel="next"`);
    }
    deps.log.info("leads exported", { count: page.length, format: q.format, more: next !== null });
    if (q.format === "csv") {
      c.header("X-Lead-Count", String(page.length));
      c.header(
        "Content-Disposition",
        `attachment; filename="leads-${new Date(deps.now()).toISOString().slice(0, 10)}.csv"`,
      );
      return c.body(leadsToCsv(page), 200, { "Content-Type": "text/csv; charset=utf-8" });
    }
    return c.json({ leads: page, count: page.length, next });
  });

  app.post("/admin/leads/requeue", async (c) => {
    const body = await jsonBody(c);
    if (body instanceof Response) return body;
    const parsed = requeueSchema.safeParse(body);
    if (!parsed.success)
      return c.json({ error: "validation", fields: { leadIds: "invalid_value" } }, 400);
    const requeued = await requeueFailed(deps.store.db, deps.now(), parsed.data.leadIds);
    deps.log.info("failed deliveries re-queued", { requeued });
    if (requeued > 0) deps.outbox?.kick();
    return c.json({ ok: true, requeued });
  });

  app.post("/admin/leads/erase", async (c) => {
    const body = await jsonBody(c);
    if (body instanceof Response) return body;
    const parsed = eraseSchema.safeParse(body);
    if (!parsed.success)
      return c.json({ error: "validation", fields: { email: "invalid_email" } }, 400);
    const erased = await eraseLeadsByEmail(deps.store.db, parsed.data.email);
    // Never the address itself: the log would keep what was just erased.
    deps.log.info("leads erased on request", { erased });
    if (erased > 0)
      await compactLeadFiles(deps.store.db).catch((error: unknown) =>
        deps.log.warn("Could not compact the lead tables after erasing", { error }),
      );
    return c.json({ ok: true, erased });
  });
}

/** An admin request's JSON body ({} when empty), or the error answer to send instead. */
async function jsonBody(c: Context): Promise<unknown> {
  if (c.req.header("content-length") === "0" || !c.req.header("content-type")) return {};
  if (bodyKind(c, false) === null || hasForeignCharset(c))
    return c.json({ error: "unsupported_media_type" }, 415);
  const text = await readText(c);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return c.json({ error: "invalid_json" }, 400);
  }
}
