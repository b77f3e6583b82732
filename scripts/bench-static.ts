/**
 * npm run bench:static -- [--seconds 10] [--connections 20] [--rounds 2] [--nginx-workers 1|auto]
 * Our server against nginx on the same built files, in the same run: prerendered pages and small
 * hashed assets, gzip accepted, 20 connections (autocannon). nginx serves build/client with
 * gzip_static (the precompressed .gz copies), ETags and open_file_cache, as a static host would.
 * Needs a build (`npm run build`) and nginx (`apt-get install -y nginx`). Targets: pages at
 * >= 0.75x nginx's requests per second, small assets at >= 0.2x. Writes bench-results/static.md.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    rounds: { type: "string", default: "2" },
    port: { type: "string", default: process.env.BENCH_STATIC_PORT ?? "3330" },
    "nginx-workers": { type: "string", default: "1" },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const NGINX_PORT = Number(values.port);
const OUR_PORT = NGINX_PORT + 1;
const CLIENT = path.resolve("build/client");
const TARGETS = { pages: 0.75, assets: 0.2 };

const PAGES = ["/en", "/nl", "/ua", "/fr", "/en/portfolio", "/nl/tandarts", "/en/privacy"];

/** Hashed scripts and styles under 8 KB that have a .gz copy (what a page loads besides the big chunks). */
function smallAssets(): string[] {
  return readdirSync(path.join(CLIENT, "assets"))
    .filter((f) => /\.(js|css)$/.test(f) && existsSync(path.join(CLIENT, "assets", `${f}.gz`)))
    .filter((f) => statSync(path.join(CLIENT, "assets", f)).size <= 8 * 1024)
    .slice(0, 8)
    .map((f) => `/assets/${f}`);
}

function nginxConfig(dir: string): string {
  return `worker_processes ${values["nginx-workers"]};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  open_file_cache max=1000 inactive=60s;
  gzip_static on;
  gzip_vary on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${CLIENT};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

async function waitForPort(url: string, child: ChildProcess, name: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start on ${url}`);
}

async function load(port: number, paths: string[]): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`port ${port}: ${bad} failed requests of ${result.requests.total}`);
  return result.requests.average;
}

async function checkSame(paths: string[]) {
  for (const p of paths) {
    const get = (port: number) =>
      fetch(`http://127.0.0.1:${port}${p}`, { headers: { "accept-encoding": "gzip" } });
    const [a, b] = await Promise.all([get(NGINX_PORT), get(OUR_PORT)]);
    const [ta, tb] = await Promise.all([a.text(), b.text()]);
    if (a.status !== 200 || b.status !== 200 || ta !== tb)
      throw new Error(`${p}: nginx and our server answer differently (${a.status}/${b.status})`);
  }
}

async function main() {
  if (!existsSync(path.join(CLIENT, "en", "index.html")))
    throw new Error("No build: run npm run build first.");
  const dir = mkdtempSync(path.join(tmpdir(), "bench-static-"));
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, d));
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir));
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM"));
  process.on("exit", stop);
  try {
    const nginx = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], {
      stdio: "inherit",
    });
    children.push(nginx);
    // The compiled server as `npm run serve` runs it (written by `npm run build`).
    const entry = existsSync("dist/server/main.js")
      ? ["dist/server/main.js"]
      : ["--import", "tsx", "server/main.ts"];
    const ours = spawn(process.execPath, entry, {
      stdio: "inherit",
      env: {
        ...process.env,
        PORT: String(OUR_PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: "memory://",
        LOG_LEVEL: "warn",
      },
    });
    children.push(ours);
    await waitForPort(`http://127.0.0.1:${NGINX_PORT}/en`, nginx, "nginx");
    await waitForPort(`http://127.0.0.1:${OUR_PORT}/en`, ours, "our server");

    const assets = smallAssets();
    await checkSame([...PAGES, ...assets]);
    const rows: { what: "pages" | "assets"; nginx: number; ours: number }[] = [];
    for (const [what, paths] of [
      ["pages", PAGES],
      ["assets", assets],
    ] as const) {
      await load(OUR_PORT, paths); // warm-up (JIT) outside the measurement
      let best = { nginx: 0, ours: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const n = await load(NGINX_PORT, paths);
        const o = await load(OUR_PORT, paths);
        console.log(
          `${what} round ${round + 1}: nginx ${n.toFixed(0)} req/s, ours ${o.toFixed(0)} req/s`,
        );
        best = { nginx: Math.max(best.nginx, n), ours: Math.max(best.ours, o) };
      }
      rows.push({ what, ...best });
    }
    const lines = [
      `| files | nginx req/s | ours req/s | ratio | target |`,
      `| ----- | ----------- | ---------- | ----- | ------ |`,
      ...rows.map(
        (r) =>
          `| ${r.what} | ${r.nginx.toFixed(0)} | ${r.ours.toFixed(0)} | ${(r.ours / r.nginx).toFixed(2)} | >= ${TARGETS[r.what]} ${r.ours / r.nginx >= TARGETS[r.what] ? "ok" : "MISSED"} |`,
      ),
    ];
    const report = [
      `Static serving, ${new Date().toISOString().slice(0, 16)}Z: ${CONNECTIONS} connections, ${SECONDS} s per run, best of ${ROUNDS}, Accept-Encoding: gzip, nginx worker_processes ${values["nginx-workers"]} (our server is one Node process).`,
      `Pages: ${PAGES.join(" ")}. Assets: ${assets.length} hashed files <= 8 KB.`,
      "",
      ...lines,
      "",
    ].join("\n");
    console.log(`\n${report}`);
    mkdirSync("bench-results", { recursive: true });
    writeFileSync("bench-results/static.md", report);
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
