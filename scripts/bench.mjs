// `npm run bench`: builds if needed, then for each mode, cold (PAGE_CACHE=off:
// every page rendered) and warm (the page cache on, decision 0405), starts
// the production server on a free port with a fresh seeded database and
// drives it with autocannon (loopback only, bounded duration). Each page is
// compared with the static file of its own bytes, served by the same server
// with the same encoding. A measuring tool, not a test: numbers vary with
// the machine. BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default 50),
// BENCH_ENCODING (gzip | identity | br, default gzip), BENCH_MODES (cold,warm;
// a mode ending in "-replicated", e.g. warm-replicated, runs the server under
// Litestream with a file replica, decision 0700, and reports Litestream's CPU),
// BENCH_DATABASE (sqlite | postgres, default sqlite: postgres runs the server
// on a throw-away PostgreSQL, scripts/throwaway-postgres.mjs). In the warm mode each page is also
// asked, in alternating runs, by a crawler's user agent, which the page-view counting (decision 0902)
// skips at its first rule: the same process, cache and moment, so the ratio of the two is the
// counting's cost (two server processes, one counting and one not, differed by more than that
// whichever counted). BENCH_COUNTING=off turns the counting off.
import autocannon from "autocannon";
import { Buffer } from "node:buffer";
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { URLSearchParams } from "node:url";
import pg from "pg";
import { newAgeKey } from "./litestream.mjs";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ENCODING = process.env.BENCH_ENCODING ?? "gzip";
const MODES = (process.env.BENCH_MODES ?? "cold,warm").split(",");
const DATABASE = process.env.BENCH_DATABASE ?? "sqlite";
const COUNTING = process.env.BENCH_COUNTING !== "off";
/** The counting's A/B: this many rounds of two short runs; this machine's req/s swings by a third from one run to the next. */
const COUNTING_ROUNDS = Number(process.env.BENCH_COUNTING_ROUNDS ?? 8);
const COUNTING_S = Number(process.env.BENCH_COUNTING_SECONDS ?? 2);
/** A browser's user agent: without one every request would be a bot's, and none would be counted. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
/** A crawler: its views are not counted. */
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
let postgres;

/** A fresh, empty database for one server start: a SQLite file, or a new PostgreSQL database. */
async function freshDatabaseUrl(tmp) {
  if (DATABASE !== "postgres") return path.join(tmp, "bench.db");
  postgres ??= await startThrowawayPostgres();
  if (postgres.skipped) throw new Error(`BENCH_DATABASE=postgres: ${postgres.skipped}`);
  const name = `bench_${path.basename(tmp).replace(/\W/g, "_").toLowerCase()}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return postgres.url.replace(/\/postgres$/, `/${name}`);
}
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
  console.log("no build: running npm run build");
  execSync("npm run build", { stdio: "inherit" });
}

async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** CPU seconds used so far by a process and everything it started (Linux /proc; 0 elsewhere), by program name. */
function cpuOfTree(pid) {
  const byName = {};
  const visit = (id) => {
    try {
      const stat = fs.readFileSync(`/proc/${id}/stat`, "utf8");
      const name = /\((.*)\)/.exec(stat)[1];
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      byName[name] = (byName[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100;
      // Any thread may have started a child (Litestream's do).
      for (const task of fs.readdirSync(`/proc/${id}/task`)) {
        for (const child of fs.readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean)) visit(child);
      }
    } catch {
      // Not Linux, or the process is gone.
    }
  };
  visit(pid);
  return byName;
}

async function startServer(pageCache, replicated) {
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const origin = `http://127.0.0.1:${port}`;
  const databaseUrl = await freshDatabaseUrl(tmp);
  const key = newAgeKey();
  const replication = replicated
    ? { LITESTREAM_REPLICA_URL: `file://${path.join(tmp, "replica")}`, LITESTREAM_AGE_RECIPIENTS: key.recipient, LITESTREAM_AGE_IDENTITIES: key.identity }
    : {};
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: path.join(tmp, "storage"),
      SESSION_SECRET: "bench-only-session-secret-0123456789",
      SITE_URL: origin,
      RATE_LIMIT: "off",
      LOG_REQUESTS: "off",
      PAGE_CACHE: pageCache ? "on" : "off",
      PAGE_VIEW_COUNTING: COUNTING ? "on" : "off",
      ...replication,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("listening on")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  /** `beforeRemoving`: what to read of the stopped server's files. */
  const stop = async (beforeRemoving) => {
    child.kill("SIGTERM");
    // Stopped first: a server under Litestream writes its last changes into tmp as it stops.
    await exited;
    await beforeRemoving?.();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  return { origin, stop, databaseUrl, cpu: () => cpuOfTree(child.pid) };
}

/** The redirect the bench asks for (decision 0637): written straight into the server's database, as a script would. */
const BENCH_REDIRECT = "/old-site/home-care-article";
async function addBenchRedirect(databaseUrl, to) {
  const now = new Date().toISOString();
  const values = [BENCH_REDIRECT, to, 301, "manual", now, now];
  const insert = "insert into redirects (from_path, to_target, status, origin, created_at, updated_at) values";
  if (databaseUrl.startsWith("postgres")) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`${insert} ($1, $2, $3, $4, $5, $6)`, values);
    await client.end();
    return;
  }
  const { default: Database } = await import("better-sqlite3");
  const database = new Database(databaseUrl);
  database.prepare(`${insert} (?, ?, ?, ?, ?, ?)`).run(...values);
  database.close();
}

/** `redirect`: a 3xx is the answer expected, not an error. `form`: a POST of these fields, as a browser without JavaScript sends it. */
async function load(url, { redirect = false, form, userAgent = BROWSER, duration = DURATION_S } = {}) {
  const post = form
    ? { method: "POST", body: new URLSearchParams(form).toString(), headers: { "accept-encoding": ENCODING, "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin } }
    : { headers: { "accept-encoding": ENCODING, "user-agent": userAgent } };
  const result = await autocannon({ url, connections: CONNECTIONS, duration, ...post });
  const wrong = redirect ? result["1xx"] + result["2xx"] + result["4xx"] + result["5xx"] : result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + wrong };
}

const baselineDir = path.join(buildDir, "client", "__bench");
process.on("SIGINT", () => {
  fs.rmSync(baselineDir, { recursive: true, force: true });
  postgres?.stop?.();
  process.exit(130);
});

/** Page views the server wrote (at shutdown the last batch too): the counting was on. */
async function pageViewsIn(databaseUrl) {
  const { default: Database } = await import("better-sqlite3");
  const database = new Database(databaseUrl, { readonly: true });
  const { views } = database.prepare("SELECT COALESCE(SUM(views), 0) AS views FROM page_views").get();
  database.close();
  return views;
}

const rows = [];
const viewsWritten = new Map();
/** Counted over not counted req/s, one per round of the counting's A/B. */
const roundRatios = [];
try {
  for (const mode of MODES) {
    const server = await startServer(mode.startsWith("warm"), mode.endsWith("-replicated"));
    const compareCounting = mode === "warm" && COUNTING;
    try {
      const { origin } = server;
      const blogHtml = await (await fetch(`${origin}/blog`)).text();
      const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blogHtml)?.[1] ?? "/blog/five-signs-a-loved-one-could-use-help-at-home";
      await addBenchRedirect(server.databaseUrl, article);
      const targets = [
        ["home", "/"],
        ["blog", "/blog"],
        ["article", article],
        ["region", "/location/peel-region"],
        ["careers", "/careers"],
        ["healthz", "/healthz"],
        // An old address answered 301 to the article, from memory, before the page machinery.
        ["redirect", `${BENCH_REDIRECT}?utm_source=bench`],
      ];
      fs.mkdirSync(baselineDir, { recursive: true });
      for (const [label, urlPath] of targets) {
        const response = await fetch(`${origin}${urlPath}`, { headers: { "accept-encoding": "identity" }, redirect: "manual" });
        const bytes = Buffer.from(await response.arrayBuffer());
        // The static file of the page's own bytes (the same server, the same encoding asked).
        const file = `${label}.${urlPath === "/healthz" ? "json" : label === "redirect" ? "txt" : "html"}`;
        fs.writeFileSync(path.join(baselineDir, file), bytes);
        const redirect = label === "redirect";
        await load(`${origin}${urlPath}`, { redirect }); // warm-up (and, warm, the page gets kept)
        const page = await load(`${origin}${urlPath}`, { redirect });
        // The same page, warm, asked by a browser (counted) and a crawler (not counted) in alternating
        // short runs (A B, B A, ...): the counting's cost is their ratio, round by round.
        let [countedRps, uncountedRps] = [NaN, NaN];
        let cpuPerRequest = null;
        if (compareCounting && !["healthz", "redirect"].includes(label)) {
          const runs = { counted: [], uncounted: [] };
          // The server's own CPU per request too: less swayed than req/s by other work on the machine.
          const cpu = { counted: 0, uncounted: 0 };
          const requests = { counted: 0, uncounted: 0 };
          const seconds = (target) => Object.values(target.cpu()).reduce((sum, value) => sum + value, 0);
          for (let round = 0; round < COUNTING_ROUNDS; round++) {
            const order = round % 2 === 0 ? ["counted", "uncounted"] : ["uncounted", "counted"];
            for (const which of order) {
              const before = seconds(server);
              const result = await load(`${origin}${urlPath}`, { userAgent: which === "counted" ? BROWSER : CRAWLER, duration: COUNTING_S });
              cpu[which] += seconds(server) - before;
              requests[which] += result.rps * COUNTING_S;
              runs[which].push(result.rps);
            }
            roundRatios.push(runs.counted.at(-1) / runs.uncounted.at(-1));
          }
          const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
          [countedRps, uncountedRps] = [mean(runs.counted), mean(runs.uncounted)];
          cpuPerRequest = { counted: (cpu.counted / requests.counted) * 1e6, uncounted: (cpu.uncounted / requests.uncounted) * 1e6 };
        }
        const staticFile = await load(`${origin}/__bench/${file}`);
        rows.push({ mode, label, path: urlPath, status: response.status, size: bytes.length, ...page, staticRps: staticFile.rps, countedRps, uncountedRps, cpuPerRequest });
      }
      // A form post stores a contact message (and its notification) each time: the database's writes.
      const form = { name: "Bench Visitor", email: "bench@example.com", subject: "Care", message: "Please call me about care for my mother." };
      const sample = await fetch(`${origin}/contact`, { method: "POST", body: new URLSearchParams(form), headers: { origin }, redirect: "manual" });
      const cpuBefore = server.cpu();
      await load(`${origin}/contact`, { redirect: true, form });
      const posts = await load(`${origin}/contact`, { redirect: true, form });
      const cpuAfter = server.cpu();
      const requests = posts.rps * DURATION_S * 2;
      const cpu = Object.entries(cpuAfter)
        .map(([name, seconds]) => `${name === "MainThread" ? "node" : name} ${(seconds - (cpuBefore[name] ?? 0)).toFixed(1)} s (${(((seconds - (cpuBefore[name] ?? 0)) / requests) * 1000).toFixed(2)} ms a post)`)
        .join(", ");
      rows.push({ mode, label: "contact post", path: "/contact", status: sample.status, size: 0, ...posts, staticRps: NaN, cpu });
    } finally {
      const readViews = compareCounting && DATABASE === "sqlite" ? async () => viewsWritten.set(mode, await pageViewsIn(server.databaseUrl)) : undefined;
      await server.stop(readViews);
    }
  }
} finally {
  fs.rmSync(baselineDir, { recursive: true, force: true });
}

console.log(
  `\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target (after a warm-up run), accept-encoding ${ENCODING}; ` +
    `${os.cpus().length} cores, Node ${process.version}, one server process\n`,
);
const header = ["mode", "target", "path", "status", "HTML bytes", "req/s", "p50 ms", "p99 ms", "static req/s", "vs static", "counted req/s", "not counted req/s", "ratio", "errors"];
const lines = rows.map((r) => [
  r.mode,
  r.label,
  r.path.length > 40 ? `${r.path.slice(0, 37)}...` : r.path,
  String(r.status),
  String(r.size),
  r.rps.toFixed(0),
  String(r.p50),
  String(r.p99),
  r.staticRps.toFixed(0),
  `${((r.rps / r.staticRps) * 100).toFixed(0)}%`,
  Number.isNaN(r.uncountedRps ?? NaN) ? "" : r.countedRps.toFixed(0),
  Number.isNaN(r.uncountedRps ?? NaN) ? "" : r.uncountedRps.toFixed(0),
  Number.isNaN(r.uncountedRps ?? NaN) ? "" : (r.countedRps / r.uncountedRps).toFixed(2),
  String(r.errors),
]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log(format(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const line of lines) console.log(format(line));
// CPU of the server's processes over the two form-post runs (the launcher, Litestream and the server under it when replicated).
for (const row of rows.filter((r) => r.cpu)) console.log(`${row.mode}: CPU during the form posts: ${row.cpu}`);
// A redirect's answer next to a page's (decision 0637): warm, the article comes from the page cache.
for (const mode of MODES) {
  const redirect = rows.find((r) => r.mode === mode && r.label === "redirect");
  const article = rows.find((r) => r.mode === mode && r.label === "article");
  if (redirect && article) {
    console.log(`${mode}: redirect ${redirect.rps.toFixed(0)} req/s vs ${mode === "warm" ? "cached " : ""}article ${article.rps.toFixed(0)} req/s (${((redirect.rps / article.rps) * 100).toFixed(0)}%)`);
  }
}
// The page-view counting's cost on warm pages (decision 0902): counted req/s over not counted (four runs each), target >= 0.95.
const compared = rows.filter((r) => !Number.isNaN(r.uncountedRps ?? NaN));
if (compared.length > 0) {
  const counted = compared.reduce((sum, r) => sum + r.countedRps, 0);
  const notCounted = compared.reduce((sum, r) => sum + r.uncountedRps, 0);
  console.log(`warm pages counted (a browser) vs not counted (a crawler), one server: ${counted.toFixed(0)} vs ${notCounted.toFixed(0)} req/s summed, ratio ${(counted / notCounted).toFixed(3)} (target >= 0.95)`);
  const cpuOf = (which) => compared.map((r) => `${r.label} ${r.cpuPerRequest[which].toFixed(0)}`).join(", ");
  console.log(`server CPU per request (µs), counted: ${cpuOf("counted")}; not counted: ${cpuOf("uncounted")}`);
  const sorted = [...roundRatios].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  console.log(`counted / not counted, round by round (${sorted.length} rounds of ${COUNTING_S} s each): median ${median.toFixed(3)}, from ${sorted[0].toFixed(2)} to ${sorted.at(-1).toFixed(2)}`);
  for (const [mode, views] of viewsWritten) console.log(`${mode}: page views the counting wrote: ${views}`);
}
postgres?.stop?.();
