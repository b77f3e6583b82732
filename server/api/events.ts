/**
 * POST /api/events: the conversion relay. Accepted with 202 at once; forwarded to Meta in the
 * background, and only when the visitor accepted all cookies and Meta is configured.
 */
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { generateEventId } from "../../app/lib/events";
import { toFieldErrors, trackingEventSchema } from "../../app/lib/schemas";
import { getClientIp } from "../client-ip";
import { buildMetaEvent, sendMetaEvent } from "../outbound/meta";
import { hitRateLimit } from "../store/rate-limit";
import { runInBackground, userAgent, type ApiDeps } from "./deps";
import { InvalidJsonError, bodyKind, readJson } from "./request-body";

export function registerEvents(app: Hono, deps: ApiDeps): void {
  app.post("/events", async (c) => {
    if (bodyKind(c, false) === null) return c.json({ error: "unsupported_media_type" }, 415);
    let body: unknown;
    try {
      body = await readJson(c);
    } catch (error) {
      if (error instanceof InvalidJsonError) return c.json({ error: "invalid_json" }, 400);
      throw error;
    }
    const parsed = trackingEventSchema.safeParse(body);
    if (!parsed.success)
      return c.json({ error: "validation", ...toFieldErrors(parsed.error) }, 400);
    const input = parsed.data;
    const now = deps.now();
    const eventId = input.event_id ?? generateEventId(now, deps.random);
    const accepted = () => c.json({ ok: true, event_id: eventId }, 202);

    // No consent, no relay (GDPR): accepted and dropped. Not configured: dropped (logged at start-up).
    if (input.consent !== "all" || !deps.config.meta) return accepted();

    const ip = getClientIp(c, deps.trust);
    if (deps.config.rateLimit.enabled) {
      const decision = await hitRateLimit(
        deps.store.db,
        `events:${ip ?? "unknown"}`,
        deps.config.rateLimit.events,
        now,
        deps.random,
      );
      if (!decision.allowed) {
        const retryAfterSec = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
        c.header("Retry-After", String(retryAfterSec));
        return c.json({ error: "rate_limited", retryAfterSec }, 429);
      }
    }
    const event = buildMetaEvent(input, {
      eventId,
      now,
      ip,
      userAgent: userAgent(c),
      cookies: { fbc: getCookie(c, "_fbc"), fbp: getCookie(c, "_fbp") },
      fallbackSourceUrl: c.req.header("referer") ?? deps.config.siteUrl,
    });
    const meta = deps.config.meta;
    runInBackground(
      deps,
      sendMetaEvent(meta, event, deps.fetch).then((outcome) => {
        if (outcome.ok)
          deps.log.debug("event relayed to Meta", { event: event.event_name, eventId });
        else
          deps.log.warn("Meta relay failed", {
            event: event.event_name,
            eventId,
            error: outcome.error,
          });
      }),
    );
    return accepted();
  });
}
