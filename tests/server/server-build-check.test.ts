/**
 * The build is checked at start-up: a folder without the built pages (a wrong BUILD_DIR) stops the
 * server with the reason, instead of a 404 on every page behind a healthy health check; and a
 * server part that cannot load (e.g. moved away from the app's node_modules) stops it too, instead
 * of a 500 on every page rendered per request.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkServerBuild } from "../../server/ssr-handler";

function build(serverIndex?: string, pages = true): string {
  const dir = mkdtempSync(path.join(tmpdir(), "build-check-"));
  if (pages) {
    mkdirSync(path.join(dir, "client"));
    writeFileSync(path.join(dir, "client", "index.html"), "<!doctype html>");
  }
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

  it("names the folder when it holds no built pages (a wrong BUILD_DIR, no build yet)", async () => {
    const empty = build(undefined, false);
    await expect(checkServerBuild(empty)).rejects.toThrow(
      new RegExp(`No built site in ${empty}.*npm run build.*BUILD_DIR`),
    );
    const missing = path.join(empty, "not-there");
    await expect(checkServerBuild(missing)).rejects.toThrow(`No built site in ${missing}`);
    // A server part alone is not a site either.
    await expect(checkServerBuild(build('export const ok = "yes";', false))).rejects.toThrow(
      "No built site",
    );
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
