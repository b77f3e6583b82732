/**
 * POST /api/contact: JSON from the contact and dental forms, or the home page's plain
 * <form method="post"> when JavaScript is off (answered with a 303 to a localized page).
 */
import type { Context, Hono } from "hono";
import {
  LANGS,
  contactSchema,
  toFieldErrors,
  type Contact,
  type Lang,
} from "../../app/lib/schemas";
import { contactMessage } from "../outbox/lead-messages";
import type { ApiDeps } from "./deps";
import { intake, type IntakeResult } from "./lead-intake";
import { bodyKind, isForeignOrigin, readForm, readValidJson } from "./request-body";

function submission(contact: Contact): Parameters<typeof intake>[2] {
  return {
    scope: "contact",
    submissionId: contact.id,
    startedAt: contact.startedAt,
    sentAt: contact.sentAt,
    honeypot: contact.website,
    lead: () => ({
      kind: "contact",
      source: contact.source,
      name: contact.name,
      email: contact.email,
      phone: contact.phone ?? null,
      company: contact.practiceName ?? null,
      message: contact.message ?? null,
      locale: contact.locale ?? null,
      details:
        contact.source === "tandarts"
          ? { practiceName: contact.practiceName, practiceUrl: contact.practiceUrl ?? null }
          : {},
    }),
    message: (ctx) => contactMessage(contact, ctx),
  };
}

export function rateLimitedJson(
  c: Context,
  result: Extract<IntakeResult, { status: "rate_limited" }>,
) {
  c.header("Retry-After", String(result.retryAfterSec));
  return c.json({ error: "rate_limited", retryAfterSec: result.retryAfterSec }, 429);
}

export function registerContact(app: Hono, deps: ApiDeps): void {
  app.post("/contact", async (c) => {
    if (bodyKind(c, true) === "form") return handleFormPost(c, deps);
    const body = await readValidJson(c, contactSchema);
    if ("response" in body) return body.response;
    const result = await intake(deps, c, submission(body.data));
    if (result.status === "rate_limited") return rateLimitedJson(c, result);
    return c.json({ ok: true }, 200);
  });
}

const isLang = (v: unknown): v is Lang =>
  typeof v === "string" && (LANGS as readonly string[]).includes(v);

/** No-JS post: fields name, email, phone, message, website (honeypot), lang, startedAt. */
async function handleFormPost(c: Context, deps: ApiDeps): Promise<Response> {
  if (isForeignOrigin(c, deps.config.siteUrl)) return c.json({ error: "forbidden_origin" }, 403);
  const form = await readForm(c);
  const lang = isLang(form.lang) ? form.lang : "en";
  const notSent = (query: string) => c.redirect(`/${lang}/message-not-sent?${query}`, 303);

  const parsed = contactSchema.safeParse({ ...form, locale: form.locale ?? lang });
  if (!parsed.success) {
    const fields = Object.keys(toFieldErrors(parsed.error).fields).filter((f) => f !== "_body");
    return notSent(
      new URLSearchParams({ fields: fields.join(",") }).toString().replace(/%2C/g, ","),
    );
  }
  try {
    const result = await intake(deps, c, submission(parsed.data));
    if (result.status === "rate_limited") {
      c.header("Retry-After", String(result.retryAfterSec));
      return notSent(`reason=rate_limited&retryAfter=${result.retryAfterSec}`);
    }
  } catch (error) {
    deps.log.error("contact form post failed", { error });
    return notSent("reason=server");
  }
  return c.redirect(`/${lang}/message-sent`, 303);
}
