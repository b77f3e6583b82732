/** Content-type dispatch, body parsing and the Origin check of the no-JavaScript form post. */
import type { Context } from "hono";
import type { z } from "zod";
import { toFieldErrors } from "../../app/lib/schemas";

/** Largest accepted request body (issue 3): a contact message is a few kilobytes at most. */
export const MAX_BODY_BYTES = 64 * 1024;

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

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
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
