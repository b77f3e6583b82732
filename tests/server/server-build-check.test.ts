/**
 * The server part of a build is loaded at start-up: a build that cannot load (e.g. moved away from
 * the app's node_modules) stops the server with the reason, instead of a 500 on every page
 * rendered per request.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkServerBuild } from "../../server/ssr-handler";

function build(serverIndex?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "build-check-"));
  if (serverIndex !== undefined) {
    mkdirSync(path.join(dir, "server"));
    writeFileSync(path.join(dir, "server", "index.js"), serverIndex);
  }
  return dir;
}

describe("checkServerBuild", () => {
  it("accepts a server part that loads, and a build without one", async () => {
    await expect(checkServerBuild(build('export const ok = "yes";'))).resolves.toBeUndefined();
    await expect(checkServerBuild(build())).resolves.toBeUndefined();
  });

  it("names the build and the reason when its server part cannot load", async () => {
    const dir = build('import "a-package-that-is-not-installed";');
    await expect(checkServerBuild(dir)).rejects.toThrow(
      new RegExp(
        `${path.join(dir, "server", "index.js")}.*a-package-that-is-not-installed.*BUILD_DIR`,
      ),
    );
  });
});
