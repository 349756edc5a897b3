// `npm run db:purge`: everything past its retention rule (decision 0211):
// contact messages older than SUBMISSION_RETENTION_DAYS (default 365), resume
// files no submission points to, newsletter sign-ups withdrawn longer ago
// than that; job applications ended, or general ones untouched, for
// APPLICATION_RETENTION_MONTHS, any untouched for 3 years unless its posting
// closed, postings closed 3 years ago; audit entries older than 2 years,
// staff sessions past their 7-day limit, preview links past their 7 days,
// passkey challenges past their 5 minutes, outbox and staff mail of any
// state past 90 days; care requests ended, or open and untouched, more than
// CARE_REQUEST_RETENTION_DAYS (365) ago, with their notes, history and
// emails; newsletter sign-ups never confirmed in 30 days.
// The server's job loop runs the same purge daily (app/server/jobs.server.ts);
// the privacy statement promises it.
import { migrateToLatest } from "~/server/infra/db.server";
import { purgeExpired } from "~/server/jobs.server";
import { runScript } from "./cli";

await runScript("db:purge", async () => {
  await migrateToLatest();
  for (const line of await purgeExpired()) console.log(line);
});
