/** A client that stalls its headers or body is cut off, well before Node's 300 s default. */
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  httpServerOptions,
} from "../../server/http-limits";

let server: ServerType | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function start(requestTimeoutMs: number): Promise<number> {
  const app = new Hono().post("/x", async (c) => c.text(await c.req.text()));
  server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    serverOptions: httpServerOptions(requestTimeoutMs),
  });
  await new Promise<void>((resolve) => server!.once("listening", () => resolve()));
  return (server.address() as AddressInfo).port;
}

/** Writes `data`, then waits until the server closes the socket; resolves with what it answered. */
function stall(port: number, data: string): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(data));
    let answer = "";
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer, afterMs: Date.now() - started }));
  });
}

describe("request timeouts", () => {
  it("defaults to at most 30 s for the whole request", () => {
    const options = httpServerOptions();
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(options.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(options.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(options.headersTimeout).toBeLessThanOrEqual(options.requestTimeout!);
    // Checked often enough that a timeout is not stretched by the checking interval.
    expect(options.connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });

  it("cuts off a stalled body with 408", async () => {
    const port = await start(600);
    const { answer, afterMs } = await stall(
      port,
      "POST /x HTTP/1.1\r\nHost: a\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nhalf",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(3_000);
  });

  it("cuts off stalled headers", async () => {
    const port = await start(600);
    const { answer, afterMs } = await stall(port, "GET /x HTTP/1.1\r\nHost: a\r\nX-Slow: ");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(3_000);
  });
});
