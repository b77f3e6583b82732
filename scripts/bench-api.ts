/**
 * npm run bench:api -- [--requests 2000] [--concurrency 50] [--data-dir <dir>]
 * Starts the API on the embedded store (PGlite in a fresh temp directory, as `npm start` uses),
 * fires concurrent POST /api/contact from distinct visitor IPs (X-Forwarded-For from a trusted
 * loopback proxy, so the rate limit stays on and is exercised), reports requests per second and
 * latency percentiles, then checks that every accepted request is stored.
 */
import { serve } from "@hono/node-server";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { count, eq } from "drizzle-orm";
import { createApi } from "../server/api";
import { loadConfig } from "../server/config";
import { leads } from "../server/store/schema";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "50" },
    "data-dir": { type: "string" },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const dataDir = values["data-dir"] ?? (await mkdtemp(join(tmpdir(), "bench-api-")));
  const config = loadConfig({
    DATA_DIR: dataDir,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
    SITE_URL: "http://127.0.0.1",
  });
  const opened = performance.now();
  const api = await createApi(config);
  console.log(`Embedded store ready in ${Math.round(performance.now() - opened)} ms (${dataDir})`);
  const server = serve({ fetch: api.app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/contact`;

  // Warm up (JIT, query plans) outside the measurement.
  for (let i = 0; i < 20; i++)
    await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.arrayBuffer());
  // The load generator runs in a worker thread: on the server's own event loop it would compete
  // with the handlers (and with PGlite, which runs on the main thread) and distort the latencies.
  const { latencies, statuses, seconds } = await runLoad(url, total, concurrency);
  latencies.sort((a, b) => a - b);
  const accepted = statuses[200] ?? 0;
  const stored =
    (await api.store.db.select({ n: count() }).from(leads).where(eq(leads.spam, false)))[0]?.n ?? 0;
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(`POST /api/contact x ${total}, concurrency ${concurrency}, embedded PGlite`);
  console.log(`  throughput: ${(total / seconds).toFixed(0)} req/s (${seconds.toFixed(2)} s)`);
  console.log(
    `  latency:    p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, p99 ${fmt(percentile(latencies, 99))}, max ${fmt(latencies.at(-1) ?? 0)}`,
  );
  console.log(
    `  statuses:   ${Object.entries(statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")}`,
  );
  console.log(
    `  stored:     ${stored} of ${accepted} accepted ${stored === accepted ? "(all stored)" : "(MISMATCH)"}`,
  );

  await new Promise((r) => server.close(r));
  await api.close();
  if (!values["data-dir"]) await rm(dataDir, { recursive: true, force: true });
  process.exit(stored === accepted && accepted === total ? 0 : 1);
}

type LoadResult = { latencies: number[]; statuses: Record<number, number>; seconds: number };

/** Plain JS for the worker thread: `concurrency` loops posting contact messages. */
const LOAD_SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, total, concurrency } = workerData;
// 10.x.y.z: a distinct visitor address per request.
const visitorIp = (i) => "10." + ((i >> 16) & 255) + "." + ((i >> 8) & 255) + "." + (i & 255);
const latencies = [];
const statuses = {};
let next = 0;
async function worker() {
  while (next < total) {
    const i = next++;
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      name: "Bench Visitor " + i,
      email: "visitor" + i + "@example.com",
      phone: "+31 6 1234 5678",
      message: "Benchmark message: we would like a new website with five pages.",
      startedAt: Date.now() - 15000,
    });
    const t0 = performance.now();
    let status = -1;
    try {
      const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": visitorIp(i) }, body });
      await res.arrayBuffer();
      status = res.status;
    } catch {}
    latencies.push(performance.now() - t0);
    statuses[status] = (statuses[status] || 0) + 1;
  }
}
const started = performance.now();
Promise.all(Array.from({ length: concurrency }, worker)).then(() => {
  parentPort.postMessage({ latencies, statuses, seconds: (performance.now() - started) / 1000 });
});
`;

function runLoad(url: string, total: number, concurrency: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_SCRIPT, { eval: true, workerData: { url, total, concurrency } });
    worker.once("message", (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
