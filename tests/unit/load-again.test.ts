import { describe, expect, it, vi } from "vitest";
import { failedModuleUrl, importAgain } from "~/lib/load-again";

describe("a failed download tried again (docs/decisions/341-a-failed-download-keeps-the-page.md)", () => {
  it("reads the module's address from the browsers' errors, without a query", () => {
    const url = "http://127.0.0.1:3000/assets/contact-section-BoUavun8.js";
    expect(
      failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    ).toBe(url);
    expect(
      failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}?again=3`)),
    ).toBe(url);
    expect(failedModuleUrl(new TypeError("Importing a module script failed."))).toBeNull();
  });

  it("calls the import again where the error names no address", async () => {
    const load = vi
      .fn<() => Promise<{ ok: true }>>()
      .mockRejectedValueOnce(new TypeError("Importing a module script failed."))
      .mockResolvedValueOnce({ ok: true });
    const again = importAgain(load);
    await expect(again()).rejects.toThrow("Importing a module script failed.");
    await expect(again()).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("once an address failed, no longer calls the import that the browser answers from its memory", async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValue(
        new TypeError("Failed to fetch dynamically imported module: http://127.0.0.1:9/a-1.js"),
      );
    const again = importAgain(load);
    await expect(again()).rejects.toThrow();
    // The fresh address is imported instead (nothing listens on port 9 here: it fails too).
    await expect(again()).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
