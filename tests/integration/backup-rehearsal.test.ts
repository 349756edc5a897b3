/**
 * The disaster rehearsal (decision 0700), through the real start command
 * with a real Litestream: a server with a file replica (uploads in the
 * bucket, STORAGE_URL) takes mixed traffic, is killed with SIGKILL and its
 * folder deleted (database, write-ahead log, Litestream's own files: the
 * volume is lost); a new server on an empty folder with the same replica
 * comes back by itself, with every submission acknowledged more than 2 s
 * before the loss and every resume opening. It prints how many of the last
 * 2 s were lost (the recovery point) and how long the new server took.
 * Then: a restore by hand to a point in time between two known writes; a key
 * rotation; with an S3 replica that stops answering, the owner's warning
 * and its one email, and the one email when it clears; and a new machine
 * restored from that S3 replica.
 */
import SQLite from "better-sqlite3";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { litestreamEnvironment, newAgeKey, replicationSettings, runLitestream, writeLitestreamConfig } from "../../scripts/litestream.mjs";
import { startS3Server } from "./s3-server";
import { send, startServer, tmpRoot, waitForListening, type ServerProcess } from "./server-process-helpers";
import { pdfBytes, SCREENING_ANSWERS } from "./submission-helpers";
import { onPostgres } from "./test-database";

const run = promisify(execFile);
const SECRET = "rehearsal-session-secret-0123456789";
const OWNER = { email: "rehearsal-owner@example.com", password: "rehearsal-password-0123" };
const keyOne = newAgeKey();
const keyTwo = newAgeKey();
const replicaDir = path.join(tmpRoot, "replica");
const running = new Set<ServerProcess>();
let s3: Awaited<ReturnType<typeof startS3Server>>;

/** The environment of a server on `folder` replicating to the file replica (unless `env` says otherwise). */
function serverEnv(folder: string, env: Record<string, string> = {}) {
  return {
    NODE_ENV: "test",
    PORT: "0",
    SESSION_SECRET: SECRET,
    RATE_LIMIT: "off",
    DATABASE_URL: path.join(folder, "app.db"),
    STORAGE_DIR: folder,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    LITESTREAM_REPLICA_URL: `file://${replicaDir}`,
    LITESTREAM_AGE_RECIPIENTS: keyOne.recipient,
    LITESTREAM_AGE_IDENTITIES: keyOne.identity,
    ...s3.env("site"),
    ...env,
  };
}

async function start(folder: string, env: Record<string, string> = {}) {
  const server = startServer(serverEnv(folder, env), { detached: true });
  running.add(server);
  void server.exited.then(() => running.delete(server));
  const port = await waitForListening(server);
  return { server, port, origin: `http://localhost:${port}` };
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  // Its last lines say why when it does not stop cleanly (Litestream's and the server's).
  expect(await server.exited, server.output().slice(-3000)).toBe(0);
}

/** Polls `condition` until it holds or `ms` pass (no sleeping on a guess). */
async function until<T>(what: string, condition: () => T | Promise<T>, ms = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A query on a server's database file, through a connection of its own. */
function query<T>(folder: string, sql: string, ...params: unknown[]): T[] {
  const database = new SQLite(path.join(folder, "app.db"), { readonly: true });
  try {
    return database.prepare(sql).all(...params) as T[];
  } finally {
    database.close();
  }
}

function state(folder: string): { lastShippedAt: string | null; lastSnapshotAt: string | null; failingSince: string | null } {
  try {
    return JSON.parse(fs.readFileSync(path.join(folder, ".app.db-replication.json"), "utf8"));
  } catch {
    return { lastShippedAt: null, lastSnapshotAt: null, failingSince: null };
  }
}

async function form(port: number, target: string, fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }, cookie?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append("resume", new File([file.bytes as BlobPart], file.name, { type: "application/pdf" }));
  const encoded = new Request("http://localhost/", { method: "POST", body });
  return send(port, "POST", target, {
    headers: { Host: `localhost:${port}`, Origin: `http://localhost:${port}`, "Content-Type": encoded.headers.get("content-type")!, ...(cookie ? { Cookie: cookie } : {}) },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function signIn(port: number): Promise<string> {
  const answer = await form(port, "/admin/login", { ...OWNER, redirectTo: "/admin" });
  expect([302, 303]).toContain(answer.status);
  return ([answer.headers["set-cookie"]].flat().filter(Boolean) as string[]).map((cookie) => cookie.split(";")[0]).join("; ");
}

async function contact(port: number, marker: string) {
  const answer = await form(port, "/contact", { name: "Ann Client", email: `${marker}@example.com`, subject: "Care", message: `Please call me about ${marker}.` });
  return answer.status === 302 || answer.status === 303;
}

const outcomeOf = (body: string) => JSON.parse(/<script[^>]*data-form-outcome[^>]*>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? "null") as { attachmentUrl?: string; toast?: { variant: string } } | null;

beforeAll(async () => {
  s3 = await startS3Server("agency");
});

afterAll(async () => {
  // Whatever a failed test left running goes, Litestream and the server under it with it.
  for (const server of running) if (server.child.pid) process.kill(-server.child.pid, "SIGKILL");
  await s3?.close();
});

describe.skipIf(onPostgres)("the disaster rehearsal: Litestream replicates off the machine, a new machine comes back by itself", () => {
  const first = path.join(tmpRoot, "machine-1");
  const second = path.join(tmpRoot, "machine-2");
  let pointInTime = "";

  it("loses nothing acknowledged more than 2 s before the volume is lost, and resumes still open", async () => {
    const { server, port } = await start(first);
    const cookie = await signIn(port);
    // Two known writes with a moment between them, for the restore by hand below.
    expect(await contact(port, "before-the-point")).toBe(true);
    const firstWrite = new Date().toISOString();
    await until("the first known write in the replica", () => (state(first).lastShippedAt ?? "") > firstWrite);
    pointInTime = new Date().toISOString();
    // The replica's times have a resolution of its sync interval (1 s): the second write comes after it.
    await until("a moment past the point", () => Date.now() > new Date(pointInTime).getTime() + 1_100);
    expect(await contact(port, "after-the-point")).toBe(true);

    type Ack = { kind: "contact" | "care" | "job" | "post"; key: string; at: number; resume?: { url: string; bytes: Uint8Array } };
    const acknowledged: Ack[] = [];
    let sent = 0;
    /** One submission of `kind`; recorded once the server has answered that it is stored. */
    const submit = async (kind: Ack["kind"], key: string) => {
      sent++;
      if (kind === "contact") {
        if (await contact(port, `contact-${key}`)) acknowledged.push({ kind, key: `contact-${key}@example.com`, at: Date.now() });
      } else if (kind === "care") {
        const answer = await form(port, "/request-care", {
          relationship: "parent",
          postalCode: "l5b 1m3",
          "service-home-care": "on",
          urgency: "48-hours",
          careAmount: "daily",
          payment: "public",
          language: "en",
          name: "Marie Tremblay",
          email: `care-${key}@example.com`,
          consent: "on",
        });
        if (answer.status === 302 && String(answer.headers.location).includes("/request-care/received")) acknowledged.push({ kind, key: `care-${key}@example.com`, at: Date.now() });
      } else if (kind === "job") {
        const bytes = pdfBytes(key);
        const answer = await form(port, "/job", { ...SCREENING_ANSWERS, name: "Cy Nurse", email: `job-${key}@example.com`, position: "registered-nurse", message: "Cover letter", _js: "1" }, { name: `cv-${key}.pdf`, bytes });
        const outcome = answer.status === 200 ? outcomeOf(answer.body) : null;
        if (outcome?.toast?.variant === "success" && outcome.attachmentUrl) acknowledged.push({ kind, key: `job-${key}@example.com`, at: Date.now(), resume: { url: outcome.attachmentUrl, bytes } });
      } else {
        const title = `Rehearsal news ${key}`;
        const fields = { title, content: `News ${key}.`, excerpt: "", category: "Home Care", tags: "", author: "Admin", author_role: "", published: "on", publish_at: "", image_alt: "" };
        const answer = await form(port, "/admin/new", fields, undefined, cookie);
        if ((answer.status === 302 || answer.status === 303) && String(answer.headers.location).endsWith("/admin")) acknowledged.push({ kind, key: title, at: Date.now() });
      }
    };
    // One of each first, so every kind is in the part that must survive.
    for (const kind of ["contact", "care", "job", "post"] as const) await submit(kind, `first-${kind}`);
    expect(acknowledged.map((ack) => ack.kind)).toEqual(["contact", "care", "job", "post"]);
    let stopped = false;
    const traffic = async (worker: number) => {
      for (let n = 0; !stopped; n++) {
        // A request cut by the kill is never acknowledged.
        await submit((["contact", "care", "job", "post"] as const)[(worker + n) % 4]!, `w${worker}-${n}`).catch(() => {});
      }
    };
    const trafficFrom = Date.now();
    const workers = [0, 1, 2, 3].map((worker) => traffic(worker));
    // Traffic for 3 s, then the machine is lost in the middle of it.
    await until("3 s of traffic", () => Date.now() - trafficFrom > 3_000);
    const lostAt = Date.now();
    process.kill(-server.child.pid!, "SIGKILL");
    await server.exited;
    stopped = true;
    await Promise.all(workers);
    fs.rmSync(first, { recursive: true, force: true });
    expect(fs.existsSync(first)).toBe(false);

    // A new machine: an empty folder, the same replica and bucket.
    const startedAt = Date.now();
    const { server: again, port: newPort } = await start(second);
    const recoveryMs = Date.now() - startedAt;
    expect(again.output()).toMatch(/replication: restored the database from file:\/\//);

    const found = (ack: Ack) => {
      if (ack.kind === "post") return query(second, "select 1 from posts where title = ? and published = 1", ack.key).length === 1;
      if (ack.kind === "care") return query(second, "select 1 from care_requests where email = ?", ack.key).length === 1;
      return query(second, "select 1 from submissions where email = ?", ack.key).length === 1;
    };
    const old = acknowledged.filter((ack) => ack.at < lostAt - 2_000);
    const recent = acknowledged.filter((ack) => ack.at >= lostAt - 2_000);
    const lostRecent = recent.filter((ack) => !found(ack));
    const newestFound = acknowledged.filter(found).reduce((newest, ack) => Math.max(newest, ack.at), 0);
    const oldestLost = lostRecent.reduce((oldest, ack) => Math.min(oldest, ack.at), lostAt);
    console.info(
      `[rehearsal] ${sent} sent, ${acknowledged.length} acknowledged (${["contact", "care", "job", "post"].map((kind) => `${acknowledged.filter((ack) => ack.kind === kind).length} ${kind}`).join(", ")}); ` +
        `older than 2 s: ${old.length}, all found: ${old.every(found)}; last 2 s: ${lostRecent.length} of ${recent.length} lost, the oldest acknowledged ${lostAt - oldestLost} ms before the loss (RPO); ` +
        `newest found acknowledged ${lostAt - newestFound} ms before the loss; new machine serving in ${recoveryMs} ms (RTO, this small database)`,
    );
    expect(old.filter((ack) => !found(ack)).map((ack) => ack.key)).toEqual([]);
    // Every resume acknowledged before then opens from its signed link (the files are in the bucket).
    for (const ack of acknowledged.filter((item) => item.resume && found(item))) {
      const download = await send(newPort, "GET", ack.resume!.url, { headers: { Host: `localhost:${newPort}` } });
      expect(download.status, ack.key).toBe(200);
      expect(download.body, ack.key).toBe(Buffer.from(ack.resume!.bytes).toString("utf8"));
    }
    await stop(again);
  }, 120_000);

  it("restores by hand to a point in time between two known writes, into a separate file", async () => {
    const target = path.join(tmpRoot, "restored.db");
    const settings = { ...serverEnv(second), PATH: process.env.PATH! };
    const { stdout } = await run("node", ["node_modules/.bin/tsx", "scripts/db-restore.ts", "--at", pointInTime, "--to", target], { env: settings });
    expect(stdout).toContain(`restored as of ${pointInTime}`);
    expect(stdout).toContain(`mv ${target} ${path.join(second, "app.db")}`);
    const copy = new SQLite(target, { readonly: true });
    const emails = (copy.prepare("select email from submissions where email like '%-the-point@example.com'").all() as { email: string }[]).map((row) => row.email);
    copy.close();
    expect(emails).toEqual(["before-the-point@example.com"]);
  }, 60_000);

  it("rotates the key: what is written from then on is for the new key; the old one stays needed for what came before", async () => {
    const rotated = { LITESTREAM_AGE_RECIPIENTS: keyTwo.recipient, LITESTREAM_AGE_IDENTITIES: `${keyTwo.identity},${keyOne.identity}` };
    const { server, port } = await start(second, rotated);
    const rotatedAt = new Date().toISOString();
    expect(await contact(port, "after-rotation")).toBe(true);
    await until("the write after the rotation shipped", () => (state(second).lastShippedAt ?? "") > rotatedAt);
    const restoreWith = async (identities: string, file: string) => {
      const settings = replicationSettings({ ...serverEnv(second, rotated), LITESTREAM_AGE_IDENTITIES: identities }) as Exclude<ReturnType<typeof replicationSettings>, null | { problems: string[] }>;
      const config = writeLitestreamConfig(settings, fs.mkdtempSync(path.join(tmpRoot, "config-")));
      const target = path.join(tmpRoot, file);
      const outcome = await runLitestream(["restore", "-config", config, "-o", target, settings.database], litestreamEnvironment(settings));
      return { ...outcome, found: outcome.code === 0 && new SQLite(target, { readonly: true }).prepare("select 1 from submissions where email = 'after-rotation@example.com'").all().length === 1 };
    };
    // The old key alone no longer reads what was written since: a leaked old key does not expose it.
    const oldOnly = await restoreWith(keyOne.identity, "old-key-only.db");
    expect(oldOnly.found, oldOnly.output).toBe(false);
    expect(oldOnly.output).toMatch(/no identity matched/);
    // The copy written before the rotation still needs the old key: both restore everything.
    const newOnly = await restoreWith(keyTwo.identity, "new-key-only.db");
    expect(newOnly.found, newOnly.output).toBe(false);
    expect(newOnly.output).toMatch(/no identity matched/);
    const both = await restoreWith(`${keyTwo.identity},${keyOne.identity}`, "both-keys.db");
    expect(both.found, both.output).toBe(true);
    // The server's own restore check (the system page's button) holds both keys and restores.
    const cookie = await signIn(port);
    const checked = await form(port, "/admin/system", { intent: "restore-check" }, undefined, cookie);
    expect(checked.status).toBe(302);
    const toastCookie = ([checked.headers["set-cookie"]].flat().filter(Boolean) as string[]).map((c) => c.split(";")[0]).join("; ");
    const page = await send(port, "GET", "/admin/system", { headers: { Host: `localhost:${port}`, Cookie: toastCookie || cookie } });
    expect(page.body).toContain("Restore check done");
    expect(page.body).toMatch(/restored [\d.]+ MB in [\d.]+ s, SQLite&#x27;s check ok/);
    await stop(server);
  }, 60_000);

  it("warns the owner once when the replica cannot be reached, and once when it is back", async () => {
    const folder = path.join(tmpRoot, "machine-3");
    const clockFile = path.join(tmpRoot, "clock-offset");
    fs.writeFileSync(clockFile, "0");
    const { server, port } = await start(folder, { LITESTREAM_REPLICA_URL: "s3://agency/backups", TEST_CLOCK_FILE: clockFile });
    await until("the first copy in the bucket", () => state(folder).lastShippedAt);
    // About the backups: a daily job due meanwhile (the restore check while the bucket is away) may warn of itself too.
    const healthEmails = () =>
      query<{ subject: string; to_address: string }>(folder, "select subject, to_address from mail_outbox where kind = 'system-health' and subject like '%Backups%' order by id");
    const healthCheckedAt = (minute: number) => query(folder, "select 1 from job_runs where name = 'health-check' and cast(period as integer) >= ?", minute).length > 0;
    const moveClock = (minutes: number) => {
      fs.writeFileSync(clockFile, String(minutes * 60_000));
      return Math.floor((Date.now() + minutes * 60_000) / 60_000);
    };

    await s3.pause();
    expect(await contact(port, "while-unreachable")).toBe(true);
    await until("Litestream's failure", () => state(folder).failingSince, 30_000);
    // Six minutes later (the test clock) the changes are still waiting: one warning, one email to the owner.
    let minute = moveClock(6);
    await until("the health check at +6 min", () => healthCheckedAt(minute));
    expect(healthEmails()).toEqual([{ subject: expect.stringMatching(/^Warning: Backups are \d+ minutes behind \(the replica cannot be reached/), to_address: OWNER.email }]);
    const cookie = await signIn(port);
    const page = await send(port, "GET", "/admin/system", { headers: { Host: `localhost:${port}`, Cookie: cookie } });
    expect(page.body).toMatch(/Backups are \d+ minutes behind/);
    expect(page.body).toMatch(/Replica reachable<\/dt><dd[^>]*>no, since/);
    expect(page.body).toContain("Resumes and post images are in the bucket (STORAGE_URL)");
    // Checked again a minute later: no second email.
    minute = moveClock(7);
    await until("the health check at +7 min", () => healthCheckedAt(minute));
    expect(healthEmails().map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Warning: Backups/)]);

    await s3.resume();
    expect(await contact(port, "back-again")).toBe(true);
    await until("Litestream shipping again", () => !state(folder).failingSince, 30_000);
    minute = moveClock(8);
    await until("the health check at +8 min", () => healthCheckedAt(minute));
    minute = moveClock(9);
    await until("the health check at +9 min", () => healthCheckedAt(minute));
    expect(healthEmails().map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Warning: Backups/), expect.stringMatching(/^Cleared: Backups/)]);
    await stop(server);
  }, 90_000);

  it("comes back from an S3 replica too (the default deployment); a replica in a bucket that does not exist stops the start", async () => {
    const lost = path.join(tmpRoot, "machine-3");
    fs.rmSync(lost, { recursive: true, force: true });
    const fromBucket = path.join(tmpRoot, "machine-4");
    const { server, port } = await start(fromBucket, { LITESTREAM_REPLICA_URL: "s3://agency/backups" });
    expect(server.output()).toMatch(/replication: restored the database from s3:\/\/agency\/backups/);
    const emails = query<{ email: string }>(fromBucket, "select email from submissions where email in ('while-unreachable@example.com', 'back-again@example.com') order by email");
    expect(emails.map((row) => row.email)).toEqual(["back-again@example.com", "while-unreachable@example.com"]);
    expect((await send(port, "GET", "/healthz", { headers: { Host: `localhost:${port}` } })).status).toBe(200);
    await stop(server);

    // A bucket that is not there is an error, not an empty replica: the server never starts on a new, empty database.
    const mistyped = startServer(serverEnv(path.join(tmpRoot, "machine-5"), { LITESTREAM_REPLICA_URL: "s3://no-such-bucket/backups" }), { detached: true });
    running.add(mistyped);
    void mistyped.exited.then(() => running.delete(mistyped));
    expect(await mistyped.exited).not.toBe(0);
    expect(mistyped.output()).toContain("could not restore the database from s3://no-such-bucket/backups");
    expect(fs.existsSync(path.join(tmpRoot, "machine-5", "app.db"))).toBe(false);
  }, 60_000);
});
