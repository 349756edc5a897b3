/**
 * Whether all is well (decision 0700): the off-site replica, the outgoing
 * email, the periodic jobs, the disk, for the owner's system page; the
 * warnings drawn from them; and the health check (a periodic job) that
 * emails the owners once when a warning appears and once when it clears.
 */
import fs from "node:fs";
import path from "node:path";
import { agencyLocalDateAndHour } from "~/lib/agency-time";
import { enqueueMail } from "~/server/domain/outbox.server";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import type { HealthIncidentsTable } from "~/server/infra/db-schema";
import { db } from "~/server/infra/db.server";
import { type ReplicationStatus, replicationStatus } from "~/server/infra/replication.server";

export type WarningKind = HealthIncidentsTable["kind"];
export interface HealthWarning {
  kind: WarningKind;
  message: string;
}

/** The thresholds of the warnings. */
export const HEALTH_LIMITS = {
  backupLagMs: 5 * 60_000,
  mailFailingMs: 60 * 60_000,
  volumeUsed: 0.85,
  /** A daily job is due from 07:00 (Toronto) and late from 09:00. */
  dailyJobGraceHours: 9,
  /** Without a failure on record, a missed day counts once the server has run across a whole day. */
  uptimeForMissedDayMs: 26 * 60 * 60_000,
} as const;

/** A periodic job as the page shows it. */
export interface JobHealth {
  name: string;
  daily: boolean;
  lastPeriod: string | null;
  lastRunAt: string | null;
  lastOutcome: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
}

export interface MailHealth {
  queued: number;
  sending: number;
  failedLastWeek: { kind: string; count: number }[];
  oldestWaiting: string | null;
  /** Messages not sent whose attempts have been failing for over an hour. */
  failingOverAnHour: number;
}

export interface VolumeHealth {
  path: string;
  totalBytes: number;
  freeBytes: number;
  usedFraction: number;
}

export interface SystemStatus {
  checkedAt: string;
  replication: ReplicationStatus | null;
  /** Where resumes and post images live: the bucket (STORAGE_URL, off the machine) or this disk. */
  uploads: "bucket" | "disk";
  mail: MailHealth;
  jobs: JobHealth[];
  database: { kind: "sqlite" | "postgres"; bytes: number | null; logBytes: number | null };
  volumes: VolumeHealth[];
  version: string;
  node: string;
  startedAt: string;
  uptimeMs: number;
}

const WEEK_MS = 7 * 24 * 60 * 60_000;

async function mailHealth(now: Date): Promise<MailHealth> {
  const waiting = await db()
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count"), (eb) => eb.fn.min("created_at").as("oldest")])
    .where("status", "in", ["pending", "sending"])
    .groupBy("status")
    .execute();
  const failed = await db()
    .selectFrom("mail_outbox")
    .select(["kind", (eb) => eb.fn.countAll<number>().as("count")])
    .where("status", "=", "failed")
    .where("last_attempt_at", ">=", new Date(now.getTime() - WEEK_MS).toISOString())
    .groupBy("kind")
    .orderBy("kind")
    .execute();
  const failing = await db()
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "in", ["pending", "sending"])
    .where("attempts", ">", 0)
    .where("error", "is not", null)
    // Each message is tried as soon as it is stored: its age is how long it has been failing.
    .where("created_at", "<=", new Date(now.getTime() - HEALTH_LIMITS.mailFailingMs).toISOString())
    .executeTakeFirstOrThrow();
  const count = (status: string) => Number(waiting.find((row) => row.status === status)?.count ?? 0);
  const oldest = waiting.map((row) => row.oldest as string | null).filter((value): value is string => Boolean(value)).sort()[0] ?? null;
  return {
    queued: count("pending"),
    sending: count("sending"),
    failedLastWeek: failed.map((row) => ({ kind: row.kind, count: Number(row.count) })),
    oldestWaiting: oldest,
    failingOverAnHour: Number(failing.count),
  };
}

async function jobHealth(jobs: readonly { name: string; daily: boolean }[]): Promise<JobHealth[]> {
  const runs = await db().selectFrom("job_runs").selectAll().execute();
  const failures = await db().selectFrom("job_failures").selectAll().execute();
  return jobs.map(({ name, daily }) => {
    const run = runs.find((row) => row.name === name);
    const failure = failures.find((row) => row.name === name);
    return {
      name,
      daily,
      lastPeriod: run?.period ?? null,
      lastRunAt: run?.finished_at ?? null,
      lastOutcome: run?.outcome ?? null,
      lastFailureAt: failure?.failed_at ?? null,
      lastError: failure?.error ?? null,
    };
  });
}

function volumeOf(directory: string): VolumeHealth | null {
  // A folder not made yet (nothing stored) is on its nearest existing parent's disk.
  let existing = directory;
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  try {
    const stats = fs.statfsSync(existing);
    const total = stats.blocks * stats.bsize;
    const free = stats.bavail * stats.bsize;
    // As df counts: what is used of what an unprivileged user could use.
    const used = (stats.blocks - stats.bfree) * stats.bsize;
    return { path: directory, totalBytes: total, freeBytes: free, usedFraction: used + free > 0 ? used / (used + free) : 0 };
  } catch {
    return null;
  }
}

const sizeOf = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.size ?? null;

/** Everything the system page shows. `jobs`: the periodic jobs (app/server/jobs.server.ts), by name and kind. */
export async function systemStatus(jobs: readonly { name: string; daily: boolean }[], now = clock()): Promise<SystemStatus> {
  const settings = config();
  const target = settings.database;
  const directories = new Set([settings.storageDir, ...(target.kind === "sqlite" ? [path.dirname(target.file)] : [])]);
  const volumes: VolumeHealth[] = [];
  const seen = new Set<string>();
  for (const directory of directories) {
    const volume = volumeOf(directory);
    // One line per file system (the database usually sits in the storage folder).
    const key = volume && `${volume.totalBytes}:${volume.freeBytes}`;
    if (!volume || !key || seen.has(key)) continue;
    volumes.push(volume);
    seen.add(key);
  }
  const uptimeMs = Math.round(process.uptime() * 1000);
  return {
    checkedAt: now.toISOString(),
    replication: replicationStatus(now),
    uploads: settings.objectStorage ? "bucket" : "disk",
    mail: await mailHealth(now),
    jobs: await jobHealth(jobs),
    database: target.kind === "sqlite" ? { kind: "sqlite", bytes: sizeOf(target.file), logBytes: sizeOf(`${target.file}-wal`) } : { kind: "postgres", bytes: null, logBytes: null },
    volumes,
    version: settings.version ?? "not named (set APP_VERSION)",
    node: process.version,
    startedAt: new Date(Date.now() - uptimeMs).toISOString(),
    uptimeMs,
  };
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minute${Math.round(ms / 60_000) === 1 ? "" : "s"}`;

/** The warnings a status calls for, at most one of each kind. */
export function healthWarnings(
  status: Pick<SystemStatus, "replication" | "mail" | "jobs" | "volumes" | "uptimeMs"> & { database?: Pick<SystemStatus["database"], "kind"> },
  now: Date,
  { offsiteRequired = config().production } = {},
): HealthWarning[] {
  const warnings: HealthWarning[] = [];
  const replica = status.replication;
  // In production a SQLite database without a replica is lost with its disk: never "all is well".
  if (offsiteRequired && status.database?.kind === "sqlite" && !replica) {
    warnings.push({ kind: "backups", message: "The database has no off-site copy (LITESTREAM_REPLICA_URL is not set): a lost disk loses every record." });
  }
  if (replica?.running) {
    const failingMs = replica.failingSince ? now.getTime() - replica.failingSince.getTime() : 0;
    if (replica.lagMs > HEALTH_LIMITS.backupLagMs || failingMs > HEALTH_LIMITS.backupLagMs) {
      const reason = replica.failingSince ? ` (the replica cannot be reached: ${replica.lastError?.message ?? "no answer"})` : "";
      warnings.push({ kind: "backups", message: `Backups are ${minutes(Math.max(replica.lagMs, failingMs))} behind${reason}.` });
    }
  }
  if (status.mail.failingOverAnHour > 0) {
    const count = status.mail.failingOverAnHour;
    warnings.push({ kind: "email", message: `${count} email${count === 1 ? " has" : "s have"} been failing to send for over an hour.` });
  }
  const expected = agencyLocalDateAndHour(new Date(now.getTime() - HEALTH_LIMITS.dailyJobGraceHours * 60 * 60_000)).date;
  const late = status.jobs.filter((job) => {
    if (!job.daily || (job.lastPeriod ?? "") >= expected) return false;
    const failedSinceSuccess = job.lastFailureAt !== null && (job.lastRunAt === null || job.lastFailureAt > job.lastRunAt);
    return failedSinceSuccess || status.uptimeMs >= HEALTH_LIMITS.uptimeForMissedDayMs;
  });
  if (late.length) {
    warnings.push({ kind: "jobs", message: `Daily job${late.length === 1 ? "" : "s"} ${late.map((job) => job.name).join(", ")} did not run on ${expected}.` });
  }
  const full = status.volumes.find((volume) => volume.usedFraction > HEALTH_LIMITS.volumeUsed);
  if (full) warnings.push({ kind: "disk", message: `The disk holding ${full.path} is ${Math.round(full.usedFraction * 100)} % full.` });
  return warnings;
}

const KINDS: WarningKind[] = ["backups", "email", "jobs", "disk"];

/**
 * The health check: opens an incident for each new warning and clears those
 * whose warning is gone, emailing every active owner once for each (through
 * the outbox, in the same transaction as the incident).
 */
export async function runHealthCheck(jobs: readonly { name: string; daily: boolean }[], now = clock(), warnings?: HealthWarning[]): Promise<string | void> {
  const found = warnings ?? healthWarnings(await systemStatus(jobs, now), now);
  const changes: string[] = [];
  // eslint-disable-next-line no-restricted-syntax -- the domain imports no React Router (so no href()): kept in step with app/routes.ts by hand
  const pageUrl = new URL("/admin/system", config().siteUrl).toString();
  await db()
    .transaction()
    .execute(async (trx) => {
      const open = await trx.selectFrom("health_incidents").selectAll().where("cleared_at", "is", null).execute();
      const owners = await trx.selectFrom("users").select(["id", "email"]).where("role", "=", "owner").where("deactivated_at", "is", null).execute();
      const tell = async (incidentId: number, event: "opened" | "cleared", subject: string, text: string) => {
        for (const owner of owners) {
          await enqueueMail(
            { to: owner.email, subject, text: `${text}\n\nThe system page (sign-in required): ${pageUrl}`, kind: "system-health", dedupeKey: `system-health:${incidentId}:${event}:${owner.id}` },
            { now, trx },
          );
        }
      };
      for (const kind of KINDS) {
        const warning = found.find((item) => item.kind === kind);
        const incident = open.find((item) => item.kind === kind);
        if (warning && !incident) {
          const { id } = await trx
            .insertInto("health_incidents")
            .values({ kind, detail: warning.message, opened_at: now.toISOString() })
            .returning("id")
            .executeTakeFirstOrThrow();
          await tell(id, "opened", `Warning: ${warning.message}`, warning.message);
          changes.push(`opened ${kind}: ${warning.message}`);
        } else if (!warning && incident) {
          await trx.updateTable("health_incidents").set({ cleared_at: now.toISOString() }).where("id", "=", incident.id).execute();
          await tell(incident.id, "cleared", `Cleared: ${incident.detail}`, `All is well again since ${now.toISOString()}. It began at ${incident.opened_at}: ${incident.detail}`);
          changes.push(`cleared ${kind}`);
        }
      }
    });
  if (changes.length) return changes.join("; ");
}

/** The incidents still open, oldest first. */
export function openIncidents() {
  return db().selectFrom("health_incidents").selectAll().where("cleared_at", "is", null).orderBy("opened_at").execute();
}
