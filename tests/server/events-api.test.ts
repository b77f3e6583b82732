/** POST /api/events: consent gating and the Conversions API payload sent to a fake Graph API. */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../server/api";
import type { Store } from "../../server/store/db";
import { startFakeGraph } from "./helpers/fake-graph";
import { openMemoryStore, postJson, testConfig } from "./helpers/setup";

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

let store: Store;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
beforeAll(async () => {
  store = await openMemoryStore();
  graph = await startFakeGraph();
});
afterAll(async () => {
  await graph.close();
  await store.close();
});

async function withApi(env: Record<string, string>, run: (api: Api) => Promise<void>) {
  const api = await createApi(testConfig(env), { db: store, now: () => 1_750_000_000_123 });
  try {
    await run(api);
  } finally {
    await api.close(); // waits for the background relay
  }
}

const META_ENV = {
  META_PIXEL_ID: "1234567890",
  META_ACCESS_TOKEN: "EAAB-token",
  META_TEST_EVENT_CODE: "TEST123",
};

describe("POST /api/events", () => {
  it("forwards a consented event with hashed user data, IP, user agent and cookies", async () => {
    graph.requests.length = 0;
    await withApi({ ...META_ENV, META_API_BASE: graph.apiBase }, async (api) => {
      const res = await postJson(
        api.app,
        "/api/events",
        {
          event_name: "Lead",
          event_id: "1750000000000-abc123xyz",
          event_source_url: "https://studio.example/nl#contact",
          user_data: {
            em: [" Jan.Jansen@Example.NL "],
            ph: ["+31 6 1234 5678"],
            fn: ["Jan"],
            ln: ["Jansen"],
          },
          custom_data: { content_category: "contact_form", currency: "EUR" },
          consent: "all",
        },
        {
          headers: {
            "User-Agent": "Mozilla/5.0 Test",
            Cookie: "_fbp=fb.1.1700000000000.111; cookieConsent=all; _fbc=fb.1.1700000000000.AbC",
          },
        },
      );
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ ok: true, event_id: "1750000000000-abc123xyz" });
    });
    expect(graph.requests).toHaveLength(1);
    const req = graph.requests[0]!;
    expect(req.path).toBe("/v21.0/1234567890/events");
    expect(req.query.get("access_token")).toBe("EAAB-token");
    expect(req.body.test_event_code).toBe("TEST123");
    expect(req.body.data).toEqual([
      {
        event_name: "Lead",
        event_time: 1_750_000_000,
        event_id: "1750000000000-abc123xyz",
        action_source: "website",
        event_source_url: "https://studio.example/nl#contact",
        user_data: {
          em: [sha("jan.jansen@example.nl")],
          ph: [sha("31612345678")],
          fn: [sha("jan")],
          ln: [sha("jansen")],
          client_ip_address: "203.0.113.7",
          client_user_agent: "Mozilla/5.0 Test",
          fbc: "fb.1.1700000000000.AbC",
          fbp: "fb.1.1700000000000.111",
        },
        custom_data: { content_category: "contact_form", currency: "EUR" },
      },
    ]);
  });

  it("fills event_id and event_source_url when missing", async () => {
    graph.requests.length = 0;
    await withApi({ ...META_ENV, META_API_BASE: graph.apiBase }, async (api) => {
      const res = await postJson(
        api.app,
        "/api/events",
        { event_name: "ViewContent", custom_data: { value: 750, currency: "EUR" }, consent: "all" },
        {
          headers: {
            Referer: "https://studio.example/en?fbclid=IwAR123",
            Cookie: "cookieConsent=all",
          },
        },
      );
      const body = (await res.json()) as { event_id: string };
      expect(body.event_id).toMatch(/^1750000000123-[a-z0-9]+$/);
    });
    const event = graph.requests[0]!.body.data[0]!;
    expect(event.event_source_url).toBe("https://studio.example/en?fbclid=IwAR123");
    expect((event.user_data as Record<string, unknown>).fbc).toBe("fb.1.1750000000123.IwAR123");
  });

  it.each([
    ["consent is 'necessary'", { consent: "necessary" }, "cookieConsent=all"],
    ["consent is missing", {}, "cookieConsent=all"],
    ["the stored choice (the cookie) is not 'all'", { consent: "all" }, "cookieConsent=necessary"],
    ["there is no stored choice", { consent: "all" }, ""],
  ])("accepts but does not forward when %s", async (_label, consent, cookie) => {
    graph.requests.length = 0;
    await withApi({ ...META_ENV, META_API_BASE: graph.apiBase }, async (api) => {
      const res = await postJson(
        api.app,
        "/api/events",
        {
          event_name: "Contact",
          custom_data: { content_category: "contact", channel: "phone" },
          ...consent,
        },
        { headers: cookie ? { Cookie: cookie } : {} },
      );
      expect(res.status).toBe(202);
    });
    expect(graph.requests).toHaveLength(0);
  });

  it("names only this site's pages as where an event happened", async () => {
    graph.requests.length = 0;
    await withApi({ ...META_ENV, META_API_BASE: graph.apiBase }, async (api) => {
      await postJson(
        api.app,
        "/api/events",
        { event_name: "Lead", event_source_url: "https://competitor.example/x", consent: "all" },
        { headers: { Cookie: "cookieConsent=all" } },
      );
    });
    expect(graph.requests[0]!.body.data[0]!.event_source_url).toBe("https://studio.example");
  });

  it("keeps the page's path and query when the site is reached at another address than SITE_URL", async () => {
    graph.requests.length = 0;
    // app.request() asks at http://localhost: the server's own address, not SITE_URL's.
    const page = "http://localhost/fr?platform=lovable#calculator";
    await withApi({ ...META_ENV, META_API_BASE: graph.apiBase }, async (api) => {
      await postJson(
        api.app,
        "/api/events",
        { event_name: "ViewContent", event_source_url: page, consent: "all" },
        { headers: { Cookie: "cookieConsent=all" } },
      );
    });
    expect(graph.requests[0]!.body.data[0]!.event_source_url).toBe(page);
  });

  it("accepts and drops events when Meta is not configured", async () => {
    graph.requests.length = 0;
    await withApi({}, async (api) => {
      const res = await postJson(api.app, "/api/events", { event_name: "Lead", consent: "all" });
      expect(res.status).toBe(202);
    });
    expect(graph.requests).toHaveLength(0);
  });

  it("refuses an unknown event name or a bad value", async () => {
    await withApi({ ...META_ENV, META_API_BASE: graph.apiBase }, async (api) => {
      const res = await postJson(api.app, "/api/events", {
        event_name: "Purchase<script>",
        custom_data: { value: -5 },
        consent: "all",
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "validation",
        fields: { event_name: "invalid_value", "custom_data.value": "out_of_range" },
      });
    });
  });
});
