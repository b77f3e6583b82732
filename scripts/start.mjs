/* global process, console, URL */
/**
 * `npm start`: builds the site and the server when either build is missing (npm install has
 * installed the build tools), then runs the compiled server in this process, as `npm run serve`
 * does. Plain JavaScript, so it runs under `node` before anything is compiled.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const SERVER = "dist/server/main.js";
if (!existsSync("build/client/en/index.html") || !existsSync(SERVER)) {
  console.log("No build found: building the site and the server first (npm run build)...");
  execSync("npm run build", { stdio: "inherit" });
}
process.setSourceMapsEnabled(true);
await import(new URL(`../${SERVER}`, import.meta.url).href);
