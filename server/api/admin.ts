/**
 * The owner's export: GET /api/admin/leads?format=csv|json&since=ISO[&spam=1] and
 * POST /api/admin/leads/requeue { leadIds? }. Bearer ADMIN_TOKEN; 404 when it is not set.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Hono, Next } from "hono";
import { z } from "zod";
import { listLeads, requeueFailed } from "../store/leads-repo";
import type { ApiDeps } from "./deps";
import { leadsToCsv } from "./leads-csv";
import { InvalidJsonError, bodyKind } from "./request-body";

const digest = (s: string) => createHash("sha256").update(s).digest();

function tokenMatches(given: string, expected: string): boolean {
  // Compare fixed-length digests: constant time whatever the lengths.
  return timingSafeEqual(digest(given), digest(expected));
}

const requeueSchema = z.object(
  { leadIds: z.array(z.uuid()).max(1000).optional() },
  { error: "invalid_type" },
);

export function registerAdmin(app: Hono, deps: ApiDeps): void {
  const guard = async (c: Context, next: Next) => {
    const expected = deps.config.adminToken;
    if (!expected) return c.json({ error: "not_found" }, 404);
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1] || !tokenMatches(match[1].trim(), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="leads"');
      return c.json({ error: "unauthorized" }, 401);
    }
    return next();
  };
  app.use("/admin/*", guard);

  app.get("/admin/leads", async (c) => {
    const format = c.req.query("format") ?? "json";
    if (format !== "json" && format !== "csv")
      return c.json({ error: "validation", fields: { format: "invalid_value" } }, 400);
    const sinceRaw = c.req.query("since");
    const since = sinceRaw ? new Date(sinceRaw) : undefined;
    if (since && Number.isNaN(since.getTime()))
      return c.json({ error: "validation", fields: { since: "invalid_value" } }, 400);
    const rows = await listLeads(deps.store.db, {
      since,
      includeSpam: ["1", "true", "include"].includes(c.req.query("spam") ?? ""),
    });
    deps.log.info("leads exported", { count: rows.length, format });
    if (format === "csv") {
      c.header(
        "Content-Disposition",
        `attachment; filename="leads-${new Date(deps.now()).toISOString().slice(0, 10)}.csv"`,
      );
      return c.body(leadsToCsv(rows), 200, { "Content-Type": "text/csv; charset=utf-8" });
    }
    return c.json({ leads: rows, count: rows.length });
  });

  app.post("/admin/leads/requeue", async (c) => {
    let body: unknown = {};
    if (c.req.header("content-length") !== "0" && c.req.header("content-type")) {
      if (bodyKind(c, false) === null) return c.json({ error: "unsupported_media_type" }, 415);
      try {
        const text = await c.req.text();
        body = text.trim() === "" ? {} : await readJsonText(text);
      } catch (error) {
        if (error instanceof InvalidJsonError) return c.json({ error: "invalid_json" }, 400);
        throw error;
      }
    }
    const parsed = requeueSchema.safeParse(body);
    if (!parsed.success)
      return c.json({ error: "validation", fields: { leadIds: "invalid_value" } }, 400);
    const requeued = await requeueFailed(deps.store.db, deps.now(), parsed.data.leadIds);
    deps.log.info("failed deliveries re-queued", { requeued });
    if (requeued > 0) deps.outbox?.kick();
    return c.json({ ok: true, requeued });
  });
}

async function readJsonText(text: string): Promise<unknown> {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidJsonError("malformed JSON");
  }
}
