// `npm run bench`: builds if needed, then measures the production server with autocannon
// (loopback only, bounded duration) against a bare node:http server (scripts/bare-server.mjs,
// a process of its own) answering each page's exact bytes from memory, in the same run, right
// after the page, with the same settings (decision 1042). Modes, each a server start of its own
// with a fresh seeded database: cold (PAGE_CACHE=off: every page rendered), warm (the page cache
// on, decision 0405) and admin (500 job applications and 500 care requests seeded, a signed-in
// owner's dashboard, post list, applications list and care-request queue, one connection,
// sequential). One table shows each page cached and cache off, next to bare Node, with the
// server's CPU per request (/proc). A measuring tool, not a test: numbers vary with the machine;
// the budget test on its ratios is tests/integration/bench-ratios.test.ts.
//   BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default 50), BENCH_ENCODING (gzip |
//   identity | br, default gzip), BENCH_MODES (cold,warm,admin; a mode ending in "-replicated",
//   e.g. warm-replicated, runs the server under Litestream with a file replica, decision 0700,
//   and reports Litestream's CPU), BENCH_DATABASE (sqlite | postgres, default sqlite: postgres
//   runs the server on a throw-away PostgreSQL, scripts/throwaway-postgres.mjs), BENCH_ADMIN_REQUESTS
//   (per admin page, default 40). In the warm mode each page is also asked, in alternating runs,
//   by a crawler's user agent, which the page-view counting (decision 0902) skips at its first
//   rule: the same process, cache and moment, so the ratio of the two is the counting's cost.
//   BENCH_COUNTING=off turns the counting off, BENCH_COUNTING_ROUNDS=0 (or --no-counting-ab)
//   skips that comparison.
//   `npm run bench -- --write-baseline` writes the budget test's baseline instead
//   (tests/budgets/bench-ratios.json): the lowest of BENCH_BASELINE_STARTS server starts
//   (default 3) of BENCH_BASELINE_ROUNDS rounds (default 9) each, every core kept busy beside.
import { execSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { URLSearchParams } from "node:url";
import pg from "pg";
import { BROWSER, bareCopyOf, benchPages, capture, cpuNs, measureRatios, median, run, startBareServer, startProductServer } from "./bench-measure.mjs";
import { newAgeKey } from "./litestream.mjs";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ENCODING = process.env.BENCH_ENCODING ?? "gzip";
const MODES = (process.env.BENCH_MODES ?? "cold,warm,admin").split(",");
const DATABASE = process.env.BENCH_DATABASE ?? "sqlite";
const COUNTING = process.env.BENCH_COUNTING !== "off";
/** The counting's A/B: this many rounds of two short runs; this machine's req/s swings by a third from one run to the next. */
const COUNTING_ROUNDS = process.argv.includes("--no-counting-ab") ? 0 : Number(process.env.BENCH_COUNTING_ROUNDS ?? 8);
const COUNTING_S = Number(process.env.BENCH_COUNTING_SECONDS ?? 2);
const ADMIN_REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 40);
/** The admin section's seed, and its target per page at the server. */
const SEEDED = { applications: 500, careRequests: 500 };
const ADMIN_TARGET_MS = 50;
/** The issue's targets for public pages: cache off at 50 connections, and cached against bare Node. */
const TARGETS = { cacheOffRps: 600, cacheOffP99: 200, cachedOfBare: 0.5 };
/** A crawler: its views are not counted. */
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BASELINE_FILE = path.resolve("tests/budgets/bench-ratios.json");
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

// The budget test's baseline: the test's own measurement, repeated with fresh server starts
// (one start's level differs from the next's more than its rounds do), page by page the lowest,
// with every core kept busy as `npm test`'s other stages keep them while the test runs (under
// load a render's CPU per request grows more than the bare server's).
if (process.argv.includes("--write-baseline")) {
  const rounds = Number(process.env.BENCH_BASELINE_ROUNDS ?? 9);
  const starts = Number(process.env.BENCH_BASELINE_STARTS ?? 3);
  const measured = [];
  const busy = os.cpus().map(() => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
  try {
    for (let start = 0; start < starts; start++) measured.push(await measureRatios({ rounds, log: console.log }));
  } finally {
    for (const child of busy) child.kill();
  }
  const perPage = (read) =>
    Object.fromEntries(Object.entries(measured[0].ratios).map(([mode, pages]) => [mode, Object.fromEntries(Object.keys(pages).map((page) => [page, read(mode, page)]))]));
  const baseline = {
    made: `npm run bench -- --write-baseline: bare over product server CPU per request, per page the lowest of ${starts} server starts of ${rounds} alternating rounds each, every core kept busy beside; ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
    // The lowest start's: one server start differs from the next by up to a quarter with no change of code.
    ratios: perPage((mode, page) => Math.min(...measured.map((one) => one.ratios[mode][page]))),
    cpuUs: perPage((mode, page) => ({
      product: Math.round(median(measured.map((one) => one.cpuUs[mode][page].product))),
      bare: Math.round(median(measured.map((one) => one.cpuUs[mode][page].bare))),
    })),
  };
  fs.mkdirSync(path.dirname(BASELINE_FILE), { recursive: true });
  fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), BASELINE_FILE)}`);
  process.exit(0);
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

/** A server of the bench: a fresh database (SQLite or PostgreSQL) and, when replicated, Litestream with a file replica. */
async function startServer(pageCache, replicated) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const databaseUrl = await freshDatabaseUrl(tmp);
  const key = newAgeKey();
  const replication = replicated
    ? { LITESTREAM_REPLICA_URL: `file://${path.join(tmp, "replica")}`, LITESTREAM_AGE_RECIPIENTS: key.recipient, LITESTREAM_AGE_IDENTITIES: key.identity }
    : {};
  const server = await startProductServer({ pageCache, tmp, databaseUrl, env: { ...process.env, PAGE_VIEW_COUNTING: COUNTING ? "on" : "off", ...replication } });
  return { ...server, cpu: () => cpuOfTree(server.pid) };
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

/** An autocannon run with the bench's settings; `pid`: whose CPU per request to read. */
const load = (url, options = {}) => run(url, { connections: CONNECTIONS, duration: DURATION_S, encoding: ENCODING, ...options });
/** The warm-up before each target's measured run (cached: the page gets kept). */
const WARM_UP_S = Math.min(2, DURATION_S);

/** Page views the server wrote (at shutdown the last batch too): the counting was on. */
async function pageViewsIn(databaseUrl) {
  const { default: Database } = await import("better-sqlite3");
  const database = new Database(databaseUrl, { readonly: true });
  const { views } = database.prepare("SELECT COALESCE(SUM(views), 0) AS views FROM page_views").get();
  database.close();
  return views;
}

/** One GET on a kept-alive connection, timed at the client (loopback: the server's time and little else). */
function timedGet(url, agent, headers) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(share * values.length) - 1)];

/**
 * The admin section: seeds the server's database (scripts/bench-seed.ts: the forms' domain
 * functions, and an owner's session), then asks each admin page ADMIN_REQUESTS times, one at a
 * time on one connection, after five warm-up requests.
 */
async function measureAdmin(server) {
  const seeded = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/bench-seed.ts", String(SEEDED.applications), String(SEEDED.careRequests), server.origin], {
    env: server.settings,
    encoding: "utf8",
  });
  const cookie = /BENCH_COOKIE=(\S+)/.exec(seeded.stdout ?? "")?.[1];
  if (seeded.status !== 0 || !cookie) throw new Error(`the admin section's seed failed:\n${seeded.stdout}${seeded.stderr}`);
  const pages = [
    ["dashboard", "/admin"],
    // The post list is the dashboard's own, filtered by its GET parameters (a bookmarkable view).
    ["post list", "/admin?status=published"],
    ["applications", "/admin/applications"],
    ["care requests", "/admin/care-requests"],
  ];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { cookie, "accept-encoding": ENCODING, "user-agent": BROWSER };
  const rows = [];
  try {
    for (const [label, urlPath] of pages) {
      const url = `${server.origin}${urlPath}`;
      for (let i = 0; i < 5; i++) await timedGet(url, agent, headers);
      const times = [];
      let answer;
      const before = cpuNs(server.pid);
      for (let i = 0; i < ADMIN_REQUESTS; i++) {
        answer = await timedGet(url, agent, headers);
        times.push(answer.ms);
      }
      const cpuMs = (cpuNs(server.pid) - before) / 1e6 / ADMIN_REQUESTS;
      rows.push({ label, path: urlPath, status: answer.status, bytes: answer.bytes, median: median(times), p95: percentile(times, 0.95), cpuMs });
    }
  } finally {
    agent.destroy();
  }
  return rows;
}

/** Per page and variant (a mode's name without cold/warm, e.g. "-replicated"): its cached and cache-off measures. */
const pageRows = new Map();
/** healthz, the redirect and the contact post, per mode. */
const otherRows = [];
const adminRows = [];
const viewsWritten = new Map();
/** Counted over not counted req/s, one per round of the counting's A/B. */
const roundRatios = [];
process.on("SIGINT", () => {
  postgres?.stop?.();
  process.exit(130);
});

for (const mode of MODES) {
  const cached = mode.startsWith("warm");
  const server = await startServer(mode === "admin" || cached, mode.endsWith("-replicated"));
  const compareCounting = mode === "warm" && COUNTING && COUNTING_ROUNDS > 0;
  let bare;
  try {
    if (mode === "admin") {
      adminRows.push(...(await measureAdmin(server)));
      continue;
    }
    const { origin, pid } = server;
    const variant = mode.replace(/^(cold|warm)/, "");
    const pages = await benchPages(origin);
    await addBenchRedirect(server.databaseUrl, pages.find(([label]) => label === "article")[1]);
    // Warmed first, so that the bytes given to the bare server are the ones then measured (a kept page's).
    for (const [, urlPath] of pages) await load(`${origin}${urlPath}`, { duration: WARM_UP_S });
    const copies = [];
    for (const [, urlPath] of pages) copies.push(await bareCopyOf(origin, urlPath, ENCODING));
    bare = await startBareServer(copies);
    for (const [label, urlPath] of pages) {
      const html = (await capture(origin, urlPath, "identity")).body.length;
      const sent = copies.find((copy) => copy.path === urlPath);
      const page = await load(`${origin}${urlPath}`, { pid });
      // Bare Node right after the page, with the same settings and bytes.
      const yardstick = await load(`${bare.origin}${urlPath}`, { pid: bare.pid });
      // The same page, warm, asked by a browser (counted) and a crawler (not counted) in alternating
      // short runs (A B, B A, ...): the counting's cost is their ratio, round by round.
      let counting = null;
      if (compareCounting) {
        const runs = { counted: [], uncounted: [] };
        // The server's own CPU per request too: less swayed than req/s by other work on the machine.
        const cpu = { counted: 0, uncounted: 0 };
        const requests = { counted: 0, uncounted: 0 };
        for (let round = 0; round < COUNTING_ROUNDS; round++) {
          const order = round % 2 === 0 ? ["counted", "uncounted"] : ["uncounted", "counted"];
          for (const which of order) {
            const result = await load(`${origin}${urlPath}`, { pid, userAgent: which === "counted" ? BROWSER : CRAWLER, duration: COUNTING_S });
            cpu[which] += result.cpuUs * result.requests;
            requests[which] += result.requests;
            runs[which].push(result.rps);
          }
          roundRatios.push(runs.counted.at(-1) / runs.uncounted.at(-1));
        }
        const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
        counting = { counted: mean(runs.counted), uncounted: mean(runs.uncounted), cpu: { counted: cpu.counted / requests.counted, uncounted: cpu.uncounted / requests.uncounted } };
      }
      const row = pageRows.get(`${variant} ${label}`) ?? { variant, label, path: urlPath, html, sent: sent.body.length };
      row[cached ? "cached" : "off"] = { ...page, bare: yardstick, status: sent.status, counting };
      pageRows.set(`${variant} ${label}`, row);
    }
    const targets = [
      ["healthz", "/healthz"],
      // An old address answered 301 to the article, from memory, before the page machinery.
      ["redirect", `${BENCH_REDIRECT}?utm_source=bench`],
    ];
    for (const [label, urlPath] of targets) {
      const redirect = label === "redirect";
      const sample = await capture(origin, urlPath, ENCODING);
      await load(`${origin}${urlPath}`, { redirect, duration: WARM_UP_S });
      const result = await load(`${origin}${urlPath}`, { redirect, pid });
      otherRows.push({ mode, label, path: urlPath, status: sample.status, ...result });
    }
    // A form post stores a contact message (and its notification) each time: the database's writes.
    const form = { name: "Bench Visitor", email: "bench@example.com", subject: "Care", message: "Please call me about care for my mother." };
    const sample = await fetch(`${origin}/contact`, { method: "POST", body: new URLSearchParams(form), headers: { origin }, redirect: "manual" });
    const cpuBefore = server.cpu();
    await load(`${origin}/contact`, { redirect: true, form });
    const posts = await load(`${origin}/contact`, { redirect: true, form, pid });
    const cpuAfter = server.cpu();
    const requests = posts.requests * 2;
    const cpu = Object.entries(cpuAfter)
      .map(([name, seconds]) => `${name === "MainThread" ? "node" : name} ${(seconds - (cpuBefore[name] ?? 0)).toFixed(1)} s (${(((seconds - (cpuBefore[name] ?? 0)) / requests) * 1000).toFixed(2)} ms a post)`)
      .join(", ");
    otherRows.push({ mode, label: "contact post", path: "/contact", status: sample.status, ...posts, cpu });
  } finally {
    await bare?.stop();
    const readViews = compareCounting && DATABASE === "sqlite" ? async () => viewsWritten.set(mode, await pageViewsIn(server.databaseUrl)) : undefined;
    await server.stop(readViews);
  }
}

/** A table in Markdown's pipe form. */
function printTable(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const line of lines) console.log(format(line));
}
const whole = (value) => (value === undefined || Number.isNaN(value) ? "" : value.toFixed(0));
const share = (part, of) => (part === undefined || of === undefined ? "" : `${((part / of) * 100).toFixed(0)}%`);
const shortPath = (text) => (text.length > 40 ? `${text.slice(0, 37)}...` : text);

console.log(
  `\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target (after a ${WARM_UP_S} s warm-up), accept-encoding ${ENCODING}; ` +
    `${os.cpus().length} cores, Node ${process.version}, one server process. Bare: a node:http server in its own process answering ` +
    `the page's bytes from memory, measured right after the page in the same server start. CPU: the server's, per request (/proc schedstat).\n`,
);
for (const variant of new Set([...pageRows.values()].map((row) => row.variant))) {
  const rows = [...pageRows.values()].filter((row) => row.variant === variant);
  if (variant) console.log(`${variant.slice(1)}:`);
  printTable(
    ["page", "path", "HTML bytes", `${ENCODING} bytes`, "cached req/s", "bare req/s", "cached / bare", "cache-off req/s", "p99 off ms", "bare req/s", "off / bare", "µs/req cached", "µs/req off", "µs/req bare", "errors"],
    rows.map((r) => [
      r.label,
      shortPath(r.path),
      String(r.html),
      String(r.sent),
      whole(r.cached?.rps),
      whole(r.cached?.bare.rps),
      share(r.cached?.rps, r.cached?.bare.rps),
      whole(r.off?.rps),
      r.off ? String(r.off.p99) : "",
      whole(r.off?.bare.rps),
      share(r.off?.rps, r.off?.bare.rps),
      whole(r.cached?.cpuUs),
      whole(r.off?.cpuUs),
      whole((r.cached ?? r.off).bare.cpuUs),
      String((r.cached?.errors ?? 0) + (r.off?.errors ?? 0) + (r.cached?.bare.errors ?? 0) + (r.off?.bare.errors ?? 0)),
    ]),
  );
  // The issue's targets, page by page: what is not met is named.
  const offMissed = rows.filter((r) => r.off && (r.off.rps < TARGETS.cacheOffRps || r.off.p99 >= TARGETS.cacheOffP99)).map((r) => r.label);
  const cachedMissed = rows.filter((r) => r.cached && r.cached.rps < TARGETS.cachedOfBare * r.cached.bare.rps).map((r) => r.label);
  if (rows.some((r) => r.off)) console.log(`target cache off >= ${TARGETS.cacheOffRps} req/s with p99 < ${TARGETS.cacheOffP99} ms: ${offMissed.length ? `missed by ${offMissed.join(", ")}` : "met by every page"}`);
  if (rows.some((r) => r.cached)) console.log(`target cached >= ${TARGETS.cachedOfBare * 100}% of bare: ${cachedMissed.length ? `missed by ${cachedMissed.join(", ")}` : "met by every page"}`);
  console.log("");
}
if (otherRows.length > 0) {
  printTable(
    ["mode", "target", "path", "status", "req/s", "p50 ms", "p99 ms", "µs/req", "errors"],
    otherRows.map((r) => [r.mode, r.label, shortPath(r.path), String(r.status), whole(r.rps), String(r.p50), String(r.p99), whole(r.cpuUs), String(r.errors)]),
  );
}
// CPU of the server's processes over the two form-post runs (the launcher, Litestream and the server under it when replicated).
for (const row of otherRows.filter((r) => r.cpu)) console.log(`${row.mode}: CPU during the form posts: ${row.cpu}`);
// A redirect's answer next to a page's (decision 0637): warm, the article comes from the page cache.
for (const mode of MODES) {
  const redirect = otherRows.find((r) => r.mode === mode && r.label === "redirect");
  const article = pageRows.get(`${mode.replace(/^(cold|warm)/, "")} article`)?.[mode.startsWith("warm") ? "cached" : "off"];
  if (redirect && article) {
    console.log(`${mode}: redirect ${redirect.rps.toFixed(0)} req/s vs ${mode.startsWith("warm") ? "cached " : ""}article ${article.rps.toFixed(0)} req/s (${((redirect.rps / article.rps) * 100).toFixed(0)}%)`);
  }
}
// The page-view counting's cost on warm pages (decision 0902): counted req/s over not counted, target >= 0.95.
const compared = [...pageRows.values()].filter((r) => r.cached?.counting);
if (compared.length > 0 && roundRatios.length > 0) {
  const counted = compared.reduce((sum, r) => sum + r.cached.counting.counted, 0);
  const notCounted = compared.reduce((sum, r) => sum + r.cached.counting.uncounted, 0);
  console.log(`warm pages counted (a browser) vs not counted (a crawler), one server: ${counted.toFixed(0)} vs ${notCounted.toFixed(0)} req/s summed, ratio ${(counted / notCounted).toFixed(3)} (target >= 0.95)`);
  const cpuOf = (which) => compared.map((r) => `${r.label} ${r.cached.counting.cpu[which].toFixed(0)}`).join(", ");
  console.log(`server CPU per request (µs), counted: ${cpuOf("counted")}; not counted: ${cpuOf("uncounted")}`);
  const sorted = [...roundRatios].sort((a, b) => a - b);
  console.log(`counted / not counted, round by round (${sorted.length} rounds of ${COUNTING_S} s each): median ${median(sorted).toFixed(3)}, from ${sorted[0].toFixed(2)} to ${sorted.at(-1).toFixed(2)}`);
  for (const [mode, views] of viewsWritten) console.log(`${mode}: page views the counting wrote: ${views}`);
}
if (adminRows.length > 0) {
  console.log(`\nadmin pages, a signed-in owner, ${SEEDED.applications} job applications and ${SEEDED.careRequests} care requests seeded; one connection, ${ADMIN_REQUESTS} requests one after another per page:`);
  printTable(
    ["page", "path", "status", `${ENCODING} bytes`, "median ms", "p95 ms", "CPU ms/req", `p95 < ${ADMIN_TARGET_MS} ms`],
    adminRows.map((r) => [r.label, r.path, String(r.status), String(r.bytes), r.median.toFixed(1), r.p95.toFixed(1), r.cpuMs.toFixed(1), r.status === 200 && r.p95 < ADMIN_TARGET_MS ? "met" : "missed"]),
  );
}
postgres?.stop?.();
