/** The home page's contact form without JavaScript: a plain form post answered with 303s. */
import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../server/api";
import type { Store } from "../../server/store/db";
import { deliveries, leads } from "../../server/store/schema";
import { openMemoryStore, resetStore, testConfig } from "./helpers/setup";
import { pathFor } from "../../app/i18n/pages";
import { isUtf8Form } from "../../server/api/form-post";

let store: Store;
let api: Api;
const SITE = "https://studio.example"; // SITE_URL of testConfig

beforeAll(async () => {
  store = await openMemoryStore();
});
afterAll(async () => {
  await store.close();
});
beforeEach(async () => {
  await resetStore(store);
  api = await createApi(testConfig(), { db: store });
});
afterEach(async () => {
  await api.close();
});

const storedLeads = async () => (await store.db.select({ n: count() }).from(leads))[0]?.n;

function formFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    name: "Sophie de Vries",
    email: "sophie@example.nl",
    phone: "",
    message: "Graag een offerte.",
    website: "",
    lang: "nl",
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined),
  );
}

function postForm(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  ip = "203.0.113.20",
) {
  return api.app.request(
    "http://studio.example/api/contact",
    { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, ...headers } },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}

describe("no-JavaScript contact form post", () => {
  it("stores the message and redirects to the localized confirmation", async () => {
    const res = await postForm(formFields());
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/nl/message-sent");
    const [row] = await store.db.select().from(leads);
    expect(row).toMatchObject({ name: "Sophie de Vries", phone: null, locale: "nl", spam: false });
  });

  it("gives the page's language, as the form with JavaScript does, whatever the browser's is", async () => {
    await postForm(formFields({ lang: "ua" }), {}, "203.0.113.22");
    await postForm(
      formFields({ lang: "ua", email: "olena@example.com" }),
      { "Accept-Language": "en-US,en;q=0.9" },
      "203.0.113.23",
    );
    const rows = await store.db.select({ locale: leads.locale }).from(leads);
    expect(rows.map((r) => r.locale)).toEqual(["ua", "ua"]);
  });

  it("accepts multipart/form-data and a post without Origin (non-browser client)", async () => {
    const data = new FormData();
    for (const [k, v] of Object.entries(formFields({ lang: "fr" }))) data.append(k, v);
    const res = await api.app.request(
      "/api/contact",
      { method: "POST", body: data },
      { incoming: { socket: { remoteAddress: "203.0.113.21" } } },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/fr/message-sent");
    expect(await storedLeads()).toBe(1);
  });

  it("accepts the request's own host as Origin (no SITE_URL configured for it)", async () => {
    const res = await api.app.request(
      "http://localhost:3000/api/contact",
      {
        method: "POST",
        body: new URLSearchParams(formFields()),
        headers: { Origin: "http://localhost:3000", Host: "localhost:3000" },
      },
      { incoming: { socket: { remoteAddress: "203.0.113.22" } } },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/nl/message-sent");
  });

  it("redirects back with the list of bad fields", async () => {
    const res = await postForm(formFields({ name: "", email: "not-an-email", lang: "ua" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/ua/message-not-sent?fields=name,email");
    expect(await storedLeads()).toBe(0);
  });

  it("falls back to English for an unknown language", async () => {
    const res = await postForm(formFields({ lang: "de", message: "" }));
    expect(res.headers.get("Location")).toBe("/en/message-not-sent?fields=message");
  });

  it("takes the language from the form's address when the form has no field for it", async () => {
    const res = await api.app.request(
      "http://studio.example/api/contact?lang=ua",
      {
        method: "POST",
        body: new URLSearchParams(formFields({ lang: undefined })),
        headers: { Origin: SITE },
      },
      { incoming: { socket: { remoteAddress: "203.0.113.21" } } },
    );
    expect(res.headers.get("Location")).toBe("/ua/message-sent");
  });

  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["an opaque origin", { Origin: "null" }],
    ["a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
  ])("refuses a post from %s, to the not-sent page", async (_label, headers) => {
    const res = await postForm(formFields(), headers);
    // Only the files are built here: the page comes as a redirect (with the renderer it is the
    // page itself with 403, tests/server/form-outcome.test.ts).
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/en/message-not-sent?reason=other_site");
    expect(await storedLeads()).toBe(0);
  });

  it("treats a filled honeypot as spam but answers like success", async () => {
    const res = await postForm(formFields({ website: "http://spam.example" }));
    expect(res.headers.get("Location")).toBe("/nl/message-sent");
    const [row] = await store.db.select().from(leads);
    expect(row).toMatchObject({ spam: true, spamReason: "honeypot" });
  });

  it("reads startedAt as a number: a fast fill is stored as a lead to deliver, not as spam", async () => {
    const res = await postForm(formFields({ startedAt: String(Date.now() - 1000) }));
    expect(res.headers.get("Location")).toBe("/nl/message-sent");
    const [row] = await store.db.select().from(leads);
    expect(row).toMatchObject({ spam: false, spamReason: null });
    expect((await store.db.select({ n: count() }).from(deliveries))[0]?.n).toBe(1);
  });

  it("redirects a second post within 5 s to the error page with the reason", async () => {
    await postForm(formFields(), {}, "203.0.113.30");
    const res = await postForm(formFields({ name: "Again" }), {}, "203.0.113.30");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(
      /^\/nl\/message-not-sent\?reason=rate_limited&retryAfter=[1-5]$/,
    );
    expect(await storedLeads()).toBe(1);
  });
});

describe("the same form sent again without JavaScript", () => {
  /** An API on a clock the test moves, and a form post from one address to it. */
  async function postsFrom(address: string) {
    let clock = Date.now();
    const local = await createApi(testConfig(), { db: store, now: () => clock });
    return {
      post: (fields: Record<string, string>) =>
        local.app.request(
          "http://studio.example/api/contact",
          { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE } },
          { incoming: { socket: { remoteAddress: address } } },
        ),
      /** The same form once its scripts run: the fields as JSON, under an id of their own. */
      json: (fields: Record<string, string>) =>
        local.app.request(
          "http://studio.example/api/contact",
          {
            method: "POST",
            body: JSON.stringify({ ...fields, id: randomUUID(), sentAt: clock }),
            headers: { Origin: SITE, "Content-Type": "application/json" },
          },
          { incoming: { socket: { remoteAddress: address } } },
        ),
      later: (ms: number) => (clock += ms),
      close: () => local.close(),
    };
  }

  it("answers a repeat sent minutes later without JavaScript as sent, and stores it once", async () => {
    // Back after "sent" gives the filled form again; Send a minute later, past the 5 s interval.
    const { post, later, close } = await postsFrom("203.0.113.40");
    expect((await post(formFields())).headers.get("Location")).toBe("/nl/message-sent");
    later(60_000);
    expect((await post(formFields())).headers.get("Location")).toBe("/nl/message-sent");
    expect(await storedLeads()).toBe(1);
    // One letter more is another message.
    later(60_000);
    await post(formFields({ message: "Graag een offerte!" }));
    expect(await storedLeads()).toBe(2);
    await close();
  });

  it("the same before the scripts arrive: the form's line gave the page restored by Back a new id", async () => {
    const { post, later, close } = await postsFrom("203.0.113.41");
    const first = formFields({ id: randomUUID() });
    expect((await post(first)).headers.get("Location")).toBe("/nl/message-sent");
    later(60_000);
    const again = { ...first, id: randomUUID() };
    expect((await post(again)).headers.get("Location")).toBe("/nl/message-sent");
    expect(await storedLeads()).toBe(1);
    await close();
  });

  it("the same when the page restored by Back has its scripts: the second Send is JSON under a new id", async () => {
    const { post, json, later, close } = await postsFrom("203.0.113.42");
    const fields = formFields({ id: randomUUID() });
    expect((await post(fields)).headers.get("Location")).toBe("/nl/message-sent");
    later(8_000);
    const { id: _formId, ...typed } = fields;
    const again = await json(typed);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    later(60_000);
    expect((await json(typed)).status).toBe(200);
    expect(await storedLeads()).toBe(1);
    // Another message from the same page is stored as ever.
    expect((await json({ ...typed, message: "En nog een vraag." })).status).toBe(200);
    expect(await storedLeads()).toBe(2);
    await close();
  });
});

describe("a form's address opened again (GET)", () => {
  const open = (path: string, headers: Record<string, string>) =>
    api.app.request(`http://studio.example${path}`, { headers });
  const page = { Accept: "text/html,application/xhtml+xml", "Sec-Fetch-Mode": "navigate" };

  it("sends a browser's page visit to the form on the home page, in the visitor's language", async () => {
    // The forms post to an address naming the page's language: it decides first.
    const named = await open("/api/contact?lang=fr", { ...page, "Accept-Language": "nl" });
    expect(named.status).toBe(303);
    expect(named.headers.get("Location")).toBe(`${pathFor("home", "fr")}#contact`);
    const fromPage = await open("/api/contact", {
      ...page,
      Referer: "http://studio.example/ua/message-sent",
      "Accept-Language": "fr",
    });
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.get("Location")).toBe(`${pathFor("home", "ua")}#contact`);
    const quote = await open("/api/quote", { ...page, "Accept-Language": "nl-BE,nl;q=0.9" });
    expect(quote.headers.get("Location")).toBe(`${pathFor("home", "nl")}#calculator`);
    // A Referer from elsewhere, or a language the site does not speak: the browser's, else English.
    const foreign = await open("/api/contact", {
      Accept: "text/html",
      Referer: "https://elsewhere.example/fr/page",
      "Accept-Language": "uk-UA,uk;q=0.9",
    });
    expect(foreign.headers.get("Location")).toBe(`${pathFor("home", "ua")}#contact`);
    const unknown = await open("/api/contact", { ...page, "Accept-Language": "de-DE" });
    expect(unknown.headers.get("Location")).toBe(`${pathFor("home", "en")}#contact`);
  });

  it("tells a script that the address takes a POST", async () => {
    const res = await open("/api/contact", {
      Accept: "application/json",
      "Sec-Fetch-Mode": "cors",
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(await res.json()).toMatchObject({ error: "method_not_allowed" });
    // Other addresses under /api stay unknown.
    expect((await open("/api/nothing", page)).status).toBe(404);
  });

  it("answers the other methods on a form's address, and on the events relay, with what it takes", async () => {
    const events = await api.app.request("http://studio.example/api/events");
    expect([events.status, events.headers.get("Allow")]).toEqual([405, "POST"]);
    for (const address of ["/api/contact", "/api/quote", "/api/events"]) {
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        const res = await api.app.request(`http://studio.example${address}`, { method });
        expect([method, res.status, res.headers.get("Allow")]).toEqual([method, 405, "POST"]);
      }
      const options = await api.app.request(`http://studio.example${address}`, {
        method: "OPTIONS",
      });
      expect([options.status, options.headers.get("Allow")]).toEqual([204, "POST"]);
    }
  });
});

describe("isUtf8Form", () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p)));

  it("takes UTF-8 as browsers post it, raw or percent-escaped", () => {
    expect(isUtf8Form(bytes("name=%D0%9E%D0%BB%D1%8F&message=caf%C3%A9+100%25"))).toBe(true);
    expect(isUtf8Form(bytes("name=Оля&message=café"))).toBe(true);
  });

  it("refuses bytes or escapes that are not UTF-8", () => {
    expect(isUtf8Form(bytes("name=%C3%28"))).toBe(false);
    expect(isUtf8Form(bytes("message=Hello ", [0xff, 0xfe]))).toBe(false);
  });

  it("leaves a multipart body with a file part alone: the file is dropped, its bytes may be anything", () => {
    const file = bytes(
      '--x\r\nContent-Disposition: form-data; name="f"; filename="a.jpg"\r\n\r\n',
      [0xff, 0xd8, 0xff],
      "\r\n--x--\r\n",
    );
    expect(isUtf8Form(file)).toBe(true);
    expect(
      isUtf8Form(bytes('--x\r\nContent-Disposition: form-data; name="m"\r\n\r\n100%zz\r\n--x--')),
    ).toBe(true);
  });
});
