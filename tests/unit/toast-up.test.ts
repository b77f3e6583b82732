import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The options of each toast sonner was asked for, to call their close callbacks. */
const made: { onDismiss?: () => void; onAutoClose?: () => void }[] = [];
let sonnerFails = false;
vi.mock("sonner", () => {
  const make = (_title: string, options: (typeof made)[number]) => {
    if (sonnerFails) throw new Error("no toaster");
    made.push(options);
  };
  return { toast: { success: make, error: make } };
});

async function gate() {
  vi.resetModules();
  return import("../../app/components/ui/toaster-gate");
}

describe("toastUp: the form's own note waits for its toast (decision 360)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    made.length = 0;
    sonnerFails = false;
  });
  afterEach(() => vi.useRealTimers());

  it("is up from the call until the toast closed and slid away", async () => {
    const { showToast, toastUp } = await gate();
    const shown = showToast("success", "Sent", undefined, "lead-contact");
    expect(toastUp("lead-contact")).toBe(true);
    await shown;
    made[0]!.onAutoClose!();
    expect(toastUp("lead-contact")).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(toastUp("lead-contact")).toBe(false);
  });

  it("is not ended by the close of an earlier toast with the same id", async () => {
    const { showToast, toastUp } = await gate();
    await showToast("error", "Not sent", "Try again", "lead-contact");
    await showToast("success", "Sent", undefined, "lead-contact");
    made[0]!.onDismiss!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(toastUp("lead-contact")).toBe(true);
    made[1]!.onDismiss!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(toastUp("lead-contact")).toBe(false);
  });

  it("ends by itself when the toast never says it closed", async () => {
    const { showToast, toastUp } = await gate();
    await showToast("success", "Sent", undefined, "lead-quote");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(toastUp("lead-quote")).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(toastUp("lead-quote")).toBe(false);
  });

  it("ends at once when the toast cannot be shown", async () => {
    sonnerFails = true;
    const { showToast, toastUp } = await gate();
    await expect(showToast("error", "Not sent", "Try again", "lead-contact")).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(toastUp("lead-contact")).toBe(false);
  });

  it("follows only toasts with an id", async () => {
    const { showToast, toastUp } = await gate();
    await showToast("success", "Saved");
    expect(toastUp("lead-contact")).toBe(false);
  });
});
