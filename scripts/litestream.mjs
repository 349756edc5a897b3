/**
 * Off-site replication of the SQLite database with Litestream (decision 0700):
 * its settings from the environment, the configuration file made from them,
 * the restore of a missing database at start, and the launcher that runs the
 * server under `litestream replicate -exec`. Plain JavaScript: server.js
 * (`npm start`, the Dockerfile, fly.toml) loads it before any build exists,
 * and `npm run db:restore` uses it too.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

export { newAgeKey } from "../app/lib/age.mjs";

const GO_DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;
const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/;
const AGE_RECIPIENT = /^age1[02-9ac-hj-np-z]{58}$/;
const AGE_IDENTITY = /^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/;

/**
 * @typedef {{
 *   database: string,
 *   replicaUrl: string,
 *   replica: { type: "file", path: string } | { type: "s3", bucket: string, path: string, endpoint?: string, region?: string },
 *   recipients: string[],
 *   identities: string[],
 *   syncInterval: string,
 *   snapshotInterval: string,
 *   retention: string,
 *   stateFile: string,
 * }} ReplicationSettings
 */

/** A comma-separated list, blanks dropped. */
function list(value) {
  return (value ?? "").split(",").map((item) => item.trim()).filter(Boolean);
}

/**
 * The replication this environment asks for: null when LITESTREAM_REPLICA_URL
 * is unset or the database is not a SQLite file (PostgreSQL has its
 * provider's backups); `{ problems }` when a setting is wrong.
 * @returns {ReplicationSettings | { problems: string[] } | null}
 */
export function replicationSettings(env = process.env) {
  const replicaUrl = env.LITESTREAM_REPLICA_URL?.trim();
  if (!replicaUrl) return null;
  const databaseUrl = env.DATABASE_URL?.trim() || "storage/app.db";
  if (/^postgres(ql)?:\/\//i.test(databaseUrl) || databaseUrl === ":memory:") return null;
  const database = path.resolve(databaseUrl.replace(/^(sqlite|file):(\/\/)?/, ""));
  const problems = [];
  /** @type {ReplicationSettings["replica"] | undefined} */
  let replica;
  const s3 = S3_URL.exec(replicaUrl);
  if (s3) {
    const endpoint = env.AWS_ENDPOINT_URL_S3?.trim().replace(/\/+$/, "") || undefined;
    const region = env.AWS_REGION?.trim() || (endpoint ? "auto" : undefined);
    replica = { type: "s3", bucket: s3[1], path: (s3[2] ?? "").replace(/^\/+|\/+$/g, ""), endpoint, region };
  } else if (/^file:\/\/\/./.test(replicaUrl)) {
    replica = { type: "file", path: path.resolve(decodeURIComponent(new URL(replicaUrl).pathname)) };
  } else {
    problems.push("LITESTREAM_REPLICA_URL: must be s3://bucket/path or file:///absolute/path");
  }
  if (database.includes("$") || (replica && replica.path.includes("$"))) {
    problems.push("LITESTREAM_REPLICA_URL: the database and replica paths may not contain $ (Litestream expands it)");
  }
  const recipients = list(env.LITESTREAM_AGE_RECIPIENTS);
  const identities = list(env.LITESTREAM_AGE_IDENTITIES);
  if (recipients.some((key) => !AGE_RECIPIENT.test(key))) problems.push("LITESTREAM_AGE_RECIPIENTS: each must be an age public key (age1...); `npm run db:replica-key` makes one");
  if (identities.some((key) => !AGE_IDENTITY.test(key))) problems.push("LITESTREAM_AGE_IDENTITIES: each must be an age secret key (AGE-SECRET-KEY-1...)");
  if (recipients.length && !identities.length) problems.push("LITESTREAM_AGE_IDENTITIES: required with LITESTREAM_AGE_RECIPIENTS (a restore needs the secret key)");
  if (identities.length && !recipients.length) problems.push("LITESTREAM_AGE_RECIPIENTS: required with LITESTREAM_AGE_IDENTITIES (the key the replica is written for)");
  if (env.NODE_ENV === "production" && !recipients.length) {
    problems.push("LITESTREAM_AGE_RECIPIENTS: required when NODE_ENV=production (the replica holds personal data; it leaves the machine encrypted)");
  }
  const durations = {
    syncInterval: env.LITESTREAM_SYNC_INTERVAL?.trim() || "1s",
    snapshotInterval: env.LITESTREAM_SNAPSHOT_INTERVAL?.trim() || "24h",
    retention: env.LITESTREAM_RETENTION?.trim() || "720h",
  };
  for (const [name, value] of Object.entries({ LITESTREAM_SYNC_INTERVAL: durations.syncInterval, LITESTREAM_SNAPSHOT_INTERVAL: durations.snapshotInterval, LITESTREAM_RETENTION: durations.retention })) {
    if (!GO_DURATION.test(value)) problems.push(`${name}: must be a duration such as 1s, 15m or 720h`);
  }
  if (problems.length || !replica) return { problems };
  return { database, replicaUrl, replica, recipients, identities, ...durations, stateFile: replicationStateFile(database) };
}

/** Where the launcher keeps what Litestream last reported (the server's system page reads it). */
export function replicationStateFile(database) {
  return path.join(path.dirname(database), `.${path.basename(database)}-replication.json`);
}

/** The Litestream binary: LITESTREAM_BIN, else the one @flydotio/litestream installed for this platform. */
export function litestreamBinary(env = process.env) {
  if (env.LITESTREAM_BIN) return env.LITESTREAM_BIN;
  const require = createRequire(import.meta.url);
  const name = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    return path.join(path.dirname(require.resolve(`${name}/package.json`)), "litestream");
  } catch {
    throw new Error(`Litestream's binary for ${process.platform}-${process.arch} is not installed (${name}); set LITESTREAM_BIN to a litestream 0.3 binary`);
  }
}

/**
 * Litestream's configuration for these settings, written to a private file
 * in `directory`. Secret keys are not in it: the file names environment
 * variables (LITESTREAM_AGE_IDENTITY_1...) that Litestream expands, and
 * S3 credentials come from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY.
 * @param {ReplicationSettings} settings
 */
export function writeLitestreamConfig(settings, directory) {
  const { replica } = settings;
  const target =
    replica.type === "file"
      ? { type: "file", path: replica.path }
      : {
          type: "s3",
          bucket: replica.bucket,
          path: replica.path,
          ...(replica.region ? { region: replica.region } : {}),
          // A named endpoint (Tigris, MinIO, R2) is reached path-style, as the uploads' store does.
          ...(replica.endpoint ? { endpoint: replica.endpoint, "force-path-style": true } : {}),
        };
  const config = {
    // JSON lines, which the launcher reads (the replication state) as it passes them on.
    logging: { level: "info", type: "json" },
    dbs: [
      {
        path: settings.database,
        // How often the write-ahead log is looked at (1 s by default): with the replica's 1 s sync,
        // a change leaves within about a second instead of two.
        "monitor-interval": "250ms",
        replicas: [
          {
            name: "offsite",
            ...target,
            "sync-interval": settings.syncInterval,
            "snapshot-interval": settings.snapshotInterval,
            retention: settings.retention,
            "retention-check-interval": "1h",
            ...(settings.recipients.length
              ? { age: { recipients: settings.recipients, identities: settings.identities.map((_, i) => `$LITESTREAM_AGE_IDENTITY_${i + 1}`) } }
              : {}),
          },
        ],
      },
    ],
  };
  const file = path.join(directory, "litestream.yml");
  // JSON is YAML: every string quoted and escaped.
  fs.writeFileSync(file, JSON.stringify(config, null, 2), { mode: 0o600 });
  return file;
}

/** The environment Litestream runs with: each secret key in a variable of its own, for the configuration to name. */
export function litestreamEnvironment(settings, env = process.env) {
  const added = Object.fromEntries(settings.identities.map((key, i) => [`LITESTREAM_AGE_IDENTITY_${i + 1}`, key]));
  return { ...env, ...added };
}

/** A private folder for the configuration file, removed at exit. */
export function configDirectory() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "litestream-"));
  process.once("exit", () => fs.rmSync(directory, { recursive: true, force: true }));
  return directory;
}

/** `litestream restore ...`; resolves with its exit code and what it printed. */
export function runLitestream(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(litestreamBinary(env), args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}

/** Atomically replaces a JSON file (a reader never sees half of it). */
function writeJson(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(value), { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/**
 * Brings the database back from the replica when its file is missing (a new
 * machine, a lost volume), before the server applies migrations. Nothing
 * happens when the file exists or the replica has no copy yet; a replica
 * that cannot be read stops the start, so an empty database never becomes
 * the replica's newest copy.
 * @param {ReplicationSettings} settings
 */
export async function restoreIfMissing(settings, configFile, env, log = console.log) {
  if (fs.existsSync(settings.database)) return { outcome: "database present" };
  fs.mkdirSync(path.dirname(settings.database), { recursive: true });
  // A write-ahead log left without its database would be replayed into the restored copy.
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(settings.database + suffix, { force: true });
  const started = Date.now();
  const { code, output } = await runLitestream(["restore", "-config", configFile, "-if-db-not-exists", "-if-replica-exists", settings.database], env);
  if (code !== 0) throw new Error(`could not restore the database from ${settings.replicaUrl}:\n${output}`);
  if (!fs.existsSync(settings.database)) {
    log(`replication: no copy in ${settings.replicaUrl} yet, starting with a new database`);
    return { outcome: "no replica", at: new Date().toISOString() };
  }
  fs.chmodSync(settings.database, 0o600);
  const ms = Date.now() - started;
  log(`replication: restored the database from ${settings.replicaUrl} in ${ms} ms (${fs.statSync(settings.database).size} bytes)`);
  return { outcome: "restored", at: new Date().toISOString(), ms };
}

/**
 * Now as the server tells the time: in test mode (NODE_ENV=test) moved by the
 * offset in TEST_CLOCK_FILE, as app/server/infra/clock.server.ts does, so the
 * times kept below compare with the server's clock (decision 0323).
 */
let lastClockOffset = 0;
function serverNow(env = process.env) {
  let offset = 0;
  if (env.NODE_ENV === "test" && env.TEST_CLOCK_FILE) {
    try {
      // Empty text is a write caught halfway (it empties the file first): the last offset read stands.
      const text = fs.readFileSync(env.TEST_CLOCK_FILE, "utf8").trim();
      if (text && Number.isFinite(Number(text))) lastClockOffset = Number(text);
      offset = lastClockOffset;
    } catch {
      // No file yet: no offset.
    }
  }
  return new Date(Date.now() + offset);
}

/**
 * What Litestream reports (JSON lines on its stdout, which the server's own
 * output shares), kept in the state file the server reads: the last change
 * shipped, the last snapshot, and since when it has been failing (an error
 * after its last success) with the error.
 */
export class ReplicationState {
  /** @param {string} file */
  constructor(file, initial) {
    this.file = file;
    this.state = { pid: process.pid, startedAt: serverNow().toISOString(), lastShippedAt: null, lastSnapshotAt: null, failingSince: null, lastError: null, ...initial };
    this.timer = undefined;
    this.save();
  }

  /** One line of output; true when it was one of Litestream's log lines (the server's start with {"level":). */
  observe(line) {
    if (!line.startsWith('{"time":')) return false;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return false;
    }
    if (!entry || typeof entry.msg !== "string" || typeof entry.level !== "string") return false;
    // When it was seen, by the server's clock (the line was printed a moment ago).
    const at = serverNow().toISOString();
    if (entry.msg === "wal segment written" || entry.msg === "snapshot written") {
      this.state.lastShippedAt = at;
      if (entry.msg === "snapshot written") this.state.lastSnapshotAt = at;
      const recovered = this.state.failingSince !== null;
      this.state.failingSince = null;
      this.schedule(recovered);
    } else if (entry.level === "ERROR" && entry.replica) {
      // A replica's failure (a checkpoint refused while the server writes is the database's, and retried).
      const first = this.state.failingSince === null;
      this.state.failingSince ??= at;
      this.state.lastError = { at, message: String(entry.error ?? entry.msg).slice(0, 500) };
      this.schedule(first);
    }
    return true;
  }

  /** Written at once when the replica starts or stops failing, otherwise at most once a second. */
  schedule(now) {
    if (now) return this.save();
    this.timer ??= setTimeout(() => this.save(), 1_000);
  }

  save() {
    clearTimeout(this.timer);
    this.timer = undefined;
    try {
      writeJson(this.file, this.state);
    } catch (error) {
      console.error(`replication: could not write ${this.file}: ${error.message}`);
    }
  }
}

/** How long Litestream may take to stop after the signal: the server's 20 s, then its last sync. */
const LITESTREAM_STOP_MS = 30_000;

/** Single-quoted for Litestream's -exec, which splits it like a shell. */
function quoted(word) {
  return `'${word.replaceAll("'", `'"'"'`)}'`;
}

/**
 * Runs the server under `litestream replicate -exec`: the database is
 * restored first when missing, Litestream ships every change to the replica
 * (within LITESTREAM_SYNC_INTERVAL), and SIGTERM/SIGINT go to Litestream,
 * which passes them to the server, waits for it to drain and stop, then
 * ships the last changes and exits with the server. This process exits with
 * Litestream's code.
 * @param {ReplicationSettings} settings
 */
export async function runUnderLitestream(settings, serverScript) {
  const configFile = writeLitestreamConfig(settings, configDirectory());
  const env = litestreamEnvironment(settings);
  let restore;
  try {
    restore = await restoreIfMissing(settings, configFile, env);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const state = new ReplicationState(settings.stateFile, { replicaUrl: settings.replicaUrl, restore });
  const command = `${quoted(process.execPath)} ${quoted(serverScript)} --replicated`;
  const child = spawn(litestreamBinary(), ["replicate", "-config", configFile, "-exec", command], {
    stdio: ["inherit", "pipe", "inherit"],
    env: { ...env, REPLICATION_CONFIG_FILE: configFile, REPLICATION_STATE_FILE: settings.stateFile, REPLICATION_LITESTREAM_BIN: litestreamBinary() },
  });
  let stopping;
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
    process.on(signal, () => {
      child.kill(signal);
      // The server stops within 20 s; a Litestream still stuck on a replica that hung (0.3.13 can) is ended.
      stopping ??= setTimeout(() => child.kill("SIGKILL"), LITESTREAM_STOP_MS);
    });
  }
  // Passed on as it comes; only whole lines are looked at. Whoever reads this output going away
  // (EPIPE) must not end the launcher: Litestream and the server would run on without it.
  process.stdout.on("error", () => {});
  let partial = "";
  child.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) state.observe(line);
  });
  child.on("error", (error) => {
    console.error(`could not start litestream: ${error.message}`);
    process.exit(1);
  });
  child.on("exit", (code, signal) => {
    state.save();
    process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
  });
}
