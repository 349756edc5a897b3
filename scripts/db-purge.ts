// `npm run db:purge`: deletes contact messages and job applications older
// than SUBMISSION_RETENTION_DAYS (default 365) with their resume files,
// resume files no submission points to, and newsletter sign-ups withdrawn
// longer ago than that. Run it daily (cron); the privacy statement promises it.
import { config } from "~/server/infra/config.server";
import { migrateToLatest } from "~/server/infra/db.server";
import { purgeExpiredSubmissions } from "~/server/domain/submissions.server";
import { purgeUnsubscribed } from "~/server/domain/subscribers.server";
import { runScript } from "./cli";

await runScript("db:purge", async () => {
  await migrateToLatest();
  const days = config().submissionRetentionDays;
  const { submissions, resumes, orphans } = await purgeExpiredSubmissions(days);
  const subscribers = await purgeUnsubscribed(days);
  console.log(
    `purged (older than ${days} days): ${submissions} submissions, ${resumes} resumes, ${orphans} orphan files, ${subscribers} unsubscribed sign-ups`,
  );
});
