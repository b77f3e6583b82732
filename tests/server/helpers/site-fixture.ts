/** A small fake build (pages, 404s, hashed assets and images, precompressed copies) and a real server on it. */
import { serve, type ServerType } from "@hono/node-server";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Hono } from "hono";
import type { Site } from "../../../server/site-app";

export const HOME_HTML = `<html lang="en"><h1>Home</h1><script>boot()</script>${"<p>studio</p>".repeat(200)}</html>`;

function write(root: string, rel: string, body: string | Buffer) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** Writes a build directory and returns its path. */
export function makeBuild(): string {
  const build = mkdtempSync(path.join(tmpdir(), "site-build-"));
  const client = path.join(build, "client");
  write(client, "en/index.html", HOME_HTML);
  write(client, "en/index.html.gz", gzipSync(HOME_HTML));
  write(client, "en/index.html.br", brotliCompressSync(HOME_HTML));
  write(client, "nl/404/index.html", '<html lang="nl"><h1>Niet gevonden</h1></html>');
  write(client, "en/404/index.html", '<html lang="en"><h1>Not found</h1></html>');
  write(client, "en/404.data", "404-data");
  write(
    client,
    "ua/конфіденційність/index.html",
    '<html lang="uk"><h1>Конфіденційність</h1></html>',
  );
  write(client, "assets/app-abc123.js", "console.log(1)");
  write(client, "generated/img/portrait-400.8152cde5fb.webp", Buffer.from([1, 2, 3, 4]));
  write(client, "favicon.svg", "<svg/>");
  write(client, "robots.txt", "User-agent: *");
  write(client, "generated/contact-en.vcf", "BEGIN:VCARD\r\nEND:VCARD\r\n");
  write(client, "search/en.json", "[]");
  write(build, "csp-manifest.json", JSON.stringify({ "en/index.html": ["sha256-abc"] }));
  return build;
}

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** A real server: Hono alone, or as in production with the fast path in front (`site`). */
export async function listen(
  app: Hono,
  createServer?: Site["createServer"],
): Promise<{ server: ServerType; port: number }> {
  const server = serve({ fetch: app.fetch, createServer, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A request with the path sent byte for byte (fetch would normalise `/\x` and `..`). */
export function rawRequest(
  port: number,
  rawPath: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: rawPath,
        method: opts.method ?? "GET",
        headers: opts.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}
