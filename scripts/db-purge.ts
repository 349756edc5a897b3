// `npm run db:purge`: deletes contact messages and job applications older
// than SUBMISSION_RETENTION_DAYS (default 365) with their resume files,
// resume files no submission points to, and newsletter sign-ups withdrawn
// longer ago than that; audit entries older than 2 years and staff sessions
// past their 7-day limit, preview links past their 7 days, and passkey
// challenges past their 5 minutes. Run it daily (cron); the privacy
// statement promises it.
import { config } from "~/server/infra/config.server";
import { migrateToLatest } from "~/server/infra/db.server";
import { purgeExpiredSubmissions } from "~/server/domain/submissions.server";
import { purgeUnsubscribed } from "~/server/domain/subscribers.server";
import { AUDIT_RETENTION_DAYS, purgeOldAudit } from "~/server/domain/audit.server";
import { purgeOldSessions } from "~/server/credentials/staff-sessions.server";
import { purgeExpiredPreviewLinks } from "~/server/domain/post-previews.server";
import { purgeExpiredChallenges } from "~/server/auth/webauthn-challenges.server";
import { runScript } from "./cli";

await runScript("db:purge", async () => {
  await migrateToLatest();
  const days = config().submissionRetentionDays;
  const { submissions, resumes, orphans } = await purgeExpiredSubmissions(days);
  const subscribers = await purgeUnsubscribed(days);
  console.log(
    `purged (older than ${days} days): ${submissions} submissions, ${resumes} resumes, ${orphans} orphan files, ${subscribers} unsubscribed sign-ups`,
  );
  const auditEntries = await purgeOldAudit();
  const sessions = await purgeOldSessions();
  const previewLinks = await purgeExpiredPreviewLinks();
  const challenges = await purgeExpiredChallenges();
  console.log(
    `purged: ${auditEntries} audit entries older than ${AUDIT_RETENTION_DAYS} days, ${sessions} expired staff sessions, ${previewLinks} expired preview links, ${challenges} expired passkey challenges`,
  );
});
