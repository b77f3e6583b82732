/**
 * Forms posted without JavaScript that are not accepted: the API hands the outcome (reason, field
 * errors, the visitor's input) to the page renderer and answers with its page and the right
 * status; the quote form's form-encoded path lands on the sent page when it is accepted.
 */
import { count } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { computePrice } from "../../app/lib/pricing";
import type { FormOutcome } from "../../app/lib/form-outcome";
import { createApi, type Api } from "../../server/api";
import type { RenderOptions } from "../../server/ssr-handler";
import { RETRY_KEY, refusedInputs } from "../../server/refused-input";
import type { Store } from "../../server/store/db";
import { deliveries, leads } from "../../server/store/schema";
import { openMemoryStore, resetStore, testConfig } from "./helpers/setup";

let store: Store;
let api: Api;
let app: Hono;
let rendered: { url: string; options: RenderOptions }[];
const SITE = "https://studio.example"; // SITE_URL of testConfig

beforeAll(async () => {
  store = await openMemoryStore();
});
afterAll(async () => {
  await store.close();
});

async function setUp(env: Record<string, string> = {}) {
  await resetStore(store);
  api = await createApi(testConfig(env), { db: store, startOutbox: false });
  rendered = [];
  // The site app's part: the renderer every API request can reach (server/site-app.ts).
  app = new Hono();
  app.use("*", async (c, next) => {
    c.set("renderPage", async (request, options = {}) => {
      rendered.push({ url: request.url, options });
      return new Response("<html>rendered</html>", {
        status: options.status ?? 200,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    });
    await next();
  });
  app.route("/", api.app);
}
afterEach(async () => {
  await api.close();
});

const post = (
  path: string,
  fields: [string, string][],
  ip = "203.0.113.40",
  headers: Record<string, string> = {},
) =>
  app.request(
    `${SITE}${path}`,
    { method: "POST", body: new URLSearchParams(fields), headers: { Origin: SITE, ...headers } },
    { incoming: { socket: { remoteAddress: ip } } },
  );
const storedLeads = async () => (await store.db.select({ n: count() }).from(leads))[0]?.n;
const outcome = () => rendered[0]?.options.context?.formOutcome as FormOutcome;

describe("contact form without JavaScript, refused", () => {
  beforeEach(() => setUp({ RATE_LIMIT_ENABLED: "false" }));

  it("answers 422 with the refusal page in the form's language, errors and input kept", async () => {
    const res = await post("/api/contact", [
      ["name", "Olena"],
      ["email", "olena@"],
      ["message", "Потрібен сайт"],
      ["website", ""],
      ["lang", "ua"],
      ["startedAt", "1"],
    ]);
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("rendered");
    expect(new URL(rendered[0]!.url).pathname).toBe("/ua/message-not-sent");
    expect(rendered[0]?.options).toMatchObject({ status: 422, hydrate: false, private: true });
    expect(outcome()).toEqual({
      reason: "invalid",
      form: "contact",
      errors: { email: "invalid_email" },
      // The honeypot is not given back; the first form's start time is, for the retry form
      // (docs/decisions/140-spam-policy.md).
      values: {
        name: "Olena",
        email: "olena@",
        message: "Потрібен сайт",
        lang: "ua",
        startedAt: "1",
      },
    });
    expect(await storedLeads()).toBe(0);
  });

  it("keeps the refusal under the page's key, for the same page in another language", async () => {
    await post("/api/contact", [
      ["name", "Olena"],
      ["email", "olena@"],
      ["lang", "ua"],
    ]);
    const key = new URL(rendered[0]!.url).searchParams.get(RETRY_KEY);
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(refusedInputs.find(key)).toEqual(outcome());
  });

  it("names every missing field at once", async () => {
    await post("/api/contact", [["lang", "fr"]]);
    expect(outcome().reason).toBe("invalid");
    expect(Object.keys((outcome() as { errors: object }).errors).sort()).toEqual([
      "email",
      "message",
      "name",
    ]);
  });
});

describe("a lead form post refused before its fields are read", () => {
  beforeEach(() => setUp({ RATE_LIMIT_ENABLED: "false" }));
  const fields = (message: string): [string, string][] => [
    ["name", "Olena"],
    ["email", "olena@example.com"],
    ["message", message],
    ["lang", "ua"],
  ];

  it("takes a long paste far past the limit and gives it back with the field's message", async () => {
    // 16,500 letters, mostly Cyrillic: about 95 KB form-encoded, over the JSON body limit.
    const message = "Потрібен сайт. ".repeat(1_100);
    const res = await post("/api/contact", fields(message));
    expect(res.status).toBe(422);
    expect(outcome()).toMatchObject({ reason: "invalid", errors: { message: "too_long" } });
    expect((outcome().values as { message: string }).message).toBe(message);
  });

  it.each([
    ["a body over the form limit", "/api/contact", {}, 413, "contact", "too_large"],
    [
      "another site's origin",
      "/api/quote",
      { Origin: "https://evil.example" },
      403,
      "quote",
      "other_site",
    ],
    [
      "another charset",
      "/api/contact",
      { "Content-Type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
      415,
      "contact",
      "unreadable",
    ],
  ])(
    "answers %s with the not-sent page, not JSON, in the page's language, saying why",
    async (_l, path, headers, status, form, reason) => {
      const message = status === 413 ? "я".repeat(50_000) : "Потрібен сайт";
      const res = await post(path, fields(message), "203.0.113.60", {
        Referer: `${SITE}/ua/portfolio`,
        ...headers,
      });
      expect(res.status).toBe(status);
      expect(await res.text()).toContain("rendered");
      expect(new URL(rendered[0]!.url).pathname).toBe("/ua/message-not-sent");
      // The cause, not "try again in a minute": sending again as it is would fail the same way.
      expect(outcome()).toEqual({ reason, form, values: { lang: "ua" } });
      expect(await storedLeads()).toBe(0);
    },
  );

  it("counts a line break sent as CR LF as one character, as with JavaScript", async () => {
    const lines = Array.from({ length: 60 }, () => "x".repeat(49)).join("\r\n");
    expect(lines.replace(/\r\n/g, "\n")).toHaveLength(2_999);
    const res = await post("/api/contact", fields(lines));
    expect(res.status).toBe(303);
    expect(await storedLeads()).toBe(1);
  });
});

describe("contact form without JavaScript, rate limited", () => {
  beforeEach(() => setUp({ RATE_LIMIT_ENABLED: "true" }));
  const fields: [string, string][] = [
    ["name", "Jan"],
    ["email", "jan@example.nl"],
    ["phone", ""],
    ["message", "Eerste"],
    ["website", ""],
    ["lang", "nl"],
  ];

  it("says to wait: 429 with Retry-After, the input kept, not a form error", async () => {
    expect((await post("/api/contact", fields, "203.0.113.41")).status).toBe(303);
    const changed = fields.map(([k, v]): [string, string] => [k, k === "message" ? "Tweede" : v]);
    const res = await post("/api/contact", changed, "203.0.113.41");
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(outcome()).toMatchObject({ reason: "rate_limited", retryAfterSec: wait });
    expect(outcome().values).toMatchObject({ name: "Jan", message: "Tweede" });
    expect(await storedLeads()).toBe(1);
  });

  it("answers a repeat of the stored message (a double click) with the sent page, storing it once", async () => {
    const first = await post("/api/contact", fields, "203.0.113.43");
    const again = await post("/api/contact", fields, "203.0.113.43");
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(rendered).toEqual([]);
    expect(await storedLeads()).toBe(1);
    expect((await store.db.select({ n: count() }).from(deliveries))[0]?.n).toBe(1);
  });

  it("answers a repeated quote without JavaScript (no submission id) as sent, and a changed one as too soon", async () => {
    const fields: [string, string][] = [
      ["name", "Marie Dubois"],
      ["email", "marie@example.fr"],
      ["platform", "elementor"],
      ["pages", "6"],
      ["addons", "seo"],
      ["consent", "on"],
      ["lang", "fr"],
    ];
    const first = await post("/api/quote", fields, "203.0.113.44");
    expect(first.status).toBe(303);
    const again = await post("/api/quote", fields, "203.0.113.44");
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    const otherPages = fields.map(([k, v]): [string, string] => [k, k === "pages" ? "7" : v]);
    expect((await post("/api/quote", otherPages, "203.0.113.44")).status).toBe(429);
    expect(await storedLeads()).toBe(1);
  });
});

describe("quote form without JavaScript", () => {
  beforeEach(() => setUp({ RATE_LIMIT_ENABLED: "false" }));

  const quoteFields = (overrides: [string, string][] = []): [string, string][] => [
    ["name", "Marie Dubois"],
    ["email", "marie@example.fr"],
    ["phone", ""],
    ["company", "Boulangerie"],
    ["message", ""],
    ["website", ""],
    ["platform", "elementor"],
    ["pages", "7"],
    ["addons", "seo"],
    ["addons", "multilingual"],
    ["consent", "on"],
    ["lang", "fr"],
    ["id", "0b7d4c5e-4a59-4f3a-9a43-7f1f3b1c2d11"],
    ["startedAt", String(Date.now() - 60_000)],
    ...overrides,
  ];

  it("stores the request with the server's price and lands on the sent page", async () => {
    const res = await post("/api/quote", quoteFields());
    expect(res.status).toBe(303);
    // The sent page's way back shows the calculator as it was sent.
    expect(res.headers.get("Location")).toBe(
      "/fr/message-sent?form=quote&platform=elementor&pages=7&addons=seo,multilingual",
    );
    const [row] = await store.db.select().from(leads);
    const price = computePrice({
      platform: "elementor",
      pages: 7,
      addons: ["seo", "multilingual"],
    });
    expect(row).toMatchObject({ kind: "quote", name: "Marie Dubois", locale: "fr", spam: false });
    expect((row?.details as { price: { oneTimeTotal: number } }).price.oneTimeTotal).toBe(
      price.oneTimeTotal,
    );
  });

  it("records the browser's language from its header as the modal does, else the page's", async () => {
    await post("/api/quote", quoteFields(), "203.0.113.41", {
      "Accept-Language": "de-DE,de;q=0.9,en;q=0.8",
    });
    const [row] = await store.db.select().from(leads);
    expect(row?.locale).toBe("de-DE");
    // The page's language is kept beside it: the language to answer in.
    expect((row?.details as { lang?: string }).lang).toBe(
      quoteFields().find(([k]) => k === "lang")?.[1],
    );
  });

  it("refuses without consent or with a bad email: 422, errors named, configuration kept", async () => {
    const res = await post(
      "/api/quote",
      quoteFields().filter(([k]) => k !== "consent" && k !== "email"),
    );
    expect(res.status).toBe(422);
    expect(outcome()).toMatchObject({
      reason: "invalid",
      form: "quote",
      errors: { email: "required", consent: "must_accept" },
      values: { platform: "elementor", pages: "7", addons: ["seo", "multilingual"] },
    });
    expect(await storedLeads()).toBe(0);
  });
});

it("without a renderer (files only) a refusal redirects with the fields in the query", async () => {
  await setUp({ RATE_LIMIT_ENABLED: "false" });
  const res = await api.app.request(
    `${SITE}/api/quote`,
    {
      method: "POST",
      body: new URLSearchParams([["lang", "nl"]]),
      headers: { Origin: SITE },
    },
    { incoming: { socket: { remoteAddress: "203.0.113.42" } } },
  );
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toMatch(/^\/nl\/message-not-sent\?fields=.*name/);
});
