import type { Config } from "@react-router/dev/config";
import { allPrerenderPaths } from "./app/i18n/prerender";

/**
 * Every page is prerendered to static HTML; SSR is on as well so the server can render the
 * requests a file cannot answer (a query that changes the page, a form's outcome, an unknown
 * path): docs/decisions/130-ssr-for-dynamic-requests.md. The whole route manifest is inlined in
 * each page ("initial"), as before, so navigating never asks the server for routes.
 */
export default {
  appDirectory: "app",
  ssr: true,
  prerender: () => allPrerenderPaths(),
  routeDiscovery: { mode: "initial" },
} satisfies Config;
