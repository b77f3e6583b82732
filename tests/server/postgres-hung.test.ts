/**
 * A PostgreSQL server that stops answering (hung, or a network that drops packets): a lead's post
 * is answered as failed within the query timeout instead of waiting for the database, health says
 * the store is down, and once the server answers again leads are taken as before
 * (docs/decisions/357-a-hung-database-answers.md). The hang is a TCP proxy in front of a real
 * PostgreSQL that stops passing bytes.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "../../server/api";
import { openDb, type Store } from "../../server/store/db";
import { findPostgresBin, startPostgres, type TestPostgres } from "./helpers/postgres";
import { contactBody, postJson, testConfig } from "./helpers/setup";

const bin = findPostgresBin();
const TIMEOUT_MS = 1000;

/** A proxy to `port` whose connections can be frozen: nothing passes either way until thawed. */
async function startFreezableProxy(port: number) {
  const pairs: [net.Socket, net.Socket][] = [];
  let frozen = false;
  const link = ([a, b]: [net.Socket, net.Socket]) => {
    a.pipe(b);
    b.pipe(a);
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(port, "127.0.0.1");
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.push(pair);
    for (const s of pair) s.on("error", () => undefined);
    if (frozen) for (const s of pair) s.pause();
    else link(pair);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      frozen = true;
      for (const [a, b] of pairs) {
        a.unpipe(b);
        b.unpipe(a);
        a.pause();
        b.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        link(pair);
        for (const s of pair) s.resume();
      }
    },
    close() {
      for (const pair of pairs) for (const s of pair) s.destroy();
      server.close();
    },
  };
}

describe.skipIf(!bin && !process.env.CI)("a PostgreSQL that stops answering", () => {
  let pg: TestPostgres;
  let proxy: Awaited<ReturnType<typeof startFreezableProxy>>;
  let store: Store;
  let api: Api;

  beforeAll(async () => {
    if (!bin) throw new Error("PostgreSQL binaries not found (CI=true): install postgresql");
    pg = await startPostgres(bin);
    proxy = await startFreezableProxy(Number(new URL(pg.url).port));
    const url = new URL(pg.url);
    url.port = String(proxy.port);
    const env = {
      DATABASE_URL: url.toString(),
      DATABASE_TIMEOUT_MS: String(TIMEOUT_MS),
      RATE_LIMIT_ENABLED: "false",
    };
    store = await openDb(testConfig(env));
    api = await createApi(testConfig(env), { db: store, startOutbox: false });
  }, 60_000);

  afterAll(async () => {
    proxy?.thaw();
    await api?.close();
    await store?.close();
    proxy?.close();
    pg?.stop();
  });

  it("answers a lead as not sent within the timeout, and takes leads again once it answers", async () => {
    expect((await postJson(api.app, "/api/contact", contactBody({ name: "Before" }))).status).toBe(
      200,
    );

    proxy.freeze();
    const started = Date.now();
    const during = await postJson(api.app, "/api/contact", contactBody({ name: "During" }));
    const waited = Date.now() - started;
    expect(during.status).toBeGreaterThanOrEqual(500);
    // Answered: not left waiting for the database (the forms' own timeout is 15 s).
    expect(waited).toBeLessThan(TIMEOUT_MS * 4);
    const health = await api.app.request("/api/health");
    expect(health.status).toBe(503);

    proxy.thaw();
    await expect
      .poll(
        async () =>
          (await postJson(api.app, "/api/contact", contactBody({ name: "After" }))).status,
        { timeout: 10_000, interval: 200 },
      )
      .toBe(200);
  }, 30_000);
});
