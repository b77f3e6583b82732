/**
 * Content-type dispatch, body parsing and the Origin check of the no-JavaScript form post. A body
 * that cannot be read as what it claims to be (bad JSON, a broken multipart, bytes that are not
 * UTF-8, another charset) is the client's fault: 4xx, never 500.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { toFieldErrors } from "../../app/lib/schemas";

/** Largest accepted request body: a contact message is a few kilobytes at most. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * Largest form-encoded body (a post without JavaScript). Cyrillic costs 6 bytes a letter there, so
 * 64 KB was about 11,000 letters: a longer paste got no page at all. At 256 KB a paste of about
 * 40,000 letters still gets the form back with its "shorten it to 3,000" message and the text.
 */
export const MAX_FORM_BODY_BYTES = 256 * 1024;

export type BodyKind = "json" | "form";

export function bodyKind(c: Context, allowForm: boolean): BodyKind | null {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/json" || (type.startsWith("application/") && type.endsWith("+json")))
    return "json";
  if (allowForm && (type === "application/x-www-form-urlencoded" || type === "multipart/form-data"))
    return "form";
  return null;
}

export class InvalidJsonError extends Error {}

/** An answer thrown from deep in a handler; the API's error handler sends it as is. */
export function clientError(status: 400 | 415, error: string): HTTPException {
  const res = new Response(JSON.stringify({ error }), {
    status,
    headers: { "Content-Type": "application/json" },
  });
  return new HTTPException(status, { res });
}

/** JSON and our forms are UTF-8 (RFC 8259; the pages are UTF-8); any other declared charset is refused. */
export function hasForeignCharset(c: Context): boolean {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(c.req.header("content-type") ?? "");
  return match?.[1] !== undefined && !/^utf-?8$/i.test(match[1]);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as UTF-8 text; 400 when it is not UTF-8 or could not be read (the client went away). */
export async function readText(c: Context): Promise<string> {
  let bytes: ArrayBuffer;
  try {
    bytes = await c.req.arrayBuffer();
  } catch {
    throw clientError(400, "unreadable_body");
  }
  try {
    return utf8.decode(bytes);
  } catch {
    throw clientError(400, "invalid_encoding");
  }
}

async function readJson(c: Context): Promise<unknown> {
  if (hasForeignCharset(c)) throw clientError(415, "unsupported_charset");
  const text = await readText(c);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidJsonError("malformed JSON");
  }
}

/**
 * A JSON-only endpoint's body, validated: the parsed data, or the answer to send instead
 * (415 not JSON, 400 malformed JSON, 400 with field errors).
 */
export async function readValidJson<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ data: z.output<T> } | { response: Response }> {
  if (bodyKind(c, false) === null)
    return { response: c.json({ error: "unsupported_media_type" }, 415) };
  let body: unknown;
  try {
    body = await readJson(c);
  } catch (error) {
    if (error instanceof InvalidJsonError)
      return { response: c.json({ error: "invalid_json" }, 400) };
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return { response: c.json({ error: "validation", ...toFieldErrors(parsed.error) }, 400) };
  return { data: parsed.data };
}

/** Form fields as strings; an uploaded file stays a File (and fails validation). 400 when broken. */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  if (hasForeignCharset(c)) throw clientError(415, "unsupported_charset");
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw clientError(400, "invalid_form");
  }
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

/**
 * A browser form post from another site is refused (simple requests skip CORS). Allowed: no
 * Origin at all (non-browser clients), SITE_URL, or the host the request was sent to.
 */
export function isForeignOrigin(c: Context, siteUrl: string): boolean {
  if (c.req.header("sec-fetch-site") === "cross-site") return true;
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true; // includes "null" (sandboxed frames, privacy redirects)
  }
  if (parsed.origin === siteUrl) return false;
  const host = c.req.header("host")?.toLowerCase();
  return !(host && parsed.host.toLowerCase() === host);
}
