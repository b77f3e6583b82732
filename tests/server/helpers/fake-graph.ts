/** A fake Meta Graph API on 127.0.0.1 that records Conversions API posts. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type GraphRequest = {
  path: string;
  query: URLSearchParams;
  body: { data: Record<string, unknown>[]; test_event_code?: string };
};

export async function startFakeGraph(): Promise<{
  apiBase: string;
  requests: GraphRequest[];
  close(): Promise<void>;
}> {
  const requests: GraphRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      requests.push({
        path: url.pathname,
        query: url.searchParams,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as GraphRequest["body"],
      });
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ events_received: 1, fbtrace_id: "x" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
