import { describe, expect, it } from "vitest";
import { shouldReload } from "../../app/features/recovery/reload-once";

/** docs/decisions/300-failed-navigation-loads-the-page.md */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("a page that failed to load inside the app is reloaded once per address and minute", () => {
  it("reloads the first time, not again for the same address within the minute", () => {
    const store = memoryStore();
    expect(shouldReload("https://x.test/ua", 1_000, store)).toBe(true);
    expect(shouldReload("https://x.test/ua", 30_000, store)).toBe(false);
    expect(shouldReload("https://x.test/ua", 61_001, store)).toBe(true);
  });

  it("reloads another address at once", () => {
    const store = memoryStore();
    expect(shouldReload("https://x.test/ua", 1_000, store)).toBe(true);
    expect(shouldReload("https://x.test/nl", 2_000, store)).toBe(true);
    expect(shouldReload("https://x.test/ua", 3_000, store)).toBe(true);
  });

  it("does not reload without a store to remember it in (no loop can be ruled out)", () => {
    expect(shouldReload("https://x.test/ua", 1_000, null)).toBe(false);
    const broken = {
      getItem: () => "1 https://x.test/nl",
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(shouldReload("https://x.test/ua", 1_000, broken)).toBe(false);
  });
});
