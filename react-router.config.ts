import type { Config } from "@react-router/dev/config";
import { allPrerenderPaths } from "./app/i18n/prerender";

export default {
  appDirectory: "app",
  ssr: false,
  prerender: () => allPrerenderPaths(),
} satisfies Config;
