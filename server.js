// Entry point of `npm start`: builds the app when no build exists, then starts
// the server bundled in the build (source: server/app.ts).
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// The product runs on the Node line of .node-version. `npm start` finds it on
// PATH (npm install brings it when the machine's Node is older); a bare
// `node server.js` with another Node gets a clear word instead of odd errors.
const nodeLine = readFileSync(new URL(".node-version", import.meta.url), "utf8").trim().split(".")[0];
if (process.versions.node.split(".")[0] !== nodeLine) {
  console.error(
    `This server needs Node ${nodeLine} (found ${process.version}). Run it with \`npm start\`, ` +
      `which uses the Node ${nodeLine} that \`npm install\` put in node_modules/.bin.`,
  );
  process.exit(1);
}

// `npm run dev` (`node server.js --dev`): the same Express app as `npm start`
// (gate, guards, headers, client address, start-up), with Vite's development
// server inside it for the sources and hot reload, the way React Router's
// custom-server template does it. Vite's hot-reload socket shares the port.
if (process.argv.includes("--dev")) {
  process.env.NODE_ENV ??= "development";
  const http = await import("node:http");
  const { createServer } = await import("vite");
  const server = http.createServer();
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("./server/app.ts");
  await start({ vite, server });
} else {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const serverBuild = path.join(buildDir, "server/index.js");

  if (!existsSync(serverBuild) || !existsSync(path.join(buildDir, "client/assets"))) {
    console.log("no build found: running `npm run build` first");
    execSync("npm run build", { stdio: "inherit" });
  }

  // With LITESTREAM_REPLICA_URL (and a SQLite database) the server runs under
  // `litestream replicate -exec`, which ships every change off the machine;
  // the database is restored from the replica first when its file is missing.
  // The server itself is this script again, with --replicated (decision 0700).
  const { replicationSettings, runUnderLitestream } = await import("./scripts/litestream.mjs");
  const replication = process.argv.includes("--replicated") ? null : replicationSettings();
  if (replication && "problems" in replication) {
    console.error(`Invalid configuration:\n${replication.problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  } else if (replication) {
    await runUnderLitestream(replication, fileURLToPath(import.meta.url));
  } else {
    const { start } = await import(pathToFileURL(serverBuild).href);
    await start();
  }
}
