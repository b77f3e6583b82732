/**
 * npm run bench:api -- [--rate 500] [--seconds 10] [--database-url postgres://...] [--port 3310]
 * POST /api/contact at a steady rate (open loop: request i leaves at i/rate s whatever the answers
 * before it, and its latency counts from then) against the compiled server in its own process,
 * on the embedded store (PGlite in a fresh directory, as `npm start` uses) or on PostgreSQL. Each
 * request comes from its own visitor IP (X-Forwarded-For from a trusted loopback proxy), so the
 * rate limit stays on. A local fake Telegram takes the deliveries. Reports requests per second,
 * latency percentiles, statuses, leads stored, deliveries during and after the burst, and the
 * server's memory (RSS, peak), its CPU time per request during the burst and per delivery after
 * it, and this client's own CPU (it shares the machine: bodies are prebuilt, connections kept
 * alive). On PostgreSQL a fresh database is created on that server for the run and dropped after.
 * Targets: every request answered, p99 <= 100 ms, every lead stored, the outbox delivering during
 * the burst. Exit code 1 when a lead is lost or a request unanswered.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { count, eq } from "drizzle-orm";
import pg from "pg";
import { buildServer } from "../build-tools/build-server";
import { loadConfig } from "../server/config";
import { openDb } from "../server/store/db";
import { deliveries, leads } from "../server/store/schema";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "500" },
    seconds: { type: "string", default: "10" },
    "database-url": { type: "string" },
    port: { type: "string", default: process.env.BENCH_API_PORT ?? "3310" },
    /** Diagnosis: run without the outbox (no Telegram configured) to see the intake alone. */
    "no-outbox": { type: "boolean", default: false },
  },
});
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const TOTAL = Math.round(RATE * SECONDS);
const PORT = Number(values.port);
const ADMIN_DATABASE_URL = values["database-url"];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** A fake Telegram that answers every sendMessage after a few ms, counting them. */
async function fakeTelegram() {
  const delivered: number[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () =>
      setTimeout(() => {
        delivered.push(performance.now());
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(`{"ok":true,"result":{"message_id":${delivered.length}}}`);
      }, 5),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    delivered,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/** CPU seconds the process has used (user + system), from /proc. */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks, 100 per second on Linux
}

/** A fresh database on the given server for this run: the counts below must start at zero. */
async function scratchDatabase(adminUrl: string) {
  const name = `bench_api_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name}`);
      await c.end();
    },
  };
}

const clientCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function main() {
  mkdirSync("dist", { recursive: true });
  const scratch = ADMIN_DATABASE_URL ? await scratchDatabase(ADMIN_DATABASE_URL) : null;
  const DATABASE_URL = scratch?.url;
  const outDir = mkdtempSync(join(process.cwd(), "dist/bench-server-"));
  const entry = await buildServer(outDir);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-api-"));
  // The API alone is measured: a build of one page, as the server needs one to start.
  const noBuild = join(outDir, "no-build");
  mkdirSync(join(noBuild, "client"), { recursive: true });
  writeFileSync(join(noBuild, "client", "index.html"), "<!doctype html><title>bench</title>");
  const telegram = await fakeTelegram();
  const env = {
    PATH: process.env.PATH,
    HOST: "127.0.0.1",
    PORT: String(PORT),
    SITE_URL: "http://127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: noBuild,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
    TELEGRAM_BOT_TOKEN: values["no-outbox"] ? "" : "123:bench",
    TELEGRAM_CHAT_ID: values["no-outbox"] ? "" : "42",
    TELEGRAM_API_BASE: telegram.base,
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  };
  const started = performance.now();
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((r) => child.on("exit", r));
  const origin = `http://127.0.0.1:${PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited before it was ready");
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const store = DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
  console.log(`Server ready in ${Math.round(performance.now() - started)} ms (${store})`);
  const idle = memoryOf(child.pid!);

  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  /** Built before the clock starts, so the burst costs this process only the sending. */
  const prepare = (i: number) => {
    const body = Buffer.from(
      JSON.stringify({
        id: crypto.randomUUID(),
        name: `Bench Visitor ${i}`,
        email: `visitor${i}@example.com`,
        phone: "+31 6 1234 5678",
        message: "Benchmark message: we would like a new website with five pages.",
        startedAt: Date.now() - 15_000,
      }),
    );
    return {
      body,
      headers: {
        "content-type": "application/json",
        "content-length": String(body.length),
        // 10.x.y.z: a distinct visitor address per request.
        "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
    };
  };
  const target = { host: "127.0.0.1", port: PORT, path: "/api/contact", method: "POST", agent };
  const post = ({ body, headers }: ReturnType<typeof prepare>) => {
    return new Promise<number>((resolve, reject) => {
      const req = request({ ...target, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  };
  // Warm-up outside the measurement (JIT, query plans), then let the outbox catch up.
  await Promise.all(Array.from({ length: 50 }, (_, i) => post(prepare(1_000_000 + i))));
  const prepared = Array.from({ length: TOTAL }, (_, i) => prepare(i));
  while (!values["no-outbox"] && telegram.delivered.length < 50)
    await new Promise((r) => setTimeout(r, 50));

  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const cpu0 = cpuSecondsOf(child.pid!);
  const client0 = clientCpuMs();
  const t0 = performance.now();
  const deliveredBefore = telegram.delivered.length;
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(child.pid!).rssMb);
  }, 200);
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < TOTAL; i++) {
    const due = t0 + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      post(prepared[i]!).then(
        (status) => {
          latencies.push(performance.now() - due);
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
        (error: Error) => {
          latencies.push(performance.now() - due);
          statuses[error.message] = (statuses[error.message] ?? 0) + 1;
        },
      ),
    );
  }
  const sentIn = (performance.now() - t0) / 1000;
  await Promise.all(inFlight);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuSecondsOf(child.pid!) - cpu0;
  const clientCpu = (clientCpuMs() - client0) / 1000;
  const duringBurst = telegram.delivered.filter((t) => t <= t0 + seconds * 1000).length;
  clearInterval(sampler);
  const afterBurst = memoryOf(child.pid!);

  // Let the outbox finish (each send is a round trip to the fake; Telegram itself allows far less).
  const drainStart = performance.now();
  const drainCpu0 = cpuSecondsOf(child.pid!);
  const deliveredAtDrain = telegram.delivered.length;
  const expected = TOTAL + 50;
  while (
    !values["no-outbox"] &&
    telegram.delivered.length < expected &&
    performance.now() - drainStart < 120_000
  )
    await new Promise((r) => setTimeout(r, 100));
  const drainCpu = cpuSecondsOf(child.pid!) - drainCpu0;
  const drainDeliveries = telegram.delivered.length - deliveredAtDrain;
  const lastDelivery = telegram.delivered.at(-1) ?? t0;
  child.kill("SIGTERM");
  const code = await exited;
  agent.destroy();

  const db = await openDb(loadConfig({ DATA_DIR: dataDir, DATABASE_URL }), { migrate: false });
  const stored = (await db.db.select({ n: count() }).from(leads))[0]?.n ?? 0;
  const sent =
    (await db.db.select({ n: count() }).from(deliveries).where(eq(deliveries.status, "sent")))[0]
      ?.n ?? 0;
  await db.close();
  await scratch?.drop();
  await telegram.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const accepted = statuses[200] ?? 0;
  console.log(`POST /api/contact, ${RATE} req/s for ${SECONDS} s (${TOTAL} requests), ${store}`);
  console.log(
    `  throughput: ${(TOTAL / seconds).toFixed(0)} req/s answered (sent in ${sentIn.toFixed(2)} s, all answered in ${seconds.toFixed(2)} s)`,
  );
  console.log(
    `  latency:    p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}`,
  );
  console.log(
    `  statuses:   ${Object.entries(statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")}`,
  );
  console.log(`  stored:     ${stored - 50} of ${accepted} accepted (+50 warm-up)`);
  const all = telegram.delivered.length - 50;
  if (values["no-outbox"]) console.log("  delivered:  (outbox off)");
  else
    console.log(
      `  delivered:  ${duringBurst - deliveredBefore} during the burst, ${all === TOTAL ? "all" : "only"} ${all} by ${Math.max(0, (lastDelivery - t0) / 1000 - seconds).toFixed(1)} s after the last answer; ${sent - 50} marked sent`,
    );
  console.log(
    `  memory:     RSS ${idle.rssMb.toFixed(0)} MB idle, ${peakRss.toFixed(0)} MB peak during the burst, ${afterBurst.rssMb.toFixed(0)} MB after (high-water ${afterBurst.peakMb.toFixed(0)} MB)`,
  );
  console.log(
    `  server CPU: ${cpu.toFixed(1)} s over the ${seconds.toFixed(1)} s burst (${((cpu / seconds) * 100).toFixed(0)} % of one core), ${((cpu * 1000) / TOTAL).toFixed(2)} ms per request`,
  );
  if (drainDeliveries > 0)
    console.log(
      `  server CPU: ${((drainCpu * 1000) / drainDeliveries).toFixed(2)} ms per delivery after the burst (${drainDeliveries} deliveries)`,
    );
  console.log(
    `  client CPU: ${clientCpu.toFixed(1)} s during the burst (${((clientCpu / seconds) * 100).toFixed(0)} % of one core; this process, fake Telegram included)`,
  );
  console.log(`  server exit code after SIGTERM: ${code}`);
  const ok =
    accepted === TOTAL && stored - 50 === accepted && (values["no-outbox"] || sent === expected);
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
