/** The owner's export: GET /api/admin/leads (json, csv, since) behind Bearer ADMIN_TOKEN. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../server/api";
import type { Store } from "../../server/store/db";
import {
  contactBody,
  openMemoryStore,
  postJson,
  quoteBody,
  resetStore,
  testConfig,
} from "./helpers/setup";

const TOKEN = "owner-secret-0123456789";
let store: Store;
let api: Api;
let clock = Date.parse("2025-03-01T10:00:00Z");

beforeAll(async () => {
  store = await openMemoryStore();
  await resetStore(store);
  api = await createApi(testConfig({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_ENABLED: "false" }), {
    db: store,
    now: () => clock,
  });
  await postJson(
    api.app,
    "/api/contact",
    contactBody({
      name: "Early Bird",
      phone: "",
      message: '=SUM(1,2) "hi"\nsecond line',
      startedAt: 0,
    }),
  );
  clock = Date.parse("2025-03-02T10:00:00Z");
  await postJson(api.app, "/api/quote", quoteBody({ startedAt: 0 }));
  await postJson(api.app, "/api/contact", contactBody({ website: "spam", startedAt: 0 }));
});
afterAll(async () => {
  await api.close();
  await store.close();
});

const get = (path: string, token?: string) =>
  api.app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe("GET /api/admin/leads", () => {
  it("needs the token", async () => {
    expect((await get("/api/admin/leads")).status).toBe(401);
    expect((await get("/api/admin/leads", "wrong-token-0123456789")).status).toBe(401);
  });

  it("is not there without ADMIN_TOKEN", async () => {
    const off = await createApi(testConfig(), { db: store });
    expect(
      (await off.app.request("/api/admin/leads", { headers: { Authorization: "Bearer anything" } }))
        .status,
    ).toBe(404);
    await off.close();
  });

  it("exports JSON with delivery status, spam left out unless asked for", async () => {
    const body = (await (await get("/api/admin/leads", TOKEN)).json()) as {
      count: number;
      leads: Record<string, unknown>[];
    };
    expect(body.count).toBe(2);
    expect(body.leads.map((l) => [l.kind, l.name, l.deliveryStatus])).toEqual([
      ["contact", "Early Bird", "pending"],
      ["quote", "Marie Dubois", "pending"],
    ]);
    const all = (await (await get("/api/admin/leads?spam=1", TOKEN)).json()) as { count: number };
    expect(all.count).toBe(3);
  });

  it("filters by since", async () => {
    const body = (await (
      await get("/api/admin/leads?since=2025-03-02T00:00:00Z", TOKEN)
    ).json()) as { leads: { name: string }[] };
    expect(body.leads.map((l) => l.name)).toEqual(["Marie Dubois"]);
    expect((await get("/api/admin/leads?since=yesterday", TOKEN)).status).toBe(400);
  });

  it("exports CSV, quoted and safe to open in a spreadsheet", async () => {
    const res = await get("/api/admin/leads?format=csv", TOKEN);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    const text = await res.text();
    const [header, first] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "created_at,id,kind,source,name,email,phone,company,message,locale,ip,user_agent,spam,delivery_status,delivery_attempts,delivery_error,delivered_at,details",
    );
    expect(first).toContain(`2025-03-01T10:00:00.000Z,`);
    expect(first).toContain(`,Early Bird,jan@example.nl,,,"'=SUM(1,2) ""hi""\nsecond line",`);
  });
});
