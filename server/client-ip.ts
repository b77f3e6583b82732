/**
 * The visitor's IP: the connection's peer address, or - only when that peer is a proxy named in
 * TRUST_PROXY - the nearest untrusted address in X-Forwarded-For (read right to left, so a
 * visitor cannot spoof it by sending their own header).
 */
import { BlockList, isIP } from "node:net";
import type { Context } from "hono";

export type TrustProxy = (address: string) => boolean;

const PRESETS: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/** "::ffff:127.0.0.1" -> "127.0.0.1"; strips brackets and zone ids; null when not an IP. */
export function normalizeIp(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let ip = raw.trim();
  if (ip.startsWith("[") && ip.includes("]")) ip = ip.slice(1, ip.indexOf("]"));
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":")); // "1.2.3.4:5678"
  ip = ip.replace(/%.*$/, "");
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) ip = ip.slice(7);
  return isIP(ip) ? ip.toLowerCase() : null;
}

/** Builds the trust check from the parsed TRUST_PROXY list (empty list: trust nobody). */
export function createTrustProxy(entries: readonly string[]): TrustProxy {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const preset = PRESETS[entry];
    if (preset) {
      for (const [net, bits, type] of preset) list.addSubnet(net, bits, type);
      continue;
    }
    const [ip = "", bits] = entry.split("/");
    const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number(bits), type);
  }
  return (address) => {
    const ip = normalizeIp(address);
    return ip !== null && list.check(ip, isIP(ip) === 6 ? "ipv6" : "ipv4");
  };
}

/** Pure resolution, separated for tests. */
export function resolveClientIp(
  remoteAddress: string | undefined | null,
  forwardedFor: string | undefined | null,
  trust: TrustProxy,
): string | null {
  const peer = normalizeIp(remoteAddress);
  if (peer === null) return null;
  if (!trust(peer) || !forwardedFor) return peer;
  const hops = forwardedFor.split(",").map((h) => normalizeIp(h));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop === null || hop === undefined) return peer; // garbage in the chain: stop at what we know
    if (!trust(hop)) return hop;
  }
  return hops[0] ?? peer; // every hop is a trusted proxy: the first one is the origin
}

type NodeEnv = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/** The visitor's IP for a Hono request served by @hono/node-server; null when unknown. */
export function getClientIp(c: Context, trust: TrustProxy): string | null {
  const env = c.env as NodeEnv;
  return resolveClientIp(
    env?.incoming?.socket?.remoteAddress,
    c.req.header("x-forwarded-for"),
    trust,
  );
}
