/** The visitor's IP: peer address, X-Forwarded-For only from trusted proxies. */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api";
import { createTrustProxy, normalizeIp, resolveClientIp } from "../../server/client-ip";
import type { Store } from "../../server/store/db";
import { leads } from "../../server/store/schema";
import { contactBody, openMemoryStore, resetStore, testConfig } from "./helpers/setup";

describe("resolveClientIp", () => {
  const none = createTrustProxy([]);
  const loopback = createTrustProxy(["loopback"]);
  const lb = createTrustProxy(["loopback", "10.0.0.0/8", "2001:db8::1"]);

  it.each([
    ["no proxy trusted: the peer, header ignored", "203.0.113.5", "1.2.3.4", none, "203.0.113.5"],
    ["trusted peer: the forwarded client", "127.0.0.1", "198.51.100.7", loopback, "198.51.100.7"],
    ["IPv4-mapped peer", "::ffff:127.0.0.1", "198.51.100.7", loopback, "198.51.100.7"],
    [
      "a spoofed first hop is skipped (rightmost untrusted wins)",
      "127.0.0.1",
      "6.6.6.6, 198.51.100.7, 10.1.2.3",
      lb,
      "198.51.100.7",
    ],
    ["all hops trusted: the first", "10.0.0.2", "10.0.0.9, 10.0.0.5", lb, "10.0.0.9"],
    ["garbage in the chain stops at the peer", "127.0.0.1", "nonsense", loopback, "127.0.0.1"],
    ["IPv6 proxy address", "2001:db8::1", "2001:db8::77", lb, "2001:db8::77"],
    ["untrusted peer sending a header", "198.51.100.1", "127.0.0.1", loopback, "198.51.100.1"],
  ])("%s", (_label, peer, xff, trust, expected) => {
    expect(resolveClientIp(peer, xff, trust)).toBe(expected);
  });

  it("returns null without a peer address", () => {
    expect(resolveClientIp(undefined, "1.2.3.4", loopback)).toBeNull();
  });

  it("normalizes addresses", () => {
    expect(normalizeIp("[2001:DB8::1]")).toBe("2001:db8::1");
    expect(normalizeIp("1.2.3.4:5678")).toBe("1.2.3.4");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("unknown")).toBeNull();
  });
});

describe("client IP through a real HTTP server", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openMemoryStore();
  });
  afterAll(async () => {
    await store.close();
  });

  async function storedIpFor(trustProxy: string | undefined, forwardedFor: string) {
    await resetStore(store);
    const api = await createApi(testConfig({ TRUST_PROXY: trustProxy }), { db: store });
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
        body: JSON.stringify(contactBody()),
      });
      expect(res.status).toBe(200);
      const [row] = await store.db.select({ ip: leads.ip }).from(leads);
      return row?.ip;
    } finally {
      await new Promise((r) => server.close(r));
      await api.close();
    }
  }

  it("uses X-Forwarded-For from a trusted loopback proxy", async () => {
    expect(await storedIpFor("loopback", "198.51.100.23")).toBe("198.51.100.23");
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await storedIpFor(undefined, "198.51.100.23")).toBe("127.0.0.1");
  });
});
