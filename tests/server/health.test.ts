import { describe, expect, it } from "vitest";
import { createApi } from "../../server/api";
import { contactBody, openMemoryStore, resetStore, testConfig } from "./helpers/setup";

describe("the health check with Telegram off", () => {
  it("says delivery is off and counts the waiting leads, with no age to alert on", async () => {
    const store = await openMemoryStore();
    const api = await createApi(testConfig({}), { db: store, startOutbox: false });
    try {
      await resetStore(store);
      const sent = await api.app.request(
        "/api/contact",
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(contactBody()),
        },
        { incoming: { socket: { remoteAddress: "203.0.113.60" } } },
      );
      expect(sent.status).toBe(200);
      const health = (await (await api.app.request("/api/health")).json()) as object;
      expect(health).toEqual({ ok: true, db: true, delivery: "off", waitingDeliveries: 1 });
    } finally {
      await api.close();
      await store.close();
    }
  });
});
