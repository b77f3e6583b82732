/**
 * The build and the embedded store default to folders in the app, wherever the server is started
 * from (server/app-folders.ts); folders that are set are kept as given.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { appDirOf, withFolderDefaults } from "../../server/app-folders";

const app = path.resolve("/srv/studio");
const server = pathToFileURL(path.join(app, "dist", "server", "main.js")).href;

describe("the app's folders", () => {
  it("finds the app two levels above the compiled server", () => {
    expect(path.resolve(appDirOf(server))).toBe(app);
  });

  it("puts an unset or blank BUILD_DIR and DATA_DIR in the app, not the working directory", () => {
    for (const unset of [{}, { BUILD_DIR: "", DATA_DIR: "  " }]) {
      const env = withFolderDefaults({ PORT: "4000", ...unset }, app);
      expect(env).toMatchObject({
        PORT: "4000",
        BUILD_DIR: path.join(app, "build"),
        DATA_DIR: path.join(app, "data"),
      });
    }
  });

  it("keeps folders that are set, relative ones included", () => {
    const env = withFolderDefaults(
      { BUILD_DIR: "releases/7/build", DATA_DIR: "/var/lib/studio" },
      app,
    );
    expect(env.BUILD_DIR).toBe("releases/7/build");
    expect(env.DATA_DIR).toBe("/var/lib/studio");
  });
});
