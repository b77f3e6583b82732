import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendContact, sendQuote, trackEvent } from "../../app/lib/lead-client";
import { trackContact } from "../../app/lib/contact-tracking";

type FakeWindow = { localStorage: Storage; location: { href: string }; dataLayer?: unknown[] };

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

let win: FakeWindow;
let page: { cookie: string };
beforeEach(() => {
  win = { localStorage: memoryStorage(), location: { href: "https://studio.example/nl" } };
  page = { cookie: "" };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", page);
  vi.stubGlobal("navigator", { cookieEnabled: true });
});

/** The visitor's cookie choice, in both stores as the banner writes them (app/lib/consent-store.ts). */
function choose(value: "all" | "necessary") {
  win.localStorage.setItem("cookieConsent", value);
  page.cookie = `cookieConsent=${value}`;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json", ...headers },
      }),
  );

const contact = { name: "Jan", email: "jan@example.nl", message: "Hi", startedAt: 1000 };

describe("sendContact / sendQuote", () => {
  it("posts JSON with a submission id and startedAt, and reports success", async () => {
    const fetchMock = reply(200, { ok: true });
    expect(await sendContact(contact, { fetch: fetchMock })).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ name: "Jan", startedAt: 1000 });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body.sentAt).toBe("number");
  });

  it("reports sent only on the API's own answer, not on any 200 (a captive portal's page)", async () => {
    const portal = vi.fn<typeof fetch>(
      async () =>
        new Response("<!doctype html><title>Log in to the Wi-Fi</title>", {
          status: 200,
          headers: { "Content-Type": "text/html" },
        }),
    );
    expect(await sendContact(contact, { fetch: portal })).toEqual({ ok: false, kind: "network" });
    expect(
      await sendQuote(
        { ...contact, consent: true, platform: "lovable", pages: 1, addons: [] },
        { fetch: reply(200, { status: "ok" }) },
      ),
    ).toEqual({
      ok: false,
      kind: "network",
    });
  });

  it("keeps a given id so a retry is stored once", async () => {
    const fetchMock = reply(200, { ok: true });
    await sendQuote(
      {
        name: "M",
        email: "m@example.fr",
        consent: true,
        platform: "lovable",
        pages: 1,
        addons: [],
        id: "7f1e9a3c-2b4d-4c6e-8f10-1a2b3c4d5e6f",
      },
      { fetch: fetchMock },
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).id).toBe(
      "7f1e9a3c-2b4d-4c6e-8f10-1a2b3c4d5e6f",
    );
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/quote");
  });

  it("maps validation, rate limit, server and network failures", async () => {
    expect(
      await sendContact(contact, {
        fetch: reply(400, { error: "validation", fields: { email: "invalid_email" } }),
      }),
    ).toEqual({
      ok: false,
      kind: "validation",
      fields: { email: "invalid_email" },
    });
    expect(
      await sendContact(contact, {
        fetch: reply(429, { error: "rate_limited" }, { "Retry-After": "4" }),
      }),
    ).toEqual({ ok: false, kind: "rate_limited", retryAfterSec: 4 });
    expect(await sendContact(contact, { fetch: reply(500, { error: "server_error" }) })).toEqual({
      ok: false,
      kind: "server",
    });
    expect(await sendContact(contact, { fetch: reply(400, { error: "invalid_json" }) })).toEqual({
      ok: false,
      kind: "server",
    });
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendContact(contact, { fetch: offline })).toEqual({ ok: false, kind: "network" });
  });
});

describe("trackEvent", () => {
  const event = {
    event_name: "Contact" as const,
    custom_data: { content_category: "contact", channel: "phone" as const },
  };

  it("sends nothing without 'all' consent", async () => {
    const fetchMock = reply(202, { ok: true });
    expect(await trackEvent(event, { fetch: fetchMock })).toBe(false);
    choose("necessary");
    expect(await trackEvent(event, { fetch: fetchMock })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with consent: sends consent, an event id and the page URL, then pushes to dataLayer", async () => {
    choose("all");
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
      const sent = JSON.parse(String(init?.body)) as { event_id: string };
      return new Response(JSON.stringify({ ok: true, event_id: sent.event_id }), { status: 202 });
    });
    expect(await trackEvent(event, { fetch: fetchMock })).toBe(true);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      event_name: "Contact",
      consent: "all",
      event_source_url: "https://studio.example/nl",
    });
    expect(win.dataLayer).toEqual([
      {
        event: "facebook_server_event",
        event_name: "Contact",
        event_id: body.event_id,
        custom_data: event.custom_data,
      },
    ]);
  });

  it("only warns on failure", async () => {
    choose("all");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await trackEvent(event, { fetch: reply(500, {}) })).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(win.dataLayer).toBeUndefined();
  });
});

describe("trackContact", () => {
  it("logs a failed chat-app Contact event as 'Failed to track WhatsApp contact'", async () => {
    choose("all");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", reply(500, {}));
    expect(await trackContact("whatsapp")).toBe(false);
    expect(await trackContact("phone")).toBe(false);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "Failed to track WhatsApp contact: HTTP 500",
      "Failed to track phone contact: HTTP 500",
    ]);
  });
});
