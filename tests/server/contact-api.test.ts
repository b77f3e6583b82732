import { count } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../server/api";
import type { Store } from "../../server/store/db";
import { deliveries, leads } from "../../server/store/schema";
import { startFakeTelegram, type FakeTelegram } from "./helpers/fake-telegram";
import {
  contactBody,
  openMemoryStore,
  postFormFields,
  postJson,
  resetStore,
  testConfig,
} from "./helpers/setup";

let store: Store;
let tg: FakeTelegram;
let api: Api;

beforeAll(async () => {
  store = await openMemoryStore();
  tg = await startFakeTelegram();
});
afterAll(async () => {
  await tg.close();
  await store.close();
});
beforeEach(async () => {
  await resetStore(store);
  tg.delivered.length = 0;
  tg.requests.length = 0;
  api = await createApi(
    testConfig({
      ...tg.env,
      RATE_LIMIT_ENABLED: "false",
    }),
    {
      db: store,
      startOutbox: false,
    },
  );
});
afterEach(async () => {
  await api.close();
});

const rows = async () => ({
  leads: (await store.db.select({ n: count() }).from(leads))[0]?.n,
  deliveries: (await store.db.select({ n: count() }).from(deliveries))[0]?.n,
});

async function expectNothingStoredOrSent() {
  await api.outbox?.runOnce();
  expect(await rows()).toEqual({ leads: 0, deliveries: 0 });
  expect(tg.requests).toHaveLength(0);
}

describe("POST /api/contact refuses bad input, storing and sending nothing", () => {
  const cases: [string, Record<string, unknown> | unknown[], Record<string, string>][] = [
    ["missing fields", {}, { name: "required", email: "required", message: "required" }],
    [
      "mistyped fields",
      { name: 42, email: ["a@b.nl"], message: { text: "hi" } },
      { name: "invalid_type", email: "invalid_type", message: "invalid_type" },
    ],
    ["a bad email", contactBody({ email: "jan@" }), { email: "invalid_email" }],
    ["a blank name", contactBody({ name: "   " }), { name: "required" }],
    ["half a surrogate pair", contactBody({ message: "a\ud800b" }), { message: "invalid_chars" }],
    [
      "control characters",
      contactBody({ name: "Jan\u0000", message: "hi \u202Etxt.exe" }),
      { name: "invalid_chars", message: "invalid_chars" },
    ],
    ["a line break in the name", contactBody({ name: "Jan\nBCC: x" }), { name: "invalid_chars" }],
    ["a too long message", contactBody({ message: "x".repeat(3001) }), { message: "too_long" }],
    ["a bad phone", contactBody({ phone: "call me maybe" }), { phone: "invalid_phone" }],
    ["a bad submission id", contactBody({ id: "not-a-uuid" }), { id: "invalid_value" }],
    ["an array body", [contactBody()], { _body: "invalid_type" }],
  ];
  it.each(cases)("%s", async (_label, body, fields) => {
    const res = await postJson(api.app, "/api/contact", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "validation", fields });
    await expectNothingStoredOrSent();
  });

  it("malformed JSON", async () => {
    const res = await postJson(api.app, "/api/contact", '{"name": "Jan", ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "invalid_json" });
    await expectNothingStoredOrSent();
  });

  it("a body over 64 KB, with or without Content-Length", async () => {
    const huge = JSON.stringify(contactBody({ message: "x".repeat(70_000) }));
    const withLength = await postJson(api.app, "/api/contact", huge, {
      headers: { "Content-Length": String(huge.length) },
    });
    expect(withLength.status).toBe(413);
    const streamed = await postJson(api.app, "/api/contact", huge);
    expect(streamed.status).toBe(413);
    await expectNothingStoredOrSent();
  });

  it("another content type", async () => {
    const res = await postJson(api.app, "/api/contact", JSON.stringify(contactBody()), {
      headers: { "Content-Type": "text/plain" },
    });
    expect(res.status).toBe(415);
    await expectNothingStoredOrSent();
  });
});

describe("POST /api/contact spam handling", () => {
  it("stores a filled honeypot as spam, answers success and delivers nothing", async () => {
    const res = await postJson(
      api.app,
      "/api/contact",
      contactBody({ website: "https://spam.example" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    await api.outbox?.runOnce();
    expect(tg.requests).toHaveLength(0);
    const [row] = await store.db.select().from(leads);
    expect(row).toMatchObject({ spam: true, spamReason: "honeypot" });
    expect(await rows()).toEqual({ leads: 1, deliveries: 0 });
  });

  it.each([
    ["on the server's clock", () => ({ startedAt: Date.now() - 500, sentAt: undefined }), "0.5"],
    ["on the browser's own stamps", () => ({ startedAt: 1_000_000, sentAt: 1_000_800 }), "0.8"],
  ])("delivers a fast fill (%s) with a marker line", async (_label, extra, seconds) => {
    const res = await postJson(api.app, "/api/contact", contactBody(extra()));
    expect(res.status).toBe(200);
    await api.outbox?.runOnce();
    const [row] = await store.db.select().from(leads);
    expect(row).toMatchObject({ spam: false, spamReason: null });
    const text = tg.delivered[0]?.text ?? "";
    expect(text.split("\n").slice(0, 2)).toEqual([
      "<b>📩 New contact message</b>",
      `⚠️ <i>Sent ${seconds} s after the form opened: may be automated</i>`,
    ]);
  });

  it.each([
    ["no start time (a post without JavaScript)", { startedAt: undefined }],
    ["a slow human", { startedAt: Date.now() - 10_000 }],
    ["a clock ahead of the server's", { startedAt: Date.now() + 60_000 }],
  ])("delivers %s without a marker", async (_label, extra) => {
    const res = await postJson(api.app, "/api/contact", contactBody(extra));
    expect(res.status).toBe(200);
    await api.outbox?.runOnce();
    expect(tg.delivered).toHaveLength(1);
    expect(tg.delivered[0]?.text).not.toContain("may be automated");
  });

  it("accepts text that looks like markup, stores it verbatim and escapes it in the chat", async () => {
    const message = "my <header> is broken; can you embed an <iframe>? <script>alert(1)</script>";
    const res = await postJson(
      api.app,
      "/api/contact",
      contactBody({ name: "<b>Jan</b>", message }),
    );
    expect(res.status).toBe(200);
    await api.outbox?.runOnce();
    const [row] = await store.db.select().from(leads);
    expect(row).toMatchObject({ name: "<b>Jan</b>", message, spam: false });
    const text = tg.delivered[0]?.text ?? "";
    expect(text).toContain("<b>Name:</b> &lt;b&gt;Jan&lt;/b&gt;");
    expect(text).toContain(
      "my &lt;header&gt; is broken; can you embed an &lt;iframe&gt;? &lt;script&gt;alert(1)&lt;/script&gt;",
    );
    expect(text).not.toContain("<header>");
  });
});

describe("POST /api/contact with an address on a domain in another script", () => {
  it.each([
    ["as typed", "olena@приклад.укр"],
    ["as Chromium sends a type=email field", "olena@xn--80aikifvh.xn--j1amh"],
  ])("accepts it %s, keeps it as sent and shows it readable in the chat", async (_how, email) => {
    const res = await postJson(api.app, "/api/contact", contactBody({ email }));
    expect(res.status).toBe(200);
    await api.outbox?.runOnce();
    const [row] = await store.db.select().from(leads);
    expect(row?.email).toBe(email);
    expect(tg.delivered[0]?.text).toContain("<b>Email:</b> olena@приклад.укр");
  });

  it("keeps a domain that mixes Latin with another script in its ASCII form (a lookalike)", async () => {
    // `аpple.com` with a Cyrillic а, as the browser sends it.
    const res = await postJson(
      api.app,
      "/api/contact",
      contactBody({ email: "a@xn--pple-43d.com" }),
    );
    expect(res.status).toBe(200);
    await api.outbox?.runOnce();
    expect(tg.delivered[0]?.text).toContain("<b>Email:</b> a@xn--pple-43d.com");
  });
});

describe("POST /api/contact from the dental landing page", () => {
  it("requires the practice name, phone and privacy consent, not a message, and says where it came from", async () => {
    const bad = await postJson(api.app, "/api/contact", {
      name: "Dr. Bakker",
      email: "info@tandarts.example",
      source: "tandarts",
    });
    expect(await bad.json()).toEqual({
      error: "validation",
      fields: { practiceName: "required", phone: "required", privacy: "must_accept" },
    });
    const res = await postJson(api.app, "/api/contact", {
      privacy: true,
      name: "Dr. Bakker",
      email: "info@tandarts.example",
      phone: "020 123 4567",
      source: "tandarts",
      practiceName: "Tandartspraktijk Zuid",
      practiceUrl: "tandartszuid.example",
      package: "Growth",
      locale: "nl",
      startedAt: Date.now() - 20_000,
    });
    expect(res.status).toBe(200);
    await api.outbox?.runOnce();
    expect(tg.delivered[0]?.text).toBe(
      [
        "<b>🦷 New request from the dental landing page (/nl/tandarts)</b>",
        "",
        "<b>Name:</b> Dr. Bakker",
        "<b>Practice:</b> Tandartspraktijk Zuid",
        "<b>Practice website:</b> https://tandartszuid.example",
        "<b>Package:</b> Growth",
        "<b>Email:</b> info@tandarts.example",
        "<b>Phone:</b> 020 123 4567",
        "<b>Language:</b> nl",
        "<b>IP:</b> 203.0.113.7",
        "",
        "<b>Comments:</b>",
        "(none)",
      ].join("\n"),
    );
    // The database keeps the whole lead, the chosen package and the consent included.
    const [row] = await store.db.select().from(leads);
    expect(row?.details).toEqual({
      practiceName: "Tandartspraktijk Zuid",
      practiceUrl: "https://tandartszuid.example",
      package: "Growth",
      privacyAccepted: true,
    });
  });
});

describe("the dental form posted without JavaScript", () => {
  const dental = {
    name: "Dr. Bakker",
    email: "info@tandarts.example",
    phone: "020 123 4567",
    source: "tandarts",
    practiceName: "Tandartspraktijk Zuid",
    package: "Growth",
    lang: "nl",
    startedAt: String(Date.now() - 20_000),
  };

  it("is refused without the privacy box", async () => {
    const res = await postFormFields(api.app, "/api/contact", dental);
    // Only the files are built here: the refusal names the field on the prerendered page's query
    // (the rendered retry form is checked in tests/e2e/pages-tandarts.spec.ts).
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/nl/message-not-sent?fields=privacy");
    await api.outbox?.runOnce();
    expect(tg.delivered).toEqual([]);
  });

  it("is sent with the box ticked", async () => {
    const res = await postFormFields(api.app, "/api/contact", { ...dental, privacy: "on" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/nl/message-sent?form=tandarts");
    await api.outbox?.runOnce();
    expect(tg.delivered[0]?.text).toContain("<b>Package:</b> Growth");
  });
});

describe("visitor IP", () => {
  it("is 'Unknown' in the message when the connection gives none", async () => {
    const res = await api.app.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contactBody()),
    });
    expect(res.status).toBe(200);
    await api.outbox?.runOnce();
    expect(tg.delivered[0]?.text).toContain("<b>IP:</b> Unknown");
  });
});
