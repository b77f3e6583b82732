import { describe, expect, test } from "vitest";
import { releaseOf } from "../../app/lib/hydrate-later";

/** Settles every microtask queued so far, several rounds deep, without letting a task run. */
async function microtasks() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function watch(promise: Promise<void>) {
  const state = { released: false };
  void promise.then(() => (state.released = true));
  return state;
}

describe("HydrateLater's release order (docs/decisions/326-hydration-in-parts.md)", () => {
  test("each part is released in a task after the one before it, in the order they asked", async () => {
    const first = watch(releaseOf("first"));
    const second = watch(releaseOf("second"));
    const third = watch(releaseOf("third"));
    await microtasks();
    expect([first.released, second.released, third.released]).toEqual([false, false, false]);
    await nextTask();
    await microtasks();
    expect([first.released, second.released, third.released]).toEqual([true, false, false]);
    await nextTask();
    await microtasks();
    expect([first.released, second.released, third.released]).toEqual([true, true, false]);
    await nextTask();
    await microtasks();
    expect(third.released).toBe(true);
  });

  test("a part asks once: the same name gets the same release", () => {
    expect(releaseOf("again")).toBe(releaseOf("again"));
  });
});
