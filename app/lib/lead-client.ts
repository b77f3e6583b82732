/**
 * Browser side of the lead API: what the contact form, the quote modal and the tracking hooks call.
 * Results are discriminated so the UI can pick the right toast (docs/product.md §14) without
 * parsing anything.
 */
import { RESEND_WAIT_SECONDS } from "./resend-wait";
import { randomUuid } from "./random-uuid";
import { getStoredConsent } from "./consent-store";
import { generateEventId, type TrackingEventPayload } from "./events";
import type { ContactInput, FieldErrors, QuoteInput } from "./schemas";

export type SendResult =
  | { ok: true }
  | { ok: false; kind: "validation"; fields: FieldErrors }
  | { ok: false; kind: "rate_limited"; retryAfterSec: number }
  | { ok: false; kind: "network" | "server" };

export type ClientOptions = {
  /** Origin of the API; same origin by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Give up after this long and report a network failure. */
  timeoutMs?: number;
  /** What a failed tracking event logs first (default: "Tracking <event> failed"). */
  failureLog?: string;
};

/** Long enough for a slow mobile connection, short enough that the visitor is not left waiting. */
const DEFAULT_TIMEOUT_MS = 15_000;
/** What the server's rule amounts to when it does not send Retry-After. */
const DEFAULT_RETRY_AFTER_SEC = RESEND_WAIT_SECONDS;

type Submission = { id?: string; startedAt?: number };

async function post(path: string, body: unknown, opts: ClientOptions): Promise<Response> {
  const doFetch = opts.fetch ?? fetch;
  return doFetch(`${opts.baseUrl ?? ""}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal: AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
}

async function submit(
  path: string,
  input: Record<string, unknown> & Submission,
  opts: ClientOptions,
): Promise<SendResult> {
  // Reuse the caller's id on a retry of the same submission: the server stores it only once.
  const body = { ...input, id: input.id ?? randomUuid(), sentAt: Date.now() };
  let res: Response;
  try {
    res = await post(path, body, opts);
  } catch {
    return { ok: false, kind: "network" };
  }
  if (res.ok) {
    // Only the API's own answer means the lead is stored: a captive portal or a proxy can answer
    // 200 with a page of its own, and the visitor would be told "sent" for a lead that never
    // arrived. Anything else is a connection problem: the form keeps what was typed.
    const data: unknown = await res.json().catch(() => null);
    const stored = data !== null && typeof data === "object" && "ok" in data && data.ok === true;
    return stored ? { ok: true } : { ok: false, kind: "network" };
  }
  if (res.status === 429) {
    const header = Number(res.headers.get("Retry-After"));
    return {
      ok: false,
      kind: "rate_limited",
      retryAfterSec:
        Number.isFinite(header) && header > 0 ? Math.ceil(header) : DEFAULT_RETRY_AFTER_SEC,
    };
  }
  if (res.status === 400 || res.status === 422) {
    const data: unknown = await res.json().catch(() => null);
    if (
      data &&
      typeof data === "object" &&
      "fields" in data &&
      typeof data.fields === "object" &&
      data.fields
    ) {
      return { ok: false, kind: "validation", fields: data.fields as FieldErrors };
    }
  }
  return { ok: false, kind: "server" };
}

/** POST /api/contact. `startedAt`: when the visitor began typing (ms since epoch). */
export function sendContact(
  input: ContactInput & Submission,
  opts: ClientOptions = {},
): Promise<SendResult> {
  return submit("/api/contact", input, opts);
}

/** POST /api/quote. The server recomputes every price; send only the configuration. */
export function sendQuote(
  input: QuoteInput & Submission,
  opts: ClientOptions = {},
): Promise<SendResult> {
  return submit("/api/quote", input, opts);
}

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * POST /api/events, only when the visitor accepted all cookies. Returns whether the relay accepted
 * it; after a success pushes `facebook_server_event` to `window.dataLayer` (docs/product.md §13.2).
 * Failures are logged, never shown.
 */
export async function trackEvent(
  event: Omit<TrackingEventPayload, "event_id"> & { event_id?: string },
  opts: ClientOptions = {},
): Promise<boolean> {
  if (getStoredConsent() !== "all") return false;
  const payload: TrackingEventPayload = {
    ...event,
    event_id: event.event_id ?? generateEventId(),
    event_source_url:
      event.event_source_url ?? (typeof window === "undefined" ? undefined : window.location.href),
  };
  const failed = opts.failureLog ?? `Tracking ${payload.event_name} failed`;
  try {
    const res = await post("/api/events", { ...payload, consent: "all" }, opts);
    if (!res.ok) {
      console.warn(`${failed}: HTTP ${res.status}`);
      return false;
    }
    const data: unknown = await res.json().catch(() => null);
    const eventId =
      data && typeof data === "object" && "event_id" in data && typeof data.event_id === "string"
        ? data.event_id
        : payload.event_id;
    if (typeof window !== "undefined") {
      const w = window as unknown as DataLayerWindow;
      w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : [];
      w.dataLayer.push({
        event: "facebook_server_event",
        event_name: payload.event_name,
        event_id: eventId,
        custom_data: payload.custom_data,
      });
    }
    return true;
  } catch (error) {
    console.warn(`${failed}:`, error instanceof Error ? error.message : error);
    return false;
  }
}
