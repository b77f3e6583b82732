/**
 * POST /api/contact: JSON from the contact and dental forms, or the home page's plain
 * <form method="post"> when JavaScript is off (answered with a 303 to a localized page).
 */
import type { Context, Hono } from "hono";
import { contactSchema, type Contact } from "../../app/lib/schemas";
import { contactMessage } from "../outbox/lead-messages";
import type { ApiDeps } from "./deps";
import { intake } from "./lead-intake";
import { rateLimitedJson } from "./rate-limited";
import {
  fieldErrors,
  readPostedForm,
  refuseFormPost,
  refuseForeignFormPost,
  single,
  ticked,
} from "./form-post";
import { bodyKind, readValidJson } from "./request-body";

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
      // The whole lead is kept: the dental form's package and its consent too, not only the chat.
      details:
        contact.source === "tandarts"
          ? {
              practiceName: contact.practiceName,
              practiceUrl: contact.practiceUrl ?? null,
              package: contact.package ?? null,
              privacyAccepted: contact.privacy === true,
            }
          : {},
    }),
    message: (ctx) => contactMessage(contact, ctx),
  };
}

export function registerContact(app: Hono, deps: ApiDeps): void {
  app.post("/contact", async (c) => {
    if (bodyKind(c, true) === "form") return handleFormPost(c, deps);
    const body = await readValidJson(c, contactSchema);
    if ("response" in body) return body.response;
    const result = await intake(deps, c, submission(body.data));
    if (result.status === "rate_limited") return rateLimitedJson(c, result.retryAfterSec);
    return c.json({ ok: true }, 200);
  });
}

/**
 * No-JS post: fields name, email, phone, message, website (honeypot), lang, startedAt; the dental
 * form's practiceName, practiceUrl, package and privacy.
 */
async function handleFormPost(c: Context, deps: ApiDeps): Promise<Response> {
  const foreign = refuseForeignFormPost(c, deps);
  if (foreign) return foreign;
  const posted = await readPostedForm(c);
  const fields = Object.fromEntries(
    Object.keys(posted.values).map((key) => [key, single(posted.values, key)]),
  );
  const parsed = contactSchema.safeParse({
    ...fields,
    privacy: ticked(fields.privacy),
    // The page's language, as the form with JavaScript sends it: the language to answer in.
    locale: fields.locale ?? posted.lang,
  });
  if (!parsed.success)
    return refuseFormPost(c, "contact", posted, {
      reason: "invalid",
      errors: fieldErrors(parsed.error),
    });
  try {
    const result = await intake(deps, c, submission(parsed.data));
    if (result.status === "rate_limited")
      return refuseFormPost(c, "contact", posted, {
        reason: "rate_limited",
        retryAfterSec: result.retryAfterSec,
      });
  } catch (error) {
    deps.log.error("contact form post failed", { error });
    return refuseFormPost(c, "contact", posted, { reason: "server" });
  }
  // A dental request is confirmed as one, with the way back to its page (app/routes/message-sent.tsx).
  const from = parsed.data.source === "tandarts" ? "?form=tandarts" : "";
  return c.redirect(`/${posted.lang}/message-sent${from}`, 303);
}
