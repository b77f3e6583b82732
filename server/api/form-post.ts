/**
 * Forms posted without JavaScript (contact, quote): reading the form-encoded body, and the
 * answer when it is not accepted. The refusal is the message-not-sent page rendered for this
 * outcome (what to fix, in the visitor's language, their input kept) with 422, 429 or 500,
 * never a redirect that would drop the input (docs/decisions/130-ssr-for-dynamic-requests.md).
 */
import type { Context } from "hono";
import type { z } from "zod";
import type { FormKind, FormOutcome, FormValues, UnreadCause } from "../../app/lib/form-outcome";
import { languageOption } from "../../app/i18n/languages";
import { isLang, type Lang } from "../../app/lib/langs";
import { visitorLang } from "./form-addresses";
import { readableQuery } from "../../app/lib/readable-query";
import { toFieldErrors } from "../../app/lib/schemas";
import type { ApiDeps } from "./deps";
import { bodyKind, clientError, hasForeignCharset, isForeignOrigin } from "./request-body";
import { RETRY_KEY, refusedInputs, renderNotSentPage } from "../refused-input";

/**
 * Fields never given back: the honeypot stays empty, the send time is set anew. `startedAt` is
 * kept: the retry form, which comes filled in, carries the first form's time, so a person who
 * fixes one field and sends at once is not marked as fast as a bot (decision 140).
 */
const NOT_KEPT = new Set(["website", "sentAt"]);

export interface PostedForm {
  values: FormValues;
  lang: Lang;
}

/** The posted fields as strings (a repeated one as a list); an uploaded file is dropped. */
export async function readPostedForm(c: Context): Promise<PostedForm> {
  if (hasForeignCharset(c)) throw clientError(415, "unsupported_charset");
  let body: Awaited<ReturnType<typeof c.req.parseBody>>;
  let utf8: boolean;
  try {
    // Read once (Hono keeps the bytes for parseBody): its parser would turn bytes that are not
    // UTF-8 into U+FFFD, and the chat would get "�" for what the visitor typed.
    utf8 = isUtf8Form(new Uint8Array(await c.req.arrayBuffer()));
    body = await c.req.parseBody({ all: true });
  } catch {
    throw clientError(400, "invalid_form");
  }
  if (!utf8) throw clientError(400, "invalid_encoding");
  const values: FormValues = {};
  for (const [key, raw] of Object.entries(body)) {
    const list = (Array.isArray(raw) ? raw : [raw]).filter(
      (v): v is string => typeof v === "string",
    );
    if (list.length === 0) continue;
    // A browser sends a textarea's line breaks as CR LF: each counts as one, as with JavaScript.
    const lines = list.map((v) => v.replace(/\r\n?/g, "\n"));
    values[key] = lines.length === 1 ? lines[0]! : lines;
  }
  // The form's hidden field, else its address's `?lang=` or the page it came from.
  return { values, lang: isLang(values.lang) ? values.lang : visitorLang(c) };
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Whether a form body is UTF-8, as every page of the site posts it: the bytes themselves, and for
 * an urlencoded body every percent-escaped name and value too. A multipart body with a file part
 * is not checked (the file is dropped; its bytes may be anything).
 */
export function isUtf8Form(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return /filename="/.test(Buffer.from(bytes).toString("latin1"));
  }
  if (!/%[89a-f]/i.test(text)) return true;
  try {
    for (const part of text.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, " "));
    return true;
  } catch {
    // A broken escape in a multipart body is only text: its parts are not percent-decoded.
    return /^--/.test(text);
  }
}

/** A field's single value (the first when repeated). */
export function single(values: FormValues, key: string): string | undefined {
  const v = values[key];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The visitor's language for a post without JavaScript, where no `navigator.language` is sent:
 * the first of the browser's Accept-Language header (`de-DE,de;q=0.9` → `de-DE`), as the form with
 * JavaScript sends (docs/product.md §6.2, "the browser's language"); without one, the page's language as a
 * language tag (`uk`, not the site's `ua`).
 */
export function postedLocale(acceptLanguage: string | undefined, lang: Lang): string {
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  if (first && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(first)) return first;
  return languageOption(lang).iso;
}

const TICKED = new Set(["on", "true", "1", "yes"]);

/** A posted checkbox as the JSON body has it: `true` when ticked, else the text as sent. */
export function ticked(value: string | undefined): true | string | undefined {
  return value !== undefined && TICKED.has(value.toLowerCase()) ? true : value;
}

/** The field errors of a failed parse, without the whole-body entry. */
export function fieldErrors(error: z.ZodError) {
  const { fields } = toFieldErrors(error);
  delete fields._body;
  return fields;
}

type Refusal =
  | Omit<Extract<FormOutcome, { reason: "invalid" }>, "form" | "values">
  | Omit<Extract<FormOutcome, { reason: "rate_limited" }>, "form" | "values">
  | Omit<Extract<FormOutcome, { reason: "server" }>, "form" | "values">;

const STATUS = { invalid: 422, rate_limited: 429, server: 500 } as const;

/** The answer to a refused no-JavaScript post. */
export async function refuseFormPost(
  c: Context,
  form: FormKind,
  posted: PostedForm,
  refusal: Refusal,
): Promise<Response> {
  const values = Object.fromEntries(
    Object.entries(posted.values).filter(([key]) => !NOT_KEPT.has(key)),
  );
  const outcome = { ...refusal, form, values } as FormOutcome;
  const page = `/${posted.lang}/message-not-sent`;
  const render = c.get("renderPage") ?? null;
  if (!render) {
    // Only the files were built: say why on the prerendered page through its query.
    const query = new URLSearchParams();
    if (outcome.reason === "invalid") query.set("fields", Object.keys(outcome.errors).join(","));
    else query.set("reason", outcome.reason);
    if (outcome.reason === "rate_limited") query.set("retryAfter", String(outcome.retryAfterSec));
    return c.redirect(`${page}?${readableQuery(query)}`, 303);
  }
  // Kept for the page's language links (../refused-input.ts).
  const url = new URL(`${page}?${RETRY_KEY}=${refusedInputs.keep(outcome)}`, c.req.url);
  const res = await renderNotSentPage(c, render, url, outcome, STATUS[refusal.reason]);
  if (outcome.reason === "rate_limited")
    res.headers.set("Retry-After", String(outcome.retryAfterSec));
  return res;
}

const FORM_PATH = /\/api\/(contact|quote)$/;

/** A no-JavaScript post to a lead form: a form body sent to /api/contact or /api/quote. */
export function isLeadFormPost(c: Context): boolean {
  return c.req.method === "POST" && FORM_PATH.test(c.req.path) && bodyKind(c, true) === "form";
}

/** What the visitor is told for a post refused before it was read; other statuses: "server". */
const UNREAD_CAUSE: Partial<Record<number, UnreadCause>> = {
  413: "too_large",
  403: "other_site",
  415: "unreadable",
  400: "unreadable",
};

/**
 * The answer to a lead form post refused before its fields could be read (a body over the limit,
 * another site's origin, another charset, a broken body, a fault): the not-sent page, as a page
 * and not JSON, in the visitor's language (the form address's `?lang=`, the page it was on, or the
 * browser's languages: `visitorLang`),
 * saying why (UNREAD_CAUSE). Nothing typed can be given back; the browser's Back keeps it.
 */
export async function refuseUnreadFormPost(c: Context, status: number): Promise<Response> {
  // The form's own `?lang=`, else the page it was on, else the browser's languages.
  const lang = visitorLang(c);
  const form: FormKind = FORM_PATH.exec(c.req.path)?.[1] === "quote" ? "quote" : "contact";
  const page = `/${lang}/message-not-sent`;
  const reason = UNREAD_CAUSE[status] ?? "server";
  const render = c.get("renderPage") ?? null;
  if (!render) return c.redirect(`${page}?reason=${reason}`, 303);
  const outcome: FormOutcome = { reason, form, values: { lang } };
  return renderNotSentPage(c, render, new URL(page, c.req.url), outcome, status);
}

/**
 * A lead form posted from another origin (another site's form, or this site behind an address
 * that is neither SITE_URL nor its Host): logged, and answered with the not-sent page (403).
 * Undefined for a post from this site.
 */
export function refuseForeignFormPost(c: Context, deps: ApiDeps): Promise<Response> | undefined {
  if (!isForeignOrigin(c, deps.config.siteUrl)) return undefined;
  deps.log.warn("form post from another origin refused", { origin: c.req.header("origin") });
  return refuseUnreadFormPost(c, 403);
}
