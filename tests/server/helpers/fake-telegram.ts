/** A fake Telegram Bot API on 127.0.0.1 with scripted answers. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply = "ok" | "hang" | { status: number; body?: unknown };
export type SentMessage = { chat_id: string; text: string; parse_mode: string; at: number };

export type FakeTelegram = {
  apiBase: string;
  token: string;
  /** The server settings that deliver to this fake (chat FAKE_CHAT_ID). */
  env: Record<"TELEGRAM_BOT_TOKEN" | "TELEGRAM_CHAT_ID" | "TELEGRAM_API_BASE", string>;
  /** Every request body, answered or not. */
  requests: SentMessage[];
  /** Messages answered with ok:true (what the chat shows). */
  delivered: SentMessage[];
  /** Answers for the next requests, in order; "ok" once the script is used up. */
  script: FakeReply[];
  /** Every answer waits this long first (a slow Telegram); the message counts as sent once answered. */
  delayMs: number;
  close(): Promise<void>;
};

export const FAKE_TOKEN = "123456:TEST-TOKEN";
export const FAKE_CHAT_ID = "-100123";

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const fake: Omit<FakeTelegram, "apiBase" | "env" | "close"> = {
    token: FAKE_TOKEN,
    requests: [],
    delivered: [],
    script: [],
    delayMs: 0,
  };
  let nextId = 1;
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.url !== `/bot${FAKE_TOKEN}/sendMessage`) {
      res
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ ok: false, error_code: 404, description: "Not Found" }));
      return;
    }
    const body = {
      ...(JSON.parse(Buffer.concat(chunks).toString("utf8")) as SentMessage),
      at: Date.now(),
    };
    fake.requests.push(body);
    const reply = fake.script.shift() ?? "ok";
    if (reply === "hang") return; // never answer: the client's timeout fires
    if (fake.delayMs > 0) await new Promise((r) => setTimeout(r, fake.delayMs));
    if (reply === "ok") {
      fake.delivered.push(body);
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ ok: true, result: { message_id: nextId++ } }));
      return;
    }
    res
      .writeHead(reply.status, { "Content-Type": "application/json" })
      .end(JSON.stringify(reply.body ?? { ok: false, description: "error" }));
  };
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // Node loads its fetch implementation on the first call, which on a busy machine can take
  // longer than the client's timeout: load it now, with a request the fake does not record.
  await fetch(`http://127.0.0.1:${port}/warm-up`).then((r) => r.arrayBuffer());
  const apiBase = `http://127.0.0.1:${port}`;
  return {
    ...fake,
    apiBase,
    env: {
      TELEGRAM_BOT_TOKEN: FAKE_TOKEN,
      TELEGRAM_CHAT_ID: FAKE_CHAT_ID,
      TELEGRAM_API_BASE: apiBase,
    },
    get requests() {
      return fake.requests;
    },
    get delivered() {
      return fake.delivered;
    },
    get script() {
      return fake.script;
    },
    set script(value: FakeReply[]) {
      fake.script = value;
    },
    get delayMs() {
      return fake.delayMs;
    },
    set delayMs(value: number) {
      fake.delayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
