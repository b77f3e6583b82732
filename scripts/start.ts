/** `npm start`: builds the site when there is no build yet, then starts the server. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/client/en/index.html")) {
  console.log("No build found: building the site first (npm run build)...");
  execSync("npm run build", { stdio: "inherit" });
}
await import("../server/main");
