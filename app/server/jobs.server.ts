/**
 * The server's job loop (decision 0020): every tick (JOB_TICK_MS, 5 s; 250 ms
 * in test mode) it sends the outbox's due mail and runs the periodic jobs
 * that are due, reading the time from the clock (the test clock in test mode,
 * so a test moves time instead of waiting).
 *
 * A periodic job runs once per period however many instances run the loop:
 * under its lease (job_locks), it compares the period it last finished
 * (job_runs) with the current one, runs, then records the period. A job that
 * throws records nothing and runs again on the next tick's turn.
 *
 * Add a job to JOBS: `daily` runs once per Toronto calendar day, at or after
 * 07:00; `{ everyMs }` once per interval.
 */
import { agencyLocalDateAndHour } from "~/lib/agency-time";
import { purgeExpiredChallenges } from "~/server/auth/webauthn-challenges.server";
import { purgeOldSessions } from "~/server/credentials/staff-sessions.server";
import { AUDIT_RETENTION_DAYS, purgeOldAudit } from "~/server/domain/audit.server";
import { deliverDueMail, onMailEnqueued, OUTBOX_RETENTION_DAYS, purgeOldMail } from "~/server/domain/outbox.server";
import { purgeExpiredPreviewLinks } from "~/server/domain/post-previews.server";
import { purgeOldStaffMail, retryStaffMail } from "~/server/domain/staff-mail.server";
import { purgeExpiredSubmissions, retryPendingNotifications } from "~/server/domain/submissions.server";
import { purgeUnsubscribed } from "~/server/domain/subscribers.server";
// --- care requests ---
import { deleteCareMail, remindOverdueCareRequests } from "~/server/domain/care-request-mail.server";
import { purgeCareRequests } from "~/server/domain/care-requests.server";
import { PARTNER_CONTACT_RETENTION_MONTHS, purgeArchivedPartnerContacts } from "~/server/domain/partners.server";
import { purgeHiring, sendOverdueDigest } from "~/server/domain/applications.server";
// --- complaints (decision 1001) ---
import { COMPLAINT_RETENTION_YEARS } from "~/lib/complaints";
import { purgeComplaints, remindOverdueComplaints } from "~/server/domain/complaints.server";
// --- newsletters ---
import { PENDING_RETENTION_DAYS, purgeNeverConfirmed } from "~/server/domain/subscribers.server";
import { NOTICE_RETENTION_YEARS, purgeOldNotices } from "~/server/domain/service-notices.server";
// --- the agency's own analytics (decision 0902) ---
import { aggregateOldPageViews, MONTH_TOTALS_YEARS } from "~/server/domain/page-views.server";
// --- accessibility feedback and alternate formats (decision 1010) ---
import { ACCESS_RETENTION_MONTHS, purgeAccessRequests, remindOverdueAccess, remindPlanReview } from "~/server/domain/accessibility-requests.server";
// --- the owner's system page (decision 0700) ---
import { runHealthCheck } from "~/server/domain/system-health.server";
import { checkRestore } from "~/server/infra/replication.server";
import { offsiteBackup } from "~/server/infra/backup.server";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import { db } from "~/server/infra/db.server";
import { runExclusively } from "~/server/infra/job-lock.server";

export interface Job {
  name: string;
  period: "daily" | { everyMs: number };
  /** What it did, for the log (nothing when there was nothing to do). */
  run: (now: Date) => Promise<string | void>;
}

/** Daily jobs run from this Toronto hour on. */
export const DAILY_JOB_HOUR = 7;
const JOB_LEASE_MS = 15 * 60_000;

/**
 * Everything past its retention rule (decision 0211), deleted as of `now`:
 * `npm run db:purge` and the daily job. One line per kind of record, for the log.
 */
export async function purgeExpired(now = clock()): Promise<string[]> {
  const days = config().submissionRetentionDays;
  const { submissions, resumes, orphans } = await purgeExpiredSubmissions(days, now);
  const subscribers = await purgeUnsubscribed(days, now);
  const auditEntries = await purgeOldAudit(now);
  const sessions = await purgeOldSessions(now);
  const previewLinks = await purgeExpiredPreviewLinks(now);
  const challenges = await purgeExpiredChallenges(now);
  const mail = await purgeOldMail(OUTBOX_RETENTION_DAYS, now);
  const staffMail = await purgeOldStaffMail(OUTBOX_RETENTION_DAYS, now);
  // --- care requests: 12 months after they ended, or after the last activity of an open one (decisions 0610, 0211) ---
  const careDays = config().careRequests.retentionDays;
  const careRequests = await purgeCareRequests(now, careDays, deleteCareMail);
  // --- partners: an archived partner's contacts (decision 0900); referrals go with their care request ---
  const partnerContacts = await purgeArchivedPartnerContacts(now);
  // --- hiring (decision 0601) ---
  const hiring = await purgeHiring(now);
  // --- complaints: 7 years after their resolution; open ones are kept (decision 1001) ---
  const complaints = await purgeComplaints(now);
  // --- newsletters ---
  const neverConfirmed = await purgeNeverConfirmed(now);
  // --- analytics: views of months before the last two years become monthly totals ---
  const views = await aggregateOldPageViews(now);
  // --- accessibility requests: 24 months after they closed, or after the last change of an open one (decision 1010) ---
  const accessRequests = await purgeAccessRequests(now);
  // --- service-disruption notices (decision 1020): listed as past notices, then deleted ---
  const notices = await purgeOldNotices(now);
  return [
    `purged: ${hiring.applications} applications ended or (general, open) untouched ${config().applicationRetentionMonths} months ago, untouched 3 years or of postings closed 3 years ago, ${hiring.postings} job postings closed 3 years ago`,
    `purged (older than ${days} days): ${submissions} submissions, ${resumes} resumes, ${orphans} orphan files, ${subscribers} unsubscribed sign-ups`,
    `purged: ${auditEntries} audit entries older than ${AUDIT_RETENTION_DAYS} days, ${sessions} expired staff sessions, ${previewLinks} expired preview links, ${challenges} expired passkey challenges, ${mail} outbox emails and ${staffMail} staff emails older than ${OUTBOX_RETENTION_DAYS} days`,
    `purged: ${careRequests.ended} care requests ended and ${careRequests.inactive} open ones untouched more than ${careDays} days ago, with their notes and history`,
    `purged: ${partnerContacts} contacts of partners archived more than ${PARTNER_CONTACT_RETENTION_MONTHS} months ago`,
    `purged: ${complaints} complaints resolved more than ${COMPLAINT_RETENTION_YEARS} years ago, with their notes`,
    `purged: ${accessRequests} accessibility requests closed, or open and untouched, more than ${ACCESS_RETENTION_MONTHS} months ago`,
    // --- newsletters ---
    `purged: ${neverConfirmed} newsletter sign-ups never confirmed in ${PENDING_RETENTION_DAYS} days`,
    // --- analytics ---
    `page views: ${views.views} views of ${views.months} months older than two years kept as monthly totals, ${views.totals} monthly totals older than ${MONTH_TOTALS_YEARS} years and ${views.salts} past days' salts deleted`,
    // --- service-disruption notices ---
    `purged: ${notices} service notices that ended more than ${NOTICE_RETENTION_YEARS} years ago`,
  ];
}

const MAIL_RETRY_LEASE_MS = 15 * 60_000;

/**
 * Office notifications and staff mail (which keep their own tables) left
 * unsent, sent again: by one process at a time (the start, this job and
 * `npm run mail:retry` share the lease), so none is sent twice.
 */
export function retryAllMail() {
  return runExclusively("mail-retry", MAIL_RETRY_LEASE_MS, () => Promise.all([retryPendingNotifications(), retryStaffMail()]));
}

async function retryOlderMail(): Promise<string | void> {
  const outcome = await retryAllMail();
  if (!outcome.ran) return;
  const [visitors, staff] = outcome.result;
  if (visitors.attempted + staff.attempted === 0) return;
  return `notification retry: ${visitors.sent} of ${visitors.attempted} sent; staff mail retry: ${staff.sent} of ${staff.attempted} sent`;
}

export const JOBS: Job[] = [
  { name: "retention-purge", period: "daily", run: async (now) => (await purgeExpired(now)).join("; ") },
  { name: "mail-retry", period: { everyMs: 15 * 60_000 }, run: retryOlderMail },
  // --- care requests: urgent ones still New past two business hours (decision 0612) ---
  { name: "care-requests-overdue", period: { everyMs: 60_000 }, run: remindOverdueCareRequests },
  // --- complaints: one reminder per overdue step, to its handler or else owners and coordinators (decision 1001) ---
  { name: "complaints-overdue", period: { everyMs: 5 * 60_000 }, run: remindOverdueComplaints },
  // --- hiring: HR's daily list of interviewed applicants still waiting for a decision ---
  { name: "hiring-overdue-digest", period: "daily", run: sendOverdueDigest },
  // --- accessibility requests: a late step emailed to the office once; the plan's review to the owner once, 60 days before ---
  { name: "accessibility-overdue", period: { everyMs: 15 * 60_000 }, run: remindOverdueAccess },
  { name: "accessibility-plan-review", period: "daily", run: remindPlanReview },
  // --- the owner's system page: warnings emailed once when they appear and once when they clear; the replica restored daily ---
  { name: "health-check", period: { everyMs: 60_000 }, run: (now) => runHealthCheck(periodicJobs(), now) },
  { name: "restore-check", period: "daily", run: () => checkRestore() },
  // With BACKUP_URL (PostgreSQL's own copy, decision 0700): a daily copy uploaded, encrypted.
  { name: "offsite-backup", period: "daily", run: (now) => offsiteBackup(now) },
];

/** The periodic jobs by name, and whether each is daily (the system page and the health check). */
export function periodicJobs(): { name: string; daily: boolean }[] {
  return JOBS.map((job) => ({ name: job.name, daily: job.period === "daily" }));
}

/** The period `now` falls in for `job`; null when a daily job's hour has not come yet today. */
export function periodOf(job: Job, now: Date): string | null {
  if (job.period === "daily") {
    const { date, hour } = agencyLocalDateAndHour(now);
    return hour >= DAILY_JOB_HOUR ? date : null;
  }
  return String(Math.floor(now.getTime() / job.period.everyMs));
}

/** Runs each job of `jobs` whose period has not been done yet, by one process at a time. */
export async function runDueJobs(
  now = clock(),
  jobs: readonly Job[] = JOBS,
  log: (message: string) => void = console.log,
  keepGoing: () => boolean = () => true,
): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    // A stopping server starts no other job.
    if (!keepGoing()) break;
    const period = periodOf(job, now);
    if (period === null) continue;
    const last = await db().selectFrom("job_runs").select("period").where("name", "=", job.name).executeTakeFirst();
    if (last?.period === period) continue;
    const outcome = await runExclusively(`job:${job.name}`, JOB_LEASE_MS, async () => {
      // Read again under the lease: another process may have finished it meanwhile.
      const done = await db().selectFrom("job_runs").select("period").where("name", "=", job.name).executeTakeFirst();
      if (done?.period === period) return false;
      const said = await job.run(now);
      const row = { period, finished_at: clock().toISOString(), outcome: said ? said.slice(0, 1000) : null };
      await db()
        .insertInto("job_runs")
        .values({ name: job.name, ...row })
        .onConflict((oc) => oc.column("name").doUpdateSet(row))
        .execute();
      if (said) log(`${job.name}: ${said}`);
      return true;
    }).catch(async (error: unknown) => {
      // One job failing does not stop the others; it runs again on a later tick. Its last failure is kept (the system page).
      console.error(`job ${job.name} failed:`, error);
      const failure = { failed_at: clock().toISOString(), error: (error instanceof Error ? error.message : String(error)).slice(0, 1000) };
      await db()
        .insertInto("job_failures")
        .values({ name: job.name, ...failure })
        .onConflict((oc) => oc.column("name").doUpdateSet(failure))
        .execute()
        .catch(() => {});
      return undefined;
    });
    if (outcome?.ran && outcome.result) ran.push(job.name);
  }
  return ran;
}

/**
 * Starts the loop; returns a function that stops it (shutdown, tests). A
 * message stored by this process wakes it at once instead of at the next tick.
 * Stopping claims nothing more and resolves once the message being sent is
 * marked: a deploy (SIGTERM) leaves no row half-sent, so none is sent twice.
 */
export function startJobLoop(log: (message: string) => void = console.log, jobs: readonly Job[] = JOBS): () => Promise<void> {
  const tickMs = config().jobTickMs;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopped || running) {
      if (running) again = true;
      return current;
    }
    running = true;
    current = work();
    return current;
  };
  const work = async () => {
    clearTimeout(timer);
    try {
      do {
        again = false;
        const now = clock();
        const mail = await deliverDueMail(now, 50, () => !stopped);
        if (mail.sent + mail.failed + mail.retrying > 0) log(`outbox: ${mail.sent} sent, ${mail.failed} failed, ${mail.retrying} to retry`);
        // A full batch: more may be waiting.
        if (mail.sent + mail.failed + mail.retrying >= 50) again = true;
        await runDueJobs(now, jobs, log, () => !stopped);
      } while (again && !stopped);
    } catch (error) {
      console.error("job loop:", error);
    } finally {
      running = false;
      if (!stopped) {
        timer = setTimeout(() => void tick(), tickMs);
        timer.unref();
      }
    }
  };
  onMailEnqueued(() => void tick());
  timer = setTimeout(() => void tick(), 0);
  timer.unref();
  return async () => {
    stopped = true;
    onMailEnqueued(undefined);
    clearTimeout(timer);
    await current;
  };
}
