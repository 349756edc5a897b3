/**
 * The SQLite database's off-site replica (decision 0700), as this server
 * sees it: server.js runs it under Litestream and keeps what Litestream
 * reports in a state file (scripts/litestream.mjs); this module reads that
 * file, compares it with the local write-ahead log, and restores the replica
 * into a scratch file to prove it can be restored (the daily restore check).
 */
import SQLite from "better-sqlite3";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";

const run = promisify(execFile);

export interface ReplicationStatus {
  replicaUrl: string;
  /** False when the replica is configured but this server was not started under Litestream (npm run dev). */
  running: boolean;
  startedAt: Date | null;
  lastShippedAt: Date | null;
  lastSnapshotAt: Date | null;
  /** Since when every attempt failed (null while the last one succeeded). */
  failingSince: Date | null;
  lastError: { at: Date; message: string } | null;
  /** True while the last attempt reached the replica; null before any attempt. */
  reachable: boolean | null;
  /** Local changes not in the replica yet: the database's log was written after the last change shipped. */
  pending: boolean;
  /** When the database's log was last written (the newest local change). */
  lastWrittenAt: Date | null;
  /**
   * How far the replica is behind: from the last change shipped to now while
   * changes wait, 0 otherwise. The job loop writes every minute (job_runs), so
   * a working replica ships at least that often and an idle hour is no lag.
   */
  lagMs: number;
  /** What happened to the database at this start: restored from the replica, none there yet, or present. */
  restoreAtStart: { outcome: string; at?: string; ms?: number } | null;
}

interface StateFile {
  startedAt?: string;
  lastShippedAt?: string | null;
  lastSnapshotAt?: string | null;
  failingSince?: string | null;
  lastError?: { at: string; message: string } | null;
  restore?: { outcome: string; at?: string; ms?: number };
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The replica's state; null when no replica is configured (or the database is PostgreSQL). */
export function replicationStatus(now = clock()): ReplicationStatus | null {
  const replication = config().replication;
  if (!replication) return null;
  const state: StateFile = replication.runningUnder ? readState(replication.runningUnder.stateFile) : {};
  const lastShippedAt = dateOrNull(state.lastShippedAt);
  const failingSince = dateOrNull(state.failingSince);
  const database = config().database;
  const modified = database.kind === "sqlite" ? fs.statSync(`${database.file}-wal`, { throwIfNoEntry: false })?.mtimeMs : undefined;
  // The state file's times are the server's clock (moved in test mode, decision 0323); the file's is the system's.
  const logWrittenAt = modified === undefined ? null : new Date(modified + (now.getTime() - Date.now()));
  const running = replication.runningUnder !== null;
  const pending = running && logWrittenAt !== null && (lastShippedAt === null || logWrittenAt > lastShippedAt);
  const since = lastShippedAt ?? dateOrNull(state.startedAt);
  return {
    replicaUrl: replication.replicaUrl,
    running,
    startedAt: dateOrNull(state.startedAt),
    lastShippedAt,
    lastSnapshotAt: dateOrNull(state.lastSnapshotAt),
    failingSince,
    lastError: state.lastError ? { at: new Date(state.lastError.at), message: state.lastError.message } : null,
    reachable: !running ? null : failingSince ? false : lastShippedAt ? true : null,
    pending,
    lastWrittenAt: logWrittenAt,
    lagMs: pending && since ? Math.max(0, now.getTime() - since.getTime()) : 0,
    restoreAtStart: state.restore ?? null,
  };
}

function readState(file: string): StateFile {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as StateFile;
  } catch {
    return {};
  }
}

/**
 * The restore check: the replica's latest copy restored into a scratch file
 * with the same command a new machine uses, checked by SQLite, then deleted.
 * Throws when it cannot be restored or fails the check.
 */
export async function checkRestore(): Promise<string> {
  const running = config().replication?.runningUnder;
  if (!running) return "no replica to check (LITESTREAM_REPLICA_URL is not set, or the server was not started by server.js)";
  const database = config().database;
  if (database.kind !== "sqlite") return "no replica to check (PostgreSQL)";
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "restore-check-"));
  const target = path.join(directory, "check.db");
  const started = Date.now();
  try {
    await run(running.binary, ["restore", "-config", running.configFile, "-if-replica-exists", "-o", target, database.file], { env: process.env, maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { stderr?: string; stdout?: string; message: string }) => {
        const said = `${error.stderr ?? ""}\n${error.stdout ?? ""}`.trim().split("\n").filter(Boolean).pop();
        throw new Error(`litestream could not restore the replica: ${said ?? error.message}`.slice(0, 900));
      },
    );
    // A new replica Litestream has not written to yet (the first minute after the first start).
    if (!fs.existsSync(target)) return "the replica holds no copy yet";
    const copy = new SQLite(target, { readonly: true });
    try {
      const check = copy.pragma("quick_check", { simple: true });
      if (check !== "ok") throw new Error(`the restored copy fails SQLite's check: ${String(check)}`);
      const newest = (copy.prepare("select max(finished_at) as at from job_runs").get() as { at: string | null }).at;
      const megabytes = (fs.statSync(target).size / 1024 / 1024).toFixed(1);
      return `restored ${megabytes} MB in ${((Date.now() - started) / 1000).toFixed(1)} s, SQLite's check ok, newest job run in it ${newest ?? "none"}`;
    } finally {
      copy.close();
    }
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
