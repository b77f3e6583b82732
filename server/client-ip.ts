/**
 * The visitor's IP: the connection's peer address, or - only when that peer is a proxy named in
 * TRUST_PROXY - the nearest untrusted address in X-Forwarded-For, read right to left so a visitor
 * cannot spoof it by sending their own header (`proxy-addr`, the resolver Express uses).
 * Addresses are normalised (`ipaddr.js`): IPv4-mapped IPv6 becomes IPv4, IPv6 is lower-case and
 * compressed. Rate limits count an IPv6 visitor by /64 (`addressBucket`): one subscriber usually
 * gets a whole /64, and a fresh address in it costs nothing.
 */
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";

export type TrustProxy = (address: string, hop: number) => boolean;

/** "::ffff:127.0.0.1" -> "127.0.0.1"; strips brackets, ports and zone ids; null when not an IP. */
export function normalizeIp(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let ip = raw.trim();
  if (ip.startsWith("[") && ip.includes("]")) ip = ip.slice(1, ip.indexOf("]"));
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":")); // "1.2.3.4:5678"
  ip = ip.replace(/%.*$/, "");
  if (!ipaddr.isValid(ip)) return null;
  // isValid accepts IPv4 shorthands ("1", "0x7f.1"); only the four-part dotted form is an address.
  if (!ip.includes(":") && !/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) return null;
  return ipaddr.process(ip).toString();
}

/** The rate-limit bucket of a normalised address: itself for IPv4, its /64 for IPv6. */
export function addressBucket(ip: string | null): string {
  if (ip === null) return "unknown";
  if (!ip.includes(":")) return ip;
  const parts = (ipaddr.parse(ip) as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}

/**
 * Builds the trust check from the parsed TRUST_PROXY list (empty list: trust nobody). Entries are
 * `loopback`, `linklocal`, `uniquelocal`, IPs and CIDRs, as proxy-addr reads them.
 */
export function createTrustProxy(entries: readonly string[]): TrustProxy {
  if (entries.length === 0) return () => false;
  return proxyaddr.compile([...entries]);
}

/** Pure resolution, separated for tests. */
export function resolveClientIp(
  remoteAddress: string | undefined | null,
  forwardedFor: string | undefined | null,
  trust: TrustProxy,
): string | null {
  const peer = normalizeIp(remoteAddress);
  if (peer === null) return null;
  if (!forwardedFor || !trust(peer, 0)) return peer;
  const req = { socket: { remoteAddress: peer }, headers: { "x-forwarded-for": forwardedFor } };
  const found = proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], trust);
  // Garbage in the chain: stop at what we know, the trusted peer.
  return normalizeIp(found) ?? peer;
}

type NodeEnv = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/** The connection's own address (the visitor, or a proxy) as @hono/node-server gives it. */
export function peerAddress(c: Context): string | undefined {
  return (c.env as NodeEnv)?.incoming?.socket?.remoteAddress;
}

/** The visitor's IP for a Hono request served by @hono/node-server; null when unknown. */
export function getClientIp(c: Context, trust: TrustProxy): string | null {
  return resolveClientIp(peerAddress(c), c.req.header("x-forwarded-for"), trust);
}
