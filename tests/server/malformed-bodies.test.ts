/** Malformed bodies of every content type get a 4xx, never a 500; nothing is stored from them. */
import { serve } from "@hono/node-server";
import { count } from "drizzle-orm";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../server/api";
import { createLogger } from "../../server/log";
import type { Store } from "../../server/store/db";
import { leads } from "../../server/store/schema";
import { openMemoryStore, resetStore, testConfig } from "./helpers/setup";

const TOKEN = "owner-secret-0123456789";
let store: Store;
let api: Api;

beforeAll(async () => {
  store = await openMemoryStore();
  await resetStore(store);
  api = await createApi(testConfig({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_ENABLED: "false" }), {
    db: store,
    startOutbox: false,
  });
});
afterAll(async () => {
  await api.close();
  await store.close();
});

const BOUNDARY = "----x";
const multipart = (parts: string) => `--${BOUNDARY}\r\n${parts}`;

/** [name, content type, body] */
const BODIES: [string, string | undefined, string | Uint8Array<ArrayBuffer>][] = [
  [
    "truncated multipart",
    `multipart/form-data; boundary=${BOUNDARY}`,
    multipart('Content-Disposition: form-data; name="name"\r\n\r\nJan'),
  ],
  ["multipart without boundary", "multipart/form-data", multipart("x")],
  [
    "multipart with another boundary",
    "multipart/form-data; boundary=other",
    multipart('Content-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'),
  ],
  ["multipart garbage", `multipart/form-data; boundary=${BOUNDARY}`, "\u0000\u0001garbage"],
  ["empty multipart", `multipart/form-data; boundary=${BOUNDARY}`, ""],
  [
    "urlencoded with bad escapes",
    "application/x-www-form-urlencoded",
    "name=%zz&email=%E0%A4%A&message=%",
  ],
  ["urlencoded of invalid UTF-8", "application/x-www-form-urlencoded", "name=%C3%28&email=%FF"],
  // Otherwise valid leads: the chat would get "�" for what was typed.
  [
    "a valid contact with escapes of invalid UTF-8",
    "application/x-www-form-urlencoded",
    "lang=ua&name=%C3%28&email=olia%40example.com&message=%FF%FE%20I%20would%20like%20a%20site",
  ],
  [
    "a valid contact with raw bytes of invalid UTF-8",
    "application/x-www-form-urlencoded",
    new Uint8Array([
      ...Buffer.from("name=Olia&email=olia%40example.com&message=Hello "),
      0xff,
      0xfe,
      ...Buffer.from(" I would like a site"),
    ]) as Uint8Array<ArrayBuffer>,
  ],
  [
    "a valid multipart contact with invalid UTF-8",
    `multipart/form-data; boundary=${BOUNDARY}`,
    new Uint8Array([
      ...Buffer.from(
        multipart(
          'Content-Disposition: form-data; name="name"\r\n\r\nOlia\r\n' +
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nolia@example.com\r\n` +
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello `,
        ),
      ),
      0xff,
      0xfe,
      ...Buffer.from(` I would like a site\r\n--${BOUNDARY}--\r\n`),
    ]) as Uint8Array<ArrayBuffer>,
  ],
  ["empty urlencoded", "application/x-www-form-urlencoded", ""],
  ["urlencoded garbage", "application/x-www-form-urlencoded", "&&&===&"],
  ["malformed JSON", "application/json", '{"name": "Jan",'],
  ["empty JSON", "application/json", ""],
  ["JSON null", "application/json", "null"],
  ["JSON array", "application/json", "[1,2]"],
  ["JSON string", "application/json", '"hi"'],
  ["deeply nested JSON", "application/json", `${"[".repeat(5000)}${"]".repeat(5000)}`],
  [
    "JSON in UTF-16",
    "application/json; charset=utf-16",
    new Uint8Array(Buffer.from('{"name":"Jan"}', "utf16le")) as Uint8Array<ArrayBuffer>,
  ],
  ["JSON declared latin1", "application/json; charset=iso-8859-1", '{"name":"J\u00e9"}'],
  ["invalid UTF-8 JSON", "application/json", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ["JSON with BOM and junk", "application/json", "\uFEFF{]"],
  ["text/plain", "text/plain", "hello"],
  ["no content type", undefined, "hello"],
  ["unknown type", "application/x-unknown", "hello"],
  ["bad content type", ";;;", "hello"],
];

const ROUTES = ["/api/contact", "/api/quote", "/api/events", "/api/admin/leads/requeue"];

describe.each(ROUTES)("POST %s", (route) => {
  it.each(BODIES)("%s: 4xx", async (name, type, body) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` };
    if (type !== undefined) headers["Content-Type"] = type;
    const res = await api.app.request(
      route,
      { method: "POST", headers, body },
      { incoming: { socket: { remoteAddress: "203.0.113.9" } } },
    );
    // An empty body asks the re-queue for every failed delivery: the one valid case here.
    if (route === "/api/admin/leads/requeue" && name === "empty JSON") {
      expect(res.status).toBe(200);
    } else if (res.status === 303) {
      // A no-JS form post (contact or quote) is answered with a page (303 to "not sent"); the rest 4xx.
      expect(["/api/contact", "/api/quote"]).toContain(route);
      expect(res.headers.get("location")).toMatch(/^\/[a-z]{2}\/message-not-sent\?/);
    } else {
      expect(res.status, await res.text()).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});

it("stored nothing from any of them", async () => {
  const [row] = await store.db.select({ n: count() }).from(leads);
  expect(row?.n).toBe(0);
});

describe("a body cut off by the client", () => {
  it.each([
    ["with a length", "Content-Length: 500\r\n"],
    ["chunked", "Transfer-Encoding: chunked\r\n"],
  ])("%s is not logged as a server error", async (_name, framing) => {
    const lines: string[] = [];
    const local = await createApi(testConfig({ RATE_LIMIT_ENABLED: "false" }), {
      db: store,
      startOutbox: false,
      log: createLogger("warn", (_level, line) => lines.push(line)),
    });
    const server = serve({ fetch: local.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const body = framing.startsWith("Transfer") ? '10\r\n{"name":"Jan","e\r\n' : '{"name":"Jan","e';
    await new Promise<void>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n${framing}\r\n${body}`,
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on("close", () => resolve());
    });
    await new Promise((r) => setTimeout(r, 200));
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await local.close();
    expect(lines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  });
});
