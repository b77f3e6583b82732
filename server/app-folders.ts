/**
 * Where the server finds its build and keeps its embedded store when `BUILD_DIR` and `DATA_DIR` are
 * not set: `build` and `data` in the app's folder, wherever the server is started from. Read from
 * the working directory instead, a supervisor starting it elsewhere would get a server with no
 * pages and a new, empty store, while the leads still waiting for the chat stay in the old one. A
 * relative `BUILD_DIR` or `DATA_DIR` that is set is read from the working directory, as paths
 * usually are (README: Configuration).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The app's folder, from the URL of the compiled server (`dist/server/main.js`: two levels up). */
export const appDirOf = (serverUrl: string): string => fileURLToPath(new URL("../..", serverUrl));

/** The environment with the app folder's defaults for the folders left unset or blank. */
export function withFolderDefaults(env: NodeJS.ProcessEnv, appDir: string): NodeJS.ProcessEnv {
  const blank = (v: string | undefined) => !v?.trim();
  return {
    ...env,
    BUILD_DIR: blank(env.BUILD_DIR) ? path.join(appDir, "build") : env.BUILD_DIR,
    DATA_DIR: blank(env.DATA_DIR) ? path.join(appDir, "data") : env.DATA_DIR,
  };
}
