/** POST /api/quote: the calculator's quote request. Every price is recomputed here. */
import type { Hono } from "hono";
import { computePrice } from "../../app/lib/pricing";
import { quoteSchema } from "../../app/lib/schemas";
import { quoteMessage } from "../outbox/lead-messages";
import { rateLimitedJson } from "./contact";
import type { ApiDeps } from "./deps";
import { intake } from "./lead-intake";
import { readValidJson } from "./request-body";

export function registerQuote(app: Hono, deps: ApiDeps): void {
  app.post("/quote", async (c) => {
    const body = await readValidJson(c, quoteSchema);
    if ("response" in body) return body.response;
    const quote = body.data;
    // Only the configuration is taken from the browser; lovable's page rule is applied here.
    const price = computePrice({
      platform: quote.platform,
      pages: quote.pages,
      addons: quote.addons,
    });

    const result = await intake(deps, c, {
      scope: "quote",
      submissionId: quote.id,
      startedAt: quote.startedAt,
      sentAt: quote.sentAt,
      honeypot: quote.website,
      lead: () => ({
        kind: "quote",
        source: "calculator",
        name: quote.name,
        email: quote.email,
        phone: quote.phone ?? null,
        company: quote.company ?? null,
        message: quote.message ?? null,
        locale: quote.locale ?? null,
        details: {
          consent: true,
          config: {
            platform: price.platform,
            pages: price.pages,
            addons: price.addons.map((a) => a.id),
          },
          price,
          utm: quote.utm ?? {},
        },
      }),
      message: (ctx) => quoteMessage(quote, price, ctx),
    });
    if (result.status === "rate_limited") return rateLimitedJson(c, result);
    return c.json(
      {
        ok: true,
        price: {
          oneTimeTotal: price.oneTimeTotal,
          oneTimeTotalInclVat: price.oneTimeTotalInclVat,
          currency: price.currency,
        },
      },
      200,
    );
  });
}
