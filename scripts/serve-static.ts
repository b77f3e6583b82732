/** Serves the built site without the API (previews while developing): PORT, default 3000. */
import { serve } from "@hono/node-server";
import path from "node:path";
import { createSiteApp } from "../server/site-app";

const port = Number(process.env.PORT ?? 3000);
const app = createSiteApp({ buildDir: path.resolve(process.env.BUILD_DIR ?? "build") });
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () =>
  console.log(`Static preview on http://127.0.0.1:${port}`),
);
