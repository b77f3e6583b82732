/**
 * A fake Telegram Bot API for the end-to-end suite: records sendMessage calls and lets tests read
 * them (GET /__messages) or make the next calls fail (POST /__fail?count=N&status=500).
 */
import { createServer } from "node:http";

const port = Number(process.env.FAKE_TELEGRAM_PORT ?? 3199);
const messages: { chat_id: string; text: string; parse_mode?: string }[] = [];
let failNext = 0;
let failStatus = 500;

createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    res.setHeader("Content-Type", "application/json");
    if (url.pathname === "/__health") return res.end('{"ok":true}');
    if (url.pathname === "/__messages") return res.end(JSON.stringify(messages));
    if (url.pathname === "/__fail") {
      failNext = Number(url.searchParams.get("count") ?? 1);
      failStatus = Number(url.searchParams.get("status") ?? 500);
      return res.end('{"ok":true}');
    }
    if (/^\/bot[^/]+\/sendMessage$/.test(url.pathname)) {
      if (failNext > 0) {
        failNext--;
        res.statusCode = failStatus;
        return res.end(
          JSON.stringify({ ok: false, error_code: failStatus, description: "fake failure" }),
        );
      }
      const payload = JSON.parse(body || "{}") as {
        chat_id: string;
        text: string;
        parse_mode?: string;
      };
      messages.push(payload);
      return res.end(JSON.stringify({ ok: true, result: { message_id: messages.length } }));
    }
    res.statusCode = 404;
    res.end('{"ok":false}');
  });
}).listen(port, "127.0.0.1", () => console.log(`fake telegram on ${port}`));
