// `npm run bench`: builds if needed, starts the production server on a free
// port with a fresh seeded database, and drives it with autocannon (loopback
// only, bounded duration). Each page is compared with a static baseline: the
// home page's own bytes served as a static file by the same server.
// A measuring tool, not a test: numbers vary with the machine.
import autocannon from "autocannon";
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
  console.log("no build: running npm run build");
  execSync("npm run build", { stdio: "inherit" });
}

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: path.join(tmp, "bench.db"),
    STORAGE_DIR: path.join(tmp, "storage"),
    SESSION_SECRET: "bench-only-session-secret-0123456789",
    SITE_URL: origin,
    RATE_LIMIT: "off",
    LOG_REQUESTS: "off",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  server.stdout.on("data", (chunk) => {
    if (String(chunk).includes("listening on")) resolve();
  });
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});

const baselineDir = path.join(buildDir, "client", "__bench");
const cleanup = () => {
  server.kill("SIGTERM");
  fs.rmSync(baselineDir, { recursive: true, force: true });
  fs.rmSync(tmp, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  cleanup();
  process.exit(130);
});

try {
  // The static baseline: the home page's bytes, as a file.
  const homeHtml = await (await fetch(`${origin}/`)).text();
  fs.mkdirSync(baselineDir, { recursive: true });
  fs.writeFileSync(path.join(baselineDir, "home.html"), homeHtml);

  // One published article: the first post link on /blog, if the blog exists.
  const blogHtml = await (await fetch(`${origin}/blog`)).text();
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blogHtml)?.[1] ?? "/blog/five-signs-a-loved-one-could-use-help-at-home";

  const targets = [
    ["static baseline", "/__bench/home.html"],
    ["home", "/"],
    ["blog", "/blog"],
    ["article", article],
    ["region", "/location/peel-region"],
    ["careers", "/careers"],
  ];

  const rows = [];
  for (const [label, urlPath] of targets) {
    const status = (await fetch(`${origin}${urlPath}`)).status;
    const result = await autocannon({
      url: `${origin}${urlPath}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { "accept-encoding": "gzip, br" },
    });
    rows.push({
      label,
      path: urlPath,
      status,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }

  const baseline = rows[0].rps;
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target, ${origin} (${os.cpus().length} cores, Node ${process.version})\n`);
  const header = ["target", "path", "status", "req/s", "p50 ms", "p99 ms", "vs static", "errors"];
  const lines = rows.map((r) => [
    r.label,
    r.path,
    String(r.status),
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    `${((r.rps / baseline) * 100).toFixed(1)}%`,
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const line of lines) console.log(format(line));
} finally {
  cleanup();
}
