import type { MiddlewareHandler } from "hono";
import ipaddr from "ipaddr.js";
import { normalizeIp, peerAddress } from "../client-ip";
import type { Logger } from "../log";

const PROXY_RANGES = new Set(["loopback", "private", "uniqueLocal", "linkLocal"]);

/**
 * With TRUST_PROXY unset, a reverse proxy on the same machine or network makes every visitor
 * the proxy's address: one visitor's form blocks the next (the per-address limits) and the chat
 * shows the proxy's IP. The first API request that arrives from such an address with an
 * `X-Forwarded-For` header says so once, as a warning, with the setting that mends it. A
 * visitor's own `X-Forwarded-For` from the internet is no sign of a proxy and says nothing.
 */
export function untrustedProxyWarning(log: Logger): MiddlewareHandler {
  let warned = false;
  return async (c, next) => {
    if (!warned && c.req.header("x-forwarded-for") !== undefined) {
      const peer = normalizeIp(peerAddress(c));
      if (peer !== null && PROXY_RANGES.has(ipaddr.parse(peer).range())) {
        warned = true;
        log.warn(
          "A request came through a proxy, but TRUST_PROXY is not set: every visitor counts as the proxy's address in the rate limits and the chat. Set TRUST_PROXY (for example loopback)",
          { proxy: peer },
        );
      }
    }
    await next();
  };
}
