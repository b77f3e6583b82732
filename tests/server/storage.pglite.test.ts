import { afterAll, beforeAll } from "vitest";
import type { Store } from "../../server/store/db";
import { openMemoryStore } from "./helpers/setup";
import { defineStorageSuite } from "./storage-suite";

let store: Store;
beforeAll(async () => {
  store = await openMemoryStore();
});
afterAll(async () => {
  await store.close();
});

// An in-memory PGlite has one connection: "other instances" share it.
defineStorageSuite("PGlite in memory", { store: () => store, openAnother: async () => null });
