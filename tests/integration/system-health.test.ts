/**
 * The owner's system page and the health check (decision 0700): what the page
 * shows, the warnings and their thresholds, and one email per owner when a
 * warning appears and one when it clears, however often the check runs.
 * (Replication itself, with a real Litestream: backup-rehearsal.test.ts.)
 */
import { beforeEach, describe, expect, it } from "vitest";
import { enqueueMail } from "~/server/domain/outbox.server";
import { healthWarnings, type HealthWarning, runHealthCheck, type SystemStatus } from "~/server/domain/system-health.server";
import { upsertAdmin } from "~/server/domain/users.server";
import { db } from "~/server/infra/db.server";
import { periodicJobs } from "~/server/jobs.server";
import { ADMIN_PASSWORD, signedInCookie } from "./admin-helpers";
import { requestHandler } from "./app-routes";
import { clearTables, ORIGIN } from "./helpers";
import { onPostgres } from "./test-database";

const NOW = new Date("2026-12-07T15:00:00Z");
const HOUR = 60 * 60_000;

beforeEach(async () => {
  await clearTables();
});

describe("the system page", () => {
  it("shows the owner the backups, email, jobs, storage and version, with a warning for email failing over an hour", async () => {
    const cookie = await signedInCookie("system-owner@example.com", "owner");
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    const { id } = await enqueueMail({ to: "family@example.com", subject: "Hello", text: "Hi", kind: "care-request-ack" }, { now: twoHoursAgo });
    await db().updateTable("mail_outbox").set({ attempts: 3, error: "451 try again later", last_attempt_at: twoHoursAgo.toISOString() }).where("id", "=", id).execute();
    const failed = await enqueueMail({ to: "gone@example.com", subject: "Hello", text: "Hi", kind: "application-ack" });
    await db().updateTable("mail_outbox").set({ status: "failed", attempts: 1, error: "550 no such user", last_attempt_at: new Date().toISOString() }).where("id", "=", failed.id).execute();
    await db().insertInto("job_failures").values({ name: "retention-purge", failed_at: new Date().toISOString(), error: "disk I/O error" }).execute();

    const handle = await requestHandler();
    const response = await handle(new Request(new URL("/admin/system", ORIGIN), { headers: { Cookie: cookie } }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    for (const heading of ["Backups", "Restore check", "Outgoing email", "Scheduled jobs", "Storage", "This server"]) expect(html).toContain(`>${heading}</h2>`);
    // No replica in this test run: the page says what that means.
    expect(html).toContain(onPostgres ? "The database is PostgreSQL: its provider&#x27;s backups cover it" : "No off-site copy: LITESTREAM_REPLICA_URL is not set");
    expect(html).toContain("Resumes and post images are on this machine&#x27;s disk only");
    expect(html).toContain("1 email has been failing to send for over an hour.");
    expect(html).toContain("application-ack: 1");
    expect(html).toContain("disk I/O error");
    for (const job of periodicJobs()) expect(html).toContain(`>${job.name}</th>`);
    expect(html).toMatch(/Disk of [^<]+<\/dt><dd[^>]*>[\d.]+ [KMGT]?B free of/);
    expect(html).toContain(process.version);
  });
});

const quiet: Pick<SystemStatus, "replication" | "mail" | "jobs" | "volumes" | "uptimeMs"> = {
  replication: null,
  mail: { queued: 0, sending: 0, failedLastWeek: [], oldestWaiting: null, failingOverAnHour: 0 },
  jobs: [],
  volumes: [{ path: "/app/storage", totalBytes: 100, freeBytes: 50, usedFraction: 0.5 }],
  uptimeMs: HOUR,
};
const replica = (lagMs: number, failingSince: Date | null = null) => ({
  replicaUrl: "s3://bucket/db",
  running: true,
  startedAt: null,
  lastShippedAt: new Date(NOW.getTime() - lagMs),
  lastSnapshotAt: null,
  failingSince,
  lastError: failingSince ? { at: NOW, message: "connection refused" } : null,
  reachable: !failingSince,
  pending: lagMs > 0,
  lastWrittenAt: lagMs > 0 ? NOW : null,
  lagMs,
  restoreAtStart: null,
});
const dailyJob = (lastPeriod: string | null, lastFailureAt: string | null = null) => ({
  name: "retention-purge",
  daily: true,
  lastPeriod,
  lastRunAt: lastPeriod ? `${lastPeriod}T12:00:00.000Z` : null,
  lastOutcome: null,
  lastFailureAt,
  lastError: lastFailureAt ? "boom" : null,
});

describe("the warnings", () => {
  it("come at their thresholds: backups 5 minutes behind, a daily job that missed its day, a disk over 85 %", () => {
    const kinds = (status: Partial<typeof quiet>) => healthWarnings({ ...quiet, ...status }, NOW).map((warning) => warning.kind);
    expect(kinds({})).toEqual([]);
    expect(kinds({ replication: replica(4 * 60_000) })).toEqual([]);
    expect(kinds({ replication: replica(6 * 60_000) })).toEqual(["backups"]);
    // Failing for 6 minutes with nothing waiting is behind too: the next change could not leave.
    expect(kinds({ replication: replica(0, new Date(NOW.getTime() - 6 * 60_000)) })).toEqual(["backups"]);
    expect(kinds({ volumes: [{ path: "/app/storage", totalBytes: 100, freeBytes: 10, usedFraction: 0.9 }] })).toEqual(["disk"]);
    // 15:00 UTC is 10:00 in Toronto: today's run (due 07:00) is late from 09:00.
    expect(kinds({ jobs: [dailyJob("2026-12-07")] })).toEqual([]);
    // Yesterday's run only, and a failure since: missed today.
    expect(kinds({ jobs: [dailyJob("2026-12-06", "2026-12-07T12:05:00.000Z")] })).toEqual(["jobs"]);
    // No failure on record and a server up an hour (restarted this morning): not judged yet; up over a day, it is.
    expect(kinds({ jobs: [dailyJob("2026-12-06")] })).toEqual([]);
    expect(kinds({ jobs: [dailyJob("2026-12-06")], uptimeMs: 27 * HOUR })).toEqual(["jobs"]);
  });

  it("in production, a SQLite database without a replica is a warning, not 'all is well'", () => {
    const production = (status: Partial<typeof quiet> & { database?: { kind: "sqlite" | "postgres" } }) =>
      healthWarnings({ ...quiet, ...status }, NOW, { offsiteRequired: true }).map((warning) => warning.kind);
    expect(production({ database: { kind: "sqlite" } })).toEqual(["backups"]);
    expect(production({ database: { kind: "sqlite" }, replication: replica(0) })).toEqual([]);
    expect(production({ database: { kind: "postgres" } })).toEqual([]);
    // Outside production (a developer's machine, these tests) it is said on the page, not warned of.
    expect(healthWarnings({ ...quiet, database: { kind: "sqlite" } }, NOW).map((warning) => warning.kind)).toEqual([]);
  });
});

describe("the health check", () => {
  it("emails every active owner once when a warning appears and once when it clears, however often it runs", async () => {
    for (const [email, role] of [["first-owner@example.com", "owner"], ["second-owner@example.com", "owner"], ["an-editor@example.com", "editor"]] as const) {
      await upsertAdmin(email, ADMIN_PASSWORD, role);
    }
    const behind: HealthWarning[] = [{ kind: "backups", message: "Backups are 6 minutes behind." }];
    const jobs = periodicJobs();
    const mail = () => db().selectFrom("mail_outbox").select(["to_address", "subject"]).where("kind", "=", "system-health").orderBy("id").execute();

    for (let minute = 0; minute < 3; minute++) await runHealthCheck(jobs, new Date(NOW.getTime() + minute * 60_000), behind);
    expect((await mail()).map((row) => row.to_address).sort()).toEqual(["first-owner@example.com", "second-owner@example.com"]);
    expect((await mail())[0]!.subject).toBe("Warning: Backups are 6 minutes behind.");
    expect(await db().selectFrom("health_incidents").select(["kind", "cleared_at"]).execute()).toEqual([{ kind: "backups", cleared_at: null }]);

    for (let minute = 3; minute < 6; minute++) await runHealthCheck(jobs, new Date(NOW.getTime() + minute * 60_000), []);
    const afterClearing = await mail();
    expect(afterClearing).toHaveLength(4);
    expect(afterClearing.slice(2).map((row) => row.subject)).toEqual(["Cleared: Backups are 6 minutes behind.", "Cleared: Backups are 6 minutes behind."]);
    expect(await db().selectFrom("health_incidents").select("cleared_at").executeTakeFirstOrThrow()).toEqual({ cleared_at: new Date(NOW.getTime() + 3 * 60_000).toISOString() });

    // A new incident is a new pair of emails.
    await runHealthCheck(jobs, new Date(NOW.getTime() + 10 * 60_000), behind);
    expect(await mail()).toHaveLength(6);
  });
});
