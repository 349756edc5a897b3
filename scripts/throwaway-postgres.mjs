// A PostgreSQL server for the test suite only: a fresh cluster in a
// temporary directory, on a free port, trusted local connections, stopped and
// deleted afterwards. Uses the server binaries of Debian's `postgresql`
// package (or any on PATH). As root (CI) it runs them as the `postgres` user,
// since PostgreSQL refuses to run as root.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function findBinDir() {
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  // The folder of the real binaries (initdb on PATH may be a link), where createdb and pg_ctl sit too.
  if (onPath) return path.dirname(fs.realpathSync(onPath));
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

/** A TCP port nothing listens on right now (the cluster test uses it too). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Starts the server. Resolves to `{ url, stop }`, or to `{ skipped: reason }`
 * when no PostgreSQL is installed here.
 */
export async function startThrowawayPostgres() {
  const bin = findBinDir();
  if (!bin) return { skipped: "no PostgreSQL server binaries (initdb) found; install Debian's postgresql package" };
  const asRoot = process.getuid?.() === 0;
  // runuser lives in an sbin folder, which a PATH made for a non-root user may leave out.
  const runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"].find((file) => fs.existsSync(file)) ?? "runuser";
  const run = (tool, args) => {
    const command = asRoot ? runuser : path.join(bin, tool);
    const fullArgs = asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
    return execFileSync(command, fullArgs, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const data = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "-N"]);
  run("pg_ctl", [
    "-D", data, "-l", path.join(dir, "server.log"), "-w", "start",
    "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
  ]);
  const stop = () => {
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    } catch {
      // Already gone.
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, bin };
}
