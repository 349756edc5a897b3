// What `npm run bench` and the ratio budget test (tests/integration/bench-ratios.test.ts) both
// measure with: the production server and the bare node:http server (bare-server.mjs) as
// processes, a page's exact bytes as sent, autocannon runs, and the server's CPU time per
// request read from /proc (decision 1042).
import autocannon from "autocannon";
import { Buffer } from "node:buffer";
import { fork, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { URLSearchParams } from "node:url";

/** The pages measured: label and path; the article's path is the first one /blog links to. */
export const PAGE_LABELS = ["home", "blog", "article", "region", "careers", "request care"];
const FALLBACK_ARTICLE = "/blog/five-signs-a-loved-one-could-use-help-at-home";
/** A browser's user agent: without one every request would be a bot's, and no view would be counted. */
export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

export async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The ids of a process and of every process it started (any thread may start one: Litestream's do). */
function processTree(pid) {
  const ids = [];
  const visit = (id) => {
    ids.push(id);
    try {
      for (const task of fs.readdirSync(`/proc/${id}/task`)) {
        for (const child of fs.readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean)) visit(child);
      }
    } catch {
      // Not Linux, or the process is gone.
    }
  };
  visit(pid);
  return ids;
}

/**
 * CPU nanoseconds used so far by a process tree: each thread's schedstat (first field, ns), summed;
 * where a kernel has no schedstat, utime + stime of /proc/<pid>/stat (10 ms ticks). 0 off Linux.
 */
export function cpuNs(pid) {
  let total = 0;
  for (const id of processTree(pid)) {
    try {
      for (const task of fs.readdirSync(`/proc/${id}/task`)) total += Number(fs.readFileSync(`/proc/${id}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      try {
        const stat = fs.readFileSync(`/proc/${id}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        total += (Number(fields[11]) + Number(fields[12])) * 1e7;
      } catch {
        // Not Linux, or the process is gone.
      }
    }
  }
  return total;
}

/**
 * The production server (`node server.js`, the build in BUILD_DIR) on a free port with a fresh
 * database and storage folder. `env`: more settings (the bench passes its own environment and
 * its database or replication settings); the rest are fixed so both callers measure the same.
 */
export async function startProductServer({ pageCache, env = {}, databaseUrl, tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-")) }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const database = databaseUrl ?? path.join(tmp, "bench.db");
  const settings = {
    PATH: process.env.PATH,
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    ...env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: database,
    STORAGE_DIR: path.join(tmp, "storage"),
    SESSION_SECRET: "bench-only-session-secret-0123456789",
    SITE_URL: origin,
    RATE_LIMIT: "off",
    LOG_REQUESTS: "off",
    PAGE_CACHE: pageCache ? "on" : "off",
  };
  const child = spawn(process.execPath, ["server.js"], { env: settings, stdio: ["ignore", "pipe", "inherit"] });
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
  return { origin, pid: child.pid, stop, databaseUrl: database, settings, tmp };
}

/** One GET on its own connection, its body as sent (not decoded): status, headers, bytes. */
export function capture(origin, urlPath, encoding, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(urlPath, origin), { headers: { "accept-encoding": encoding, "user-agent": BROWSER, ...headers }, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** The six pages of the bench and the budget test, as [label, path]: the article is the first /blog lists. */
export async function benchPages(origin) {
  const blog = await capture(origin, "/blog", "identity");
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(String(blog.body))?.[1] ?? FALLBACK_ARTICLE;
  const paths = ["/", "/blog", article, "/location/peel-region", "/careers", "/request-care"];
  return PAGE_LABELS.map((label, index) => [label, paths[index]]);
}

/**
 * The bare node:http server in a process of its own, answering each page's bytes as captured:
 * `pages` is [{ path, headers: { "content-type", "content-encoding"? }, body }].
 */
export async function startBareServer(pages) {
  const child = fork(path.join(import.meta.dirname, "bare-server.mjs"), [], { serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const port = await new Promise((resolve, reject) => {
    child.once("message", (message) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.send({ pages });
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** What the bare server answers for a page: the product's own bytes and content headers, for the same Accept-Encoding. */
export async function bareCopyOf(origin, urlPath, encoding) {
  const answer = await capture(origin, urlPath, encoding);
  const headers = { "content-type": answer.headers["content-type"] };
  if (answer.headers["content-encoding"]) headers["content-encoding"] = answer.headers["content-encoding"];
  return { path: urlPath, status: answer.status, headers, body: answer.body };
}

/**
 * One autocannon run against `url`, with the CPU the process `pid` used meanwhile.
 * `duration` (s) or `amount` (requests). Returns req/s, latencies (ms), errors (with any
 * answer but 2xx, or but 3xx when `redirect`), requests answered and CPU µs per request.
 */
export async function run(url, { pid, connections, duration, amount, encoding = "gzip", userAgent = BROWSER, redirect = false, form }) {
  const request = form
    ? { method: "POST", body: new URLSearchParams(form).toString(), headers: { "accept-encoding": encoding, "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin } }
    : { headers: { "accept-encoding": encoding, "user-agent": userAgent } };
  const before = pid ? cpuNs(pid) : 0;
  const result = await autocannon({ url, connections, ...(amount ? { amount } : { duration }), ...request });
  const cpu = pid ? cpuNs(pid) - before : 0;
  const wrong = redirect ? result["1xx"] + result["2xx"] + result["4xx"] + result["5xx"] : result.non2xx;
  const answered = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + wrong,
    requests: answered,
    cpuUs: answered > 0 ? cpu / 1000 / answered : NaN,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * `amount` GETs of `url` over `connections` kept-alive connections, each connection sending its
 * next request when the last is answered, with the CPU µs per request the process `pid` used.
 * The budget test's driver: autocannon's runs end on its one-second sampling tick, too coarse for
 * runs of a fraction of a second.
 */
export async function drive(url, { pid, connections, amount, encoding = "gzip" }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const headers = { "accept-encoding": encoding, "user-agent": BROWSER };
  let left = amount;
  let failed = 0;
  const one = () =>
    new Promise((resolve, reject) => {
      const request = http.get(url, { agent, headers }, (response) => {
        if (response.statusCode !== 200) failed++;
        response.resume();
        response.on("end", resolve);
        response.on("error", reject);
      });
      request.on("error", reject);
    });
  const before = cpuNs(pid);
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (left > 0) {
        left--;
        await one();
      }
    }),
  );
  const cpuUs = (cpuNs(pid) - before) / 1000 / amount;
  agent.destroy();
  if (failed > 0) throw new Error(`${url}: ${failed} of ${amount} answers were not 200`);
  return cpuUs;
}

/** A ratio may fall this far below its baseline before the budget test fails. */
export const RATIO_TOLERANCE = 0.2;
/**
 * The budget test's runs: one connection, a request at a time, so that each answer costs the
 * same reads and writes (with more, how many requests one wake-up finds varies from run to run).
 */
const RATIO_RUN = { connections: 1, encoding: "gzip" };
/** Requests per run, each a fraction of a second: a render costs milliseconds, a kept page or the bare answer far less, which a short run measures unevenly. */
const RATIO_AMOUNT = { cached: 300, cacheOff: 8, bare: 300 };
/** Warm-up requests per page: a kept page's cost kept falling for the first two or three thousand requests. */
const WARM_UP = { cached: 500, cacheOff: 24, bare: 300 };

/**
 * The ratios of the budget test and its baseline: for each page and mode (cached, cache off),
 * bare CPU per request over the product's, each side's least over `rounds` alternating rounds
 * (product then bare, then bare then product, ...), each mode a product server and a bare server
 * of its bytes. `only`: the pages to measure, by mode ({ cached: ["home"] }); all when not given.
 * `log` gets a line per mode as it ends.
 * @param {{ rounds?: number, only?: Record<string, string[]>, log?: (line: string) => void }} [options]
 * @returns {Promise<{ rounds: number, ratios: Record<string, Record<string, number>>, spread: Record<string, Record<string, number[]>>, cpuUs: Record<string, Record<string, { product: number, bare: number }>> }>}
 */
export async function measureRatios({ rounds = 7, only, log = () => {} } = {}) {
  const modes = [
    ["cached", true],
    ["cacheOff", false],
  ].filter(([mode]) => !only || only[mode]?.length);
  const servers = [];
  const bare = [];
  const result = { rounds, ratios: {}, spread: {}, cpuUs: {} };
  const measureMode = async ([mode, pageCache], index) => {
    const server = (servers[index] = await startProductServer({ pageCache, env: { PAGE_VIEW_COUNTING: "on" } }));
    const pages = await benchPages(server.origin);
    // The warm-up (cached, each page gets kept): until V8 has compiled the hot paths, a request costs more.
    for (const [, urlPath] of pages) await drive(`${server.origin}${urlPath}`, { ...RATIO_RUN, amount: WARM_UP[mode], pid: server.pid });
    const copies = [];
    for (const [, urlPath] of pages) copies.push(await bareCopyOf(server.origin, urlPath, RATIO_RUN.encoding));
    const yardstick = (bare[index] = await startBareServer(copies));
    for (const [, urlPath] of pages) await drive(`${yardstick.origin}${urlPath}`, { ...RATIO_RUN, amount: WARM_UP.bare, pid: yardstick.pid });
    result.ratios[mode] = {};
    result.spread[mode] = {};
    result.cpuUs[mode] = {};
    for (const [label, urlPath] of pages.filter(([label]) => !only || only[mode].includes(label))) {
      const productRun = () => drive(`${server.origin}${urlPath}`, { ...RATIO_RUN, amount: RATIO_AMOUNT[mode], pid: server.pid });
      const bareRun = () => drive(`${yardstick.origin}${urlPath}`, { ...RATIO_RUN, amount: RATIO_AMOUNT.bare, pid: yardstick.pid });
      const runs = { product: [], bare: [] };
      // This page's own warm-up: the first run after another page's costs more.
      await productRun();
      await bareRun();
      for (let round = 0; round < rounds; round++) {
        if (round % 2 === 0) {
          runs.product.push(await productRun());
          runs.bare.push(await bareRun());
        } else {
          runs.bare.push(await bareRun());
          runs.product.push(await productRun());
        }
      }
      const ratios = runs.product.map((product, round) => runs.bare[round] / product);
      // Each side's least CPU per request: other work on the machine only ever adds to a run's.
      result.ratios[mode][label] = Number((Math.min(...runs.bare) / Math.min(...runs.product)).toFixed(4));
      result.spread[mode][label] = [Math.min(...ratios), Math.max(...ratios)].map((value) => Number(value.toFixed(4)));
      result.cpuUs[mode][label] = { product: Math.round(median(runs.product)), bare: Math.round(median(runs.bare)) };
    }
    log(`${mode}: ${Object.entries(result.ratios[mode]).map(([label, ratio]) => `${label} ${ratio}`).join(", ")}`);
  };
  try {
    // One mode after the other: side by side, each server's CPU per request rose with the other's load.
    for (const [index, mode] of modes.entries()) await measureMode(mode, index);
    return result;
  } finally {
    await Promise.all([...servers, ...bare].map((server) => server?.stop()));
  }
}
