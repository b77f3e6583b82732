/**
 * POST /api/quote: the calculator's quote request, as JSON from the modal or as a plain form post
 * without JavaScript (answered with a 303 to the sent page, or the refusal page). Every price is
 * recomputed here.
 */
import type { Context, Hono } from "hono";
import { computePrice, configToSearch, normalizeConfig } from "../../app/lib/pricing";
import { readableQuery } from "../../app/lib/readable-query";
import { UTM_KEYS, quoteSchema, type Quote } from "../../app/lib/schemas";
import { quoteMessage } from "../outbox/lead-messages";
import { rateLimitedJson } from "./rate-limited";
import type { ApiDeps } from "./deps";
import {
  fieldErrors,
  readPostedForm,
  refuseFormPost,
  postedLocale,
  refuseForeignFormPost,
  single,
  ticked,
  type PostedForm,
} from "./form-post";
import { intake, type IntakeResult } from "./lead-intake";
import { bodyKind, readValidJson } from "./request-body";

/** The form fields in the shape of the JSON body: numbers, the add-on list, consent, UTM. */
function quoteInput({ values, lang }: PostedForm, acceptLanguage: string | undefined) {
  const text = (key: string) => single(values, key);
  const pages = text("pages");
  const addons = ([] as string[])
    .concat(values.addons ?? [])
    .flatMap((a) => a.split(","))
    .map((a) => a.trim())
    .filter(Boolean);
  const consent = text("consent");
  // The calculator's hidden fields, read as its address is (parseConfigFromSearch): a page loaded
  // before the prices changed, or an edited form, sends what the platform offers now instead of
  // a refusal that sending again cannot mend.
  const config = normalizeConfig({
    platform: text("platform"),
    pages: pages !== undefined && /^\d{1,3}$/.test(pages.trim()) ? Number(pages) : undefined,
    addons,
  });
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    message: text("message"),
    website: text("website"),
    ...config,
    consent: ticked(consent),
    // Cleaned by the schema (utmSchema): a campaign tag never refuses a lead (decision 319).
    utm: Object.fromEntries(UTM_KEYS.map((k) => [k, text(k)])),
    // Without JavaScript the browser's language comes in its header; the page's if it sends none.
    locale: text("locale") ?? postedLocale(acceptLanguage, lang),
    lang,
    id: text("id"),
    startedAt: text("startedAt"),
  };
}

async function handleFormPost(c: Context, deps: ApiDeps): Promise<Response> {
  const foreign = refuseForeignFormPost(c, deps);
  if (foreign) return foreign;
  const posted = await readPostedForm(c);
  const parsed = quoteSchema.safeParse(quoteInput(posted, c.req.header("accept-language")));
  if (!parsed.success)
    return refuseFormPost(c, "quote", posted, {
      reason: "invalid",
      errors: fieldErrors(parsed.error),
    });
  try {
    const { result } = await submitQuote(c, deps, parsed.data);
    if (result.status === "rate_limited")
      return refuseFormPost(c, "quote", posted, {
        reason: "rate_limited",
        retryAfterSec: result.retryAfterSec,
      });
  } catch (error) {
    deps.log.error("quote form post failed", { error });
    return refuseFormPost(c, "quote", posted, { reason: "server" });
  }
  // The page confirms a quote as a quote, and its way back leads to the calculator as it was
  // (app/routes/message-sent.tsx).
  const { platform, pages, addons } = parsed.data;
  const config = readableQuery(configToSearch({ platform, pages, addons }));
  return c.redirect(`/${posted.lang}/message-sent?form=quote&${config}`, 303);
}

export function registerQuote(app: Hono, deps: ApiDeps): void {
  app.post("/quote", async (c) => {
    if (bodyKind(c, true) === "form") return handleFormPost(c, deps);
    const body = await readValidJson(c, quoteSchema);
    if ("response" in body) return body.response;
    const quote = body.data;
    const { price, result } = await submitQuote(c, deps, quote);
    if (result.status === "rate_limited") return rateLimitedJson(c, result.retryAfterSec);
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

async function submitQuote(
  c: Context,
  deps: ApiDeps,
  quote: Quote,
): Promise<{ price: ReturnType<typeof computePrice>; result: IntakeResult }> {
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
          // What was chosen; `price` lists what the platform includes besides.
          addons: normalizeConfig(quote).addons,
        },
        price,
        utm: quote.utm ?? {},
        ...(quote.lang ? { lang: quote.lang } : {}),
      },
    }),
    message: (ctx) => quoteMessage(quote, price, ctx),
  });
  return { price, result };
}
