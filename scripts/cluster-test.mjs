// `npm run test:cluster` (and a stage of `npm test` when PostgreSQL is
// installed): two server processes (the real start command, the production
// build) on one throw-away PostgreSQL and one S3-compatible store (s3rver),
// behind a small round-robin proxy. Mixed traffic runs for a bounded time;
// one instance is killed with SIGKILL mid-run and started again. Then:
// every submission that got a success answer is stored exactly once, every
// resume opens through its signed link from either instance, the rate limit
// held across both, a scheduled post went live once, and a passkey ceremony
// begun on one instance finishes on the other (registration and sign-in),
// once. Prints
// sent / acknowledged / stored / lost / duplicated; exits 1 on any loss,
// duplicate or broken rule. Needs `npm run build` first.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { URLSearchParams } from "node:url";
import pg from "pg";
import S3rver from "s3rver";
import { SoftPasskey } from "../tests/integration/passkey-authenticator.ts";
import { freePort, startThrowawayPostgres } from "./throwaway-postgres.mjs";

const RUN_MS = Number(process.env.CLUSTER_RUN_MS ?? 20_000);
const KILL_AT_MS = RUN_MS * 0.35;
const RESTART_AFTER_MS = 1_500;
const CONTACT_LIMIT = 5; // PUBLIC_FORM_LIMITS.contact: per client IP in 10 minutes
const ADMIN = { email: "cluster-owner@example.com", password: "cluster-password-0123" };
const SECRET = "cluster-test-session-secret-0123456789";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const log = (line) => console.log(`[cluster] ${line}`);

// ------------------------------------------------------------ the instances

function startInstance(name, port, env) {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), `cluster-${name}-`));
  const child = spawn(process.execPath, ["server.js"], {
    env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: "127.0.0.1", STORAGE_DIR: storageDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(signal ?? code)));
  return { name, port, child, exited, output: () => output, alive: true };
}

async function waitListening(instance, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (/listening on http/.test(instance.output())) return;
    if (instance.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${instance.name} did not start:\n${instance.output()}`);
}

// ------------------------------------------------------------ the proxy

/**
 * Round robin over the instances that are up. A connection refused (an
 * instance down) is tried on the other one, as a load balancer's health
 * check would route around it; a request cut off mid-way is not retried:
 * its client sees the failure.
 */
function startProxy(port, instances) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const order = [next++ % instances.length, next % instances.length];
      const attempt = (i) => {
        const target = instances[order[i]];
        const upstream = http.request(
          { host: "127.0.0.1", port: target.port, method: req.method, path: req.url, headers: req.headers, agent: false },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on("error", () => res.destroy());
          },
        );
        upstream.on("error", (error) => {
          if (error.code === "ECONNREFUSED" && i === 0) return attempt(1);
          res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

// ------------------------------------------------------------ a client

function request(port, method, target, { headers = {}, body, clientIp = "192.0.2.1" } = {}) {
  return new Promise((resolve) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: target, headers: { "X-Forwarded-For": clientIp, ...headers }, agent: false },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", () => resolve({ status: 0 }));
      },
    );
    req.setTimeout(15_000, () => req.destroy());
    req.on("error", () => resolve({ status: 0 }));
    req.end(body);
  });
}

async function formBody(fields, file) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new File([file.bytes], file.name, { type: file.type }));
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") };
}

function outcomeOf(answer) {
  const json = /<script[^>]*data-form-outcome[^>]*>([\s\S]*?)<\/script>/.exec(answer.body?.toString("utf8") ?? "")?.[1];
  try {
    return json ? JSON.parse(json) : null;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------ a passkey on two instances

const sessionCookie = (answer) => (answer.headers?.["set-cookie"] ?? []).map((c) => c.split(";")[0]).find((c) => c.startsWith("__session="));

function parseJson(answer) {
  try {
    return JSON.parse(answer.body?.toString("utf8") ?? "");
  } catch {
    return null;
  }
}

/**
 * Adds a passkey with the options from `first` and the answer to `second`,
 * then signs in with it the other way round (options from `second`, answer to
 * `first`), and sends that answer again to `second`: refused. A challenge
 * kept in one process's memory fails the first step. Returns the number of
 * problems.
 */
async function passkeyAcrossInstances(first, second, { origin, host, cookie }) {
  const form = (jar) => ({ Host: host, Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...(jar ? { Cookie: jar } : {}) });
  const post = (instance, target, fields, jar, clientIp) =>
    request(instance.port, "POST", target, { headers: form(jar), body: new URLSearchParams(fields).toString(), clientIp });
  const passkey = new SoftPasskey(origin);
  let problems = 0;
  const check = (ok, what) => {
    if (!ok) problems++;
    log(`passkey: ${what}: ${ok ? "ok" : "FAILED"}`);
    return ok;
  };

  // Registration by the signed-in owner.
  const options = await post(first, "/admin/account/passkeys", { intent: "options", password: ADMIN.password }, cookie, "203.0.113.60");
  const registration = parseJson(options);
  if (!check(options.status === 200 && registration?.ok, `registration options from ${first.name} (${options.status})`)) return problems;
  const withChallenge = sessionCookie(options) ?? cookie;
  const saved = await post(second, "/admin/account/passkeys", { intent: "verify", name: "Cluster key", response: JSON.stringify(passkey.register(registration.options)) }, withChallenge, "203.0.113.60");
  if (!check(saved.status === 200 && parseJson(saved)?.ok === true, `registration answer to ${second.name} (${[saved.status, parseJson(saved)?.error].filter(Boolean).join(" ")})`)) return problems;

  // Sign-in by a browser with no session, the other way round.
  const signInOptions = await post(second, "/admin/login/passkey", { intent: "options" }, "", "203.0.113.61");
  const assertion = parseJson(signInOptions);
  if (!check(signInOptions.status === 200 && assertion?.ok, `sign-in options from ${second.name} (${signInOptions.status})`)) return problems;
  const jar = sessionCookie(signInOptions);
  const fields = { intent: "verify", redirectTo: "/admin", response: JSON.stringify(passkey.authenticate(assertion.options)) };
  const signedIn = await post(first, "/admin/login/passkey", fields, jar, "203.0.113.61");
  const newSession = sessionCookie(signedIn);
  if (!check(signedIn.status === 200 && parseJson(signedIn)?.ok === true && newSession, `sign-in answer to ${first.name} (${[signedIn.status, parseJson(signedIn)?.error].filter(Boolean).join(" ")})`)) return problems;
  const account = await request(second.port, "GET", "/admin/account", { headers: { Host: host, Cookie: newSession }, clientIp: "203.0.113.61" });
  check(account.status === 200, `the passkey's session opens /admin/account on ${second.name} (${account.status})`);

  // The same answer, with the cookie it came with, to the other instance: the challenge was used.
  const replay = await post(second, "/admin/login/passkey", fields, jar, "203.0.113.61");
  check(replay.status === 400 && /already used/.test(parseJson(replay)?.error ?? ""), `the same answer again, to ${second.name}, refused (${replay.status})`);
  return problems;
}

// ------------------------------------------------------------ the run

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("no build: run `npm run build` first");
  const postgres = await startThrowawayPostgres();
  if (postgres.skipped) {
    console.log(`[cluster] skipped: ${postgres.skipped}`);
    return 0;
  }
  const s3dir = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-s3-"));
  const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3dir, configureBuckets: [{ name: "agency", configs: [] }] });
  // S3 has no directories. s3rver keeps objects in folders and removes a folder
  // once its last object is deleted, which races a concurrent upload into the
  // same folder (ENOENT, and s3rver crashes). Deleting leaves folders alone here.
  s3.store.deleteObject = async (bucket, key) => {
    for (const part of ["object", "object.md5", "metadata.json"]) {
      await fs.promises.unlink(s3.store.getResourcePath(bucket, key, part)).catch((error) => {
        if (error.code !== "ENOENT") throw error;
      });
    }
  };
  const { port: s3port } = await s3.run();
  const admin = new pg.Pool({ connectionString: postgres.url, max: 1 });
  await admin.query("create database cluster");
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, "/cluster");
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://localhost:${proxyPort}`;
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "5",
    STORAGE_URL: "s3://agency/site",
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${s3port}`,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    SESSION_SECRET: SECRET,
    SITE_URL: origin,
    TRUST_PROXY: "1",
    RATE_LIMIT: "on",
    // The forms' hourly ceiling for the whole site (200) is not what this load checks: a fast
    // machine sends more than 200 of one form within the clock hour, and the burst then meets it.
    FORM_CEILING_PER_HOUR: "1000000",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_REQUESTS: "off",
  };
  const instances = [startInstance("A", portA, env), startInstance("B", portB, env)];
  const stopAll = async () => {
    for (const instance of instances) instance.child.kill("SIGKILL");
    await Promise.all(instances.map((instance) => instance.exited));
  };
  let proxy;
  try {
    // Both start at once on the empty database: migrations and seeding must not collide.
    await Promise.all(instances.map((instance) => waitListening(instance)));
    proxy = await startProxy(proxyPort, instances);
    log(`instances on ${portA} and ${portB}, proxy on ${proxyPort}, PostgreSQL and s3rver ready`);

    // A post scheduled to go live during the run (seconds precision, straight into the database).
    const dueAt = new Date(Date.now() + KILL_AT_MS + 500).toISOString();
    const scheduled = await db.query(
      `insert into posts (title, slug, content, excerpt, published, published_at, created_at, updated_at)
       values ('Cluster scheduled post', 'cluster-scheduled-post', 'Goes live during the run.', '', 1, $1, $2, $2) returning id`,
      [dueAt, new Date().toISOString()],
    );
    const scheduledId = scheduled.rows[0].id;

    const headers = (type) => ({ Host: `localhost:${proxyPort}`, Origin: origin, "Content-Type": type });
    const sent = { contact: 0, review: 0, job: 0, publish: 0, pages: 0 };
    const acknowledged = { contact: [], review: [], job: [], publish: [] };
    let ipCounter = 0;
    const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

    async function contact(n) {
      sent.contact++;
      const marker = `cluster-contact-${n}`;
      const { body, type } = await formBody({ name: "Ann Client", email: `ann${n}@example.com`, subject: "Care", message: `Please call me. ${marker}`, _js: "1" });
      const answer = await request(proxyPort, "POST", "/contact", { headers: headers(type), body, clientIp: freshIp() });
      if (answer.status === 200 && outcomeOf(answer)?.toast?.variant === "success") acknowledged.contact.push(marker);
    }
    async function review(n) {
      sent.review++;
      const marker = `cluster-review-${n}`;
      const { body, type } = await formBody({ name: "Bo Family", role: "Daughter", rating: "5", content: `Kind and on time. ${marker}`, _js: "1" });
      const answer = await request(proxyPort, "POST", "/testimonials/new", { headers: headers(type), body, clientIp: freshIp() });
      if (answer.status === 200 && outcomeOf(answer)?.toast?.variant === "success") acknowledged.review.push(marker);
    }
    const resumeLinks = [];
    async function job(n) {
      sent.job++;
      const marker = `cluster-job-${n}`;
      const { body, type } = await formBody(
        {
          name: "Cy Nurse",
          email: `cy${n}@example.com`,
          position: "registered-nurse",
          message: `Cover letter ${marker}`,
          // The screening questions every application answers (hiring).
          "region-peel-region": "yes",
          "availability-part-time": "yes",
          start_date: "2099-01-15",
          "language-english": "yes",
          _js: "1",
        },
        { field: "resume", name: `cv-${n}.pdf`, bytes: PDF, type: "application/pdf" },
      );
      const answer = await request(proxyPort, "POST", "/job", { headers: headers(type), body, clientIp: freshIp() });
      const outcome = outcomeOf(answer);
      if (answer.status === 200 && outcome?.toast?.variant === "success") {
        acknowledged.job.push(marker);
        resumeLinks.push(outcome.attachmentUrl);
      }
    }
    let cookie = "";
    async function signIn() {
      const { body, type } = await formBody({ email: ADMIN.email, password: ADMIN.password, redirectTo: "/admin" });
      const answer = await request(proxyPort, "POST", "/admin/login", { headers: headers(type), body, clientIp: "203.0.113.50" });
      const session = (answer.headers?.["set-cookie"] ?? []).map((c) => c.split(";")[0]).find((c) => c.startsWith("__session="));
      if (answer.status !== 302 && answer.status !== 303) throw new Error(`admin sign-in answered ${answer.status}`);
      cookie = session ?? "";
    }
    async function publish(n) {
      sent.publish++;
      const title = `Cluster news ${n}`;
      const { body, type } = await formBody({ title, content: `News number ${n}.`, excerpt: "", category: "Home Care", tags: "", author: "Admin", author_role: "", published: "on", publish_at: "", image_alt: "" });
      const answer = await request(proxyPort, "POST", "/admin/new", { headers: { ...headers(type), Cookie: cookie }, body, clientIp: "203.0.113.50" });
      if ((answer.status === 302 || answer.status === 303) && answer.headers.location?.endsWith("/admin")) acknowledged.publish.push(title);
    }
    async function pageView() {
      sent.pages++;
      const paths = ["/", "/blog", "/careers", "/location/peel-region", "/testimonials", "/blog/five-signs-a-loved-one-could-use-help-at-home"];
      await request(proxyPort, "GET", paths[sent.pages % paths.length], { headers: { Host: `localhost:${proxyPort}` }, clientIp: freshIp() });
    }

    await signIn();
    let failures = 0;
    const started = Date.now();
    let killed = false;
    const chaos = (async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
      const victim = instances[0];
      log(`SIGKILL to instance ${victim.name} at ${Date.now() - started} ms`);
      victim.child.kill("SIGKILL");
      await victim.exited;
      killed = true;
      await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS));
      const again = startInstance(victim.name, victim.port, env);
      instances[0] = again;
      await waitListening(again);
      log(`instance ${victim.name} back at ${Date.now() - started} ms`);
    })();

    // Four workers of mixed traffic until the time is up.
    let counter = 0;
    const worker = async () => {
      while (Date.now() - started < RUN_MS) {
        const n = ++counter;
        const pick = n % 10;
        if (pick < 4) await pageView();
        else if (pick < 6) await contact(n);
        else if (pick < 7) await review(n);
        else if (pick < 9) await job(n);
        else await publish(n);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker(), chaos]);
    if (!killed) throw new Error("the instance was never killed");

    // The rate limit across both: one client, contact budget 5, twelve tries alternating instances.
    let limitedOk = 0;
    let limited429 = 0;
    for (let i = 0; i < CONTACT_LIMIT + 7; i++) {
      const { body, type } = await formBody({ name: "Dee Burst", email: "dee@example.com", subject: "", message: `burst ${i}`, _js: "1" });
      const answer = await request(proxyPort, "POST", "/contact", { headers: headers(type), body, clientIp: "198.51.100.77" });
      if (answer.status === 200 && outcomeOf(answer)?.toast?.variant === "success") limitedOk++;
      if (answer.status === 429) limited429++;
    }

    // A passkey ceremony across instances, each step sent to one instance's own port: the challenge
    // one instance hands out must be known to the other (they share only the database), and used once.
    const passkeyProblems = await passkeyAcrossInstances(instances[0], instances[1], { origin, host: `localhost:${proxyPort}`, cookie });
    failures += passkeyProblems;

    // Give the scheduler its due time, then check everything in the database and the bucket.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const count = async (sqlText, value) => Number((await db.query(sqlText, [value])).rows[0].n);
    const report = [];
    for (const [kind, query] of [
      ["contact", "select count(*) as n from submissions where kind = 'contact' and message like '%' || $1"],
      ["review", "select count(*) as n from testimonials where content like '%' || $1"],
      ["job", "select count(*) as n from submissions where kind = 'job' and message like '%' || $1"],
      ["publish", "select count(*) as n from posts where title = $1"],
    ]) {
      let stored = 0;
      let lost = 0;
      let duplicated = 0;
      for (const marker of acknowledged[kind]) {
        const n = await count(query, marker);
        if (n === 0) lost++;
        if (n > 1) duplicated++;
        stored += Math.min(n, 1);
      }
      failures += lost + duplicated;
      // A run where most requests failed would lose nothing it acknowledged: it must acknowledge most of what it sent.
      if (acknowledged[kind].length < sent[kind] * 0.9) {
        failures++;
        log(`${kind}: only ${acknowledged[kind].length} of ${sent[kind]} acknowledged`);
      }
      report.push({ kind, sent: sent[kind], acknowledged: acknowledged[kind].length, stored, lost, duplicated });
    }
    console.table(report);
    log(`page views sent: ${sent.pages}`);

    // Every resume opens through its signed link, from either instance.
    let resumesOpened = 0;
    for (const link of resumeLinks) {
      for (const instance of instances) {
        const answer = await request(instance.port, "GET", link, { headers: { Host: `localhost:${proxyPort}` } });
        if (answer.status === 200 && answer.body.equals(PDF)) resumesOpened++;
        else {
          failures++;
          log(`resume ${link} from ${instance.name}: ${answer.status}`);
        }
      }
    }
    log(`resumes opened through their signed links: ${resumesOpened} of ${resumeLinks.length * 2} (each from both instances)`);

    const limitHeld = limitedOk === CONTACT_LIMIT && limited429 === 7;
    if (!limitHeld) failures++;
    log(`rate limit across both instances: ${limitedOk} accepted, ${limited429} refused with 429 (expected ${CONTACT_LIMIT} and 7)`);

    const announced = await count("select count(*) as n from audit_log where action = 'post-publish' and target_id = $1", scheduledId);
    if (announced !== 1) failures++;
    const live = await Promise.all(instances.map((instance) => request(instance.port, "GET", "/blog/cluster-scheduled-post", { headers: { Host: `localhost:${proxyPort}` } })));
    if (!live.every((answer) => answer.status === 200)) failures++;
    log(`scheduled post: announced ${announced} time(s); its page answers ${live.map((a) => a.status).join(" / ")} on the two instances`);

    log(failures ? `FAILED: ${failures} problem(s)` : "0 lost, 0 duplicated, every rule held");
    return failures ? 1 : 0;
  } catch (error) {
    console.error(error);
    for (const instance of instances) console.error(`--- ${instance.name} output ---\n${instance.output().slice(-3000)}`);
    return 1;
  } finally {
    proxy?.close();
    await stopAll();
    await db.end().catch(() => {});
    await s3.close().catch(() => {});
    fs.rmSync(s3dir, { recursive: true, force: true });
    postgres.stop();
  }
}

process.exit(await main());
