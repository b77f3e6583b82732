/**
 * The storage suite against a real PostgreSQL server started here. Without PostgreSQL binaries
 * the suite is skipped locally but fails in CI.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import { openDb, type Store } from "../../server/store/db";
import { findPostgresBin, startPostgres, type TestPostgres } from "./helpers/postgres";
import { testConfig } from "./helpers/setup";
import { defineStorageSuite } from "./storage-suite";

const bin = findPostgresBin();

if (!bin && !process.env.CI) {
  describe.skip("storage and delivery (PostgreSQL): no PostgreSQL binaries (set PG_BIN)", () => {
    it("needs PostgreSQL's initdb and postgres (PG_BIN, or any version in /usr/lib/postgresql)", () =>
      undefined);
  });
} else {
  let pg: TestPostgres;
  let store: Store;
  const open = () => openDb(testConfig({ DATABASE_URL: pg.url, DATABASE_POOL_MAX: "5" }));
  beforeAll(async () => {
    if (!bin)
      throw new Error("PostgreSQL binaries not found (CI=true): install postgresql or set PG_BIN");
    pg = await startPostgres(bin);
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
    pg?.stop();
  });
  defineStorageSuite("PostgreSQL", { store: () => store, openAnother: open });
}
