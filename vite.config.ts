import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { siteOrigin } from "./app/lib/site.ts";
import { copySmallModules } from "./build-tools/copy-small-modules.ts";
import { eagerCompileHint } from "./build-tools/eager-compile-hint.ts";
import { leanIcons } from "./build-tools/lean-icons.ts";
import { preactClient } from "./build-tools/preact-client.ts";
import { secondMinify } from "./build-tools/second-minify.ts";
import { shellChunk } from "./build-tools/shell-chunk.ts";
import { shortClassNames } from "./build-tools/short-class-names.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    leanIcons(),
    copySmallModules(),
    preactClient(),
    shellChunk(),
    secondMinify(),
    eagerCompileHint(),
    shortClassNames(),
  ],
  // Bundled into the server build too, so its icons are drawn by the same lean code as the
  // browser's (build-tools/lean-icons.ts).
  ssr: { noExternal: ["lucide-react"] },
  define: { __SITE_URL__: JSON.stringify(siteOrigin(process.env.SITE_URL)) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
