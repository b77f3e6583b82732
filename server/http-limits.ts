/**
 * Limits of the Node HTTP server: a client that stalls its headers or its body is cut off (408)
 * instead of holding a connection for Node's default of 300 s. Passed to `serve()` as
 * `serverOptions`.
 */
import type { ServerOptions } from "node:http";

/** Whole request (headers and body) must arrive within this. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Headers alone must arrive within this. */
export const HEADERS_TIMEOUT_MS = 15_000;

export function httpServerOptions(
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  headersTimeoutMs = Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: headersTimeoutMs,
    // Node checks the two timeouts only this often (default 30 s, which would double them).
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(headersTimeoutMs / 4))),
  };
}
