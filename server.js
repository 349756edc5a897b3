// Entry point of `npm start`: builds the app when no build exists, then starts
// the server bundled in build/server (source: server/app.ts).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const SERVER_BUILD = "./build/server/index.js";

if (!existsSync(SERVER_BUILD) || !existsSync("./build/client/assets")) {
  console.log("no build found: running `npm run build` first");
  execSync("npm run build", { stdio: "inherit" });
}

const { start } = await import(SERVER_BUILD);
await start();
