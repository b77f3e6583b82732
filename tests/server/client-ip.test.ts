/** The visitor's IP: peer address, X-Forwarded-For only from trusted proxies. */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api";
import { createLogger } from "../../server/log";
import {
  addressBucket,
  createTrustProxy,
  normalizeIp,
  resolveClientIp,
} from "../../server/client-ip";
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
    expect(normalizeIp("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(normalizeIp("::FFFF:cb00:7109")).toBe("203.0.113.9");
    expect(normalizeIp("2001:0DB8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8::1");
    expect(normalizeIp("0x7f.1")).toBeNull();
  });

  it("puts an IPv6 visitor's whole /64 in one bucket, IPv4 per address", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket(normalizeIp("2001:DB8:1:2:ffff:ffff:ffff:ffff"))).toBe(
      "2001:db8:1:2::/64",
    );
    expect(addressBucket("2001:db8:1:3::1")).not.toBe(addressBucket("2001:db8:1:2::1"));
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket(normalizeIp("::ffff:203.0.113.9"))).toBe("203.0.113.9");
    expect(addressBucket(null)).toBe("unknown");
  });

  it("reads the TRUST_PROXY presets and CIDRs as proxy-addr does", () => {
    const trust = createTrustProxy(["linklocal", "uniquelocal", "203.0.113.0/24"]);
    for (const ip of [
      "169.254.1.1",
      "fe80::1",
      "10.1.1.1",
      "192.168.0.3",
      "fd00::5",
      "203.0.113.200",
    ])
      expect(trust(ip, 0)).toBe(true);
    for (const ip of ["127.0.0.1", "8.8.8.8", "2001:db8::1"]) expect(trust(ip, 0)).toBe(false);
  });
});

/** One in-memory store for a describe block, opened before its tests and closed after them. */
function memoryStorePerBlock(): () => Store {
  let store: Store | undefined;
  beforeAll(async () => {
    store = await openMemoryStore();
  });
  afterAll(async () => {
    await store?.close();
  });
  return () => store!;
}

describe("client IP through a real HTTP server", () => {
  const store = memoryStorePerBlock();

  async function storedIpFor(trustProxy: string | undefined, forwardedFor: string) {
    await resetStore(store());
    const api = await createApi(testConfig({ TRUST_PROXY: trustProxy }), { db: store() });
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
        // A message of its own per address: the same text again would be a repeat (decision 143).
        body: JSON.stringify(contactBody({ message: `Hello from ${forwardedFor}` })),
      });
      expect(res.status).toBe(200);
      const [row] = await store().db.select({ ip: leads.ip }).from(leads);
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

describe("rate limits per visitor behind a proxy", () => {
  const store = memoryStorePerBlock();

  const send = (api: Awaited<ReturnType<typeof createApi>>, forwardedFor: string) =>
    api.app.request(
      "/api/contact",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
        // A message of its own per address: the same text again would be a repeat (decision 143).
        body: JSON.stringify(contactBody({ message: `Hello from ${forwardedFor}` })),
      },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );

  it("limits every address of one IPv6 /64 together, and IPv4-mapped as IPv4", async () => {
    await resetStore(store());
    const api = await createApi(
      testConfig({ TRUST_PROXY: "loopback", RATE_LIMIT_CONTACT_INTERVAL_MS: "60000" }),
      { db: store(), startOutbox: false },
    );
    try {
      expect((await send(api, "2001:db8:7:7::1")).status).toBe(200);
      expect((await send(api, "2001:db8:7:7:dead:beef:0:2")).status).toBe(429);
      expect((await send(api, "2001:DB8:7:7::3")).status).toBe(429);
      expect((await send(api, "2001:db8:7:8::1")).status).toBe(200); // another /64
      expect((await send(api, "198.51.100.4")).status).toBe(200);
      expect((await send(api, "::ffff:198.51.100.4")).status).toBe(429);
      expect((await send(api, "198.51.100.5")).status).toBe(200);
      const ips = (await store().db.select({ ip: leads.ip }).from(leads)).map((r) => r.ip).sort();
      expect(ips).toEqual(["198.51.100.4", "198.51.100.5", "2001:db8:7:7::1", "2001:db8:7:8::1"]);
    } finally {
      await api.close();
    }
  });
});

describe("a proxy in front while TRUST_PROXY is unset", () => {
  const store = memoryStorePerBlock();

  const health = (
    api: Awaited<ReturnType<typeof createApi>>,
    peer: string,
    forwardedFor?: string,
  ) =>
    api.app.request(
      "/api/health",
      { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} },
      { incoming: { socket: { remoteAddress: peer } } },
    );

  it("is named once, as a warning with the setting to set; a visitor's own header is not", async () => {
    const lines: { level: string; line: string }[] = [];
    const log = createLogger("info", (level, line) => lines.push({ level, line }));
    const api = await createApi(testConfig({}), { db: store(), startOutbox: false, log });
    const proxyWarnings = () => lines.filter((l) => l.line.includes("TRUST_PROXY is not set"));
    try {
      await health(api, "203.0.113.7", "198.51.100.1"); // from the internet: no proxy of ours
      await health(api, "127.0.0.1"); // no header: nothing to say
      expect(proxyWarnings()).toHaveLength(0);
      await health(api, "127.0.0.1", "198.51.100.2");
      await health(api, "10.0.0.3", "198.51.100.3");
      expect(proxyWarnings()).toHaveLength(1);
      expect(proxyWarnings()[0]).toMatchObject({ level: "warn" });
      expect(proxyWarnings()[0]!.line).toContain('"proxy":"127.0.0.1"');
    } finally {
      await api.close();
    }
  });

  it("is not named when TRUST_PROXY is set", async () => {
    const lines: string[] = [];
    const log = createLogger("info", (_level, line) => lines.push(line));
    const api = await createApi(testConfig({ TRUST_PROXY: "loopback" }), {
      db: store(),
      startOutbox: false,
      log,
    });
    try {
      await health(api, "127.0.0.1", "198.51.100.2");
      expect(lines.filter((l) => l.includes("TRUST_PROXY"))).toHaveLength(0);
    } finally {
      await api.close();
    }
  });
});
