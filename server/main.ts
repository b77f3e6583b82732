import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import path from "node:path";
import { createApi } from "./api";
import { appDirOf, withFolderDefaults } from "./app-folders";
import { originMismatch } from "./build-origin";
import { ConfigError, loadConfig } from "./config";
import { errorText } from "./error-text";
import { createLogger, type Logger } from "./log";
import { installGracefulShutdown } from "./graceful-shutdown";
import { httpServerOptions } from "./http-limits";
import { createSite } from "./site-app";
import { checkServerBuild } from "./ssr-handler";

/**
 * Every line the server writes is a JSON log line (server/log.ts), start-up and stop included, so
 * an alert on `"level":"error"` also catches a server that cannot start
 * (docs/decisions/336-what-the-operator-sees.md). These are the server's own lines (addresses and
 * folders written out); until the configuration is read, the level is info.
 */
let own: Logger = createLogger("info", undefined, {}, true);
/** Why the server cannot start or stop cleanly: written even at LOG_LEVEL=silent. */
let fatal: Logger = own;

/** Starts the real server: prerendered site + API, on PORT (default 3000). */
async function main() {
  const env = withFolderDefaults(process.env, appDirOf(import.meta.url));
  const config = loadConfig(env);
  own = createLogger(config.logLevel, undefined, {}, true);
  fatal = config.logLevel === "silent" ? createLogger("error", undefined, {}, true) : own;
  const buildDir = path.resolve(env.BUILD_DIR as string);
  await checkServerBuild(buildDir);
  // Served anyway (the pages work), but search engines and shared links would be sent elsewhere.
  const mismatch = originMismatch(path.join(buildDir, "client"), config.siteUrl);
  if (mismatch) own.error(mismatch);
  const api = await createApi(config, { startupLog: own });
  const site = createSite({
    buildDir,
    api: api.app,
    trustForwardedProto: Boolean(config.trustProxy.length > 0),
    siteUrl: config.siteUrl,
  });
  const server = serve(
    {
      fetch: site.app.fetch,
      createServer: site.createServer,
      port: config.port,
      hostname: config.host,
      serverOptions: httpServerOptions(),
    },
    (info) => {
      own.info(`Site and API listening on http://${config.host}:${info.port}`);
    },
  ) as Server;
  // A port that cannot be had (in use, or below 1024 without the right): one clear line, the
  // database closed so that its folder is not left locked, and exit 1, instead of a stack trace.
  server.once("error", (error: NodeJS.ErrnoException) => {
    fatal.error(listenFailure(error, config.host, config.port));
    void Promise.resolve(api.outbox?.stop({ graceMs: 0 }))
      .then(() => api.close())
      .finally(() => process.exit(1));
  });
  installGracefulShutdown({
    server,
    stopOutbox: async (graceMs) => api.outbox?.stop({ graceMs }),
    closeApi: () => api.close(),
    log: (msg, level = "info") => (level === "error" ? fatal.error(msg) : own.info(msg)),
    deadlineMs: config.shutdownDeadlineMs,
  });
}

/** Why the server could not listen, for the operator. */
function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  const where = `${host}:${port}`;
  if (error.code === "EADDRINUSE")
    return `Cannot listen on ${where}: the address is in use (another server is running there; stop it or set PORT)`;
  if (error.code === "EACCES")
    return `Cannot listen on ${where}: permission denied (a port below 1024 needs privileges; set PORT)`;
  return `Cannot listen on ${where}: ${error.message}`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError)
    fatal.error("Invalid server configuration", { problems: error.problems });
  else fatal.error(`Cannot start: ${errorText(error)}`);
  process.exit(1);
});
