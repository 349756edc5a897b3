// Entry point of `npm start`: builds the app when no build exists, then starts
// the server bundled in the build (source: server/app.ts).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverBuild = path.join(buildDir, "server/index.js");

if (!existsSync(serverBuild) || !existsSync(path.join(buildDir, "client/assets"))) {
  console.log("no build found: running `npm run build` first");
  execSync("npm run build", { stdio: "inherit" });
}

const { start } = await import(pathToFileURL(serverBuild).href);
await start();
