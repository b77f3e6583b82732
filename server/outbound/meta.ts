/**
 * Meta Conversions API relay: normalizes and SHA-256-hashes the customer information as Meta
 * requires, adds IP, user agent and the _fbc/_fbp cookies, and posts `{ data: [event] }`.
 */
import { createHash } from "node:crypto";
import type { TrackingEvent } from "../../app/lib/schemas";
import type { Config } from "../config";

export type MetaConfig = NonNullable<Config["meta"]>;

/**
 * The studio is Dutch: a national number such as "06 1234 5678" gets the Netherlands' code,
 * since Meta needs every phone number with its country code.
 */
export const DEFAULT_PHONE_COUNTRY_CODE = "31";

const ALREADY_HASHED = /^[a-f0-9]{64}$/;

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** Meta: trim leading and trailing whitespace, lowercase. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Meta: digits only, with the country code, no leading "+" or "00".
 * "+1 (616) 954-78 88" -> "16169547888"; "0031 6 12345678" -> "31612345678"; "06 12345678" -> "31612345678".
 */
export function normalizePhone(
  value: string,
  defaultCountryCode = DEFAULT_PHONE_COUNTRY_CODE,
): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return defaultCountryCode + digits.slice(1);
  return digits;
}

/** Meta: lowercase, trimmed, UTF-8 ("Valéry" -> "valéry"); Unicode-normalized so é is one code point. */
export function normalizeName(value: string): string {
  return value.trim().normalize("NFC").toLowerCase();
}

const NORMALIZERS = {
  em: normalizeEmail,
  ph: (v: string) => normalizePhone(v),
  fn: normalizeName,
  ln: normalizeName,
} as const;
type HashedField = keyof typeof NORMALIZERS;

/** Normalizes and hashes; a value that already is a SHA-256 hex digest passes through. */
export function hashUserValue(field: HashedField, value: string): string | null {
  const lower = value.trim().toLowerCase();
  if (ALREADY_HASHED.test(lower)) return lower;
  const normalized = NORMALIZERS[field](value);
  return normalized === "" ? null : sha256Hex(normalized);
}

export type MetaServerEvent = {
  event_name: string;
  event_time: number;
  event_id: string;
  action_source: "website";
  event_source_url: string;
  user_data: Record<string, string | string[]>;
  custom_data?: Record<string, unknown>;
};

export type EventContext = {
  eventId: string;
  now: number;
  ip: string | null;
  userAgent: string | null;
  cookies: { fbc?: string; fbp?: string };
  /** Where the event happened when the browser did not say (Referer, else the site). */
  fallbackSourceUrl: string;
};

/** Meta's click-id cookie format, built from ?fbclid= when the _fbc cookie is not there yet. */
function fbcFromUrl(url: string, now: number): string | undefined {
  try {
    const fbclid = new URL(url).searchParams.get("fbclid");
    return fbclid ? `fb.1.${now}.${fbclid}` : undefined;
  } catch {
    return undefined;
  }
}

export function buildMetaEvent(input: TrackingEvent, ctx: EventContext): MetaServerEvent {
  const user: Record<string, string | string[]> = {};
  for (const field of ["em", "ph", "fn", "ln"] as const) {
    const values = (input.user_data?.[field] ?? [])
      .map((v) => hashUserValue(field, v))
      .filter((v): v is string => v !== null);
    if (values.length > 0) user[field] = [...new Set(values)];
  }
  if (ctx.ip) user.client_ip_address = ctx.ip;
  if (ctx.userAgent) user.client_user_agent = ctx.userAgent;
  const sourceUrl = input.event_source_url ?? ctx.fallbackSourceUrl;
  const fbc = ctx.cookies.fbc ?? input.user_data?.fbc ?? fbcFromUrl(sourceUrl, ctx.now);
  const fbp = ctx.cookies.fbp ?? input.user_data?.fbp;
  if (fbc) user.fbc = fbc;
  if (fbp) user.fbp = fbp;
  const custom = input.custom_data ? { currency: "EUR", ...input.custom_data } : undefined;
  return {
    event_name: input.event_name,
    event_time: Math.floor(ctx.now / 1000),
    event_id: ctx.eventId,
    action_source: "website",
    event_source_url: sourceUrl,
    user_data: user,
    ...(custom ? { custom_data: custom } : {}),
  };
}

export async function sendMetaEvent(
  cfg: MetaConfig,
  event: MetaServerEvent,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const url = `${cfg.apiBase}/${cfg.apiVersion}/${encodeURIComponent(cfg.pixelId)}/events?access_token=${encodeURIComponent(cfg.accessToken)}`;
  const body = {
    data: [event],
    ...(cfg.testEventCode ? { test_event_code: cfg.testEventCode } : {}),
  };
  try {
    const res = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
    if (res.ok) return { ok: true };
    const reply = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    return {
      ok: false,
      error: `HTTP ${res.status}${reply?.error?.message ? `: ${reply.error.message.slice(0, 200)}` : ""}`,
    };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network error",
    };
  }
}
