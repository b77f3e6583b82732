/**
 * POST /api/events: the conversion relay. Accepted with 202 at once; forwarded to Meta in the
 * background, and only when the visitor accepted all cookies and Meta is configured.
 */
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { generateEventId } from "../../app/lib/events";
import { trackingEventSchema } from "../../app/lib/schemas";
import { addressBucket, getClientIp } from "../client-ip";
import { consentFromCookieHeader } from "../consent-cookie";
import { buildMetaEvent, sendMetaEvent } from "../outbound/meta";
import { hitRateLimit } from "../store/rate-limit";
import { runInBackground, userAgent, type ApiDeps } from "./deps";
import { answerOtherMethods } from "./form-addresses";
import { rateLimitedJson, retryAfterSeconds } from "./rate-limited";
import { readValidJson } from "./request-body";

export function registerEvents(app: Hono, deps: ApiDeps): void {
  answerOtherMethods(app, "/events", ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "DELETE"]);
  app.post("/events", async (c) => {
    const body = await readValidJson(c, trackingEventSchema);
    if ("response" in body) return body.response;
    const input = body.data;
    const now = deps.now();
    const eventId = input.event_id ?? generateEventId(now, deps.random);
    const accepted = () => c.json({ ok: true, event_id: eventId }, 202);

    // No consent, no relay (GDPR): accepted and dropped. Not configured: dropped (logged at start-up).
    // The consent is the visitor's stored choice, the cookie every way of choosing writes
    // (app/lib/consent-store.ts, consent-cookie.ts), not only what the request body says.
    const stored = consentFromCookieHeader(c.req.header("cookie"));
    if (input.consent !== "all" || stored !== "all" || !deps.config.meta) return accepted();

    const ip = getClientIp(c, deps.trust);
    if (deps.config.rateLimit.enabled) {
      const decision = await hitRateLimit(
        deps.store.db,
        `events:${addressBucket(ip)}`,
        deps.config.rateLimit.events,
        now,
        deps.random,
      );
      if (!decision.allowed) return rateLimitedJson(c, retryAfterSeconds(decision.retryAfterMs));
    }
    const event = buildMetaEvent(input, {
      eventId,
      now,
      ip,
      userAgent: userAgent(c),
      cookies: { fbc: getCookie(c, "_fbc"), fbp: getCookie(c, "_fbp") },
      fallbackSourceUrl: c.req.header("referer") ?? deps.config.siteUrl,
    });
    // Only pages of this site are named to Meta as where an event happened: at SITE_URL, or at the
    // address this request came to (a server reached by its own address, as the consent post
    // accepts), whose path and query are kept.
    event.event_source_url = ownPage(event.event_source_url, deps.config.siteUrl, c.req.url);
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

/** `url` when it is a page of this site (at `siteUrl` or at `requestUrl`'s origin), else `siteUrl`. */
function ownPage(url: string, siteUrl: string, requestUrl: string): string {
  try {
    const origin = new URL(url).origin;
    return origin === new URL(siteUrl).origin || origin === new URL(requestUrl).origin
      ? url
      : siteUrl;
  } catch {
    return siteUrl;
  }
}
