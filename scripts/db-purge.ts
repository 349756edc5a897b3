// `npm run db:purge`: deletes contact messages and job applications older
// than SUBMISSION_RETENTION_DAYS (default 365) with their resume files,
// resume files no submission points to, and newsletter sign-ups withdrawn
// longer ago than that; audit entries older than 2 years and staff sessions
// past their 7-day limit, preview links past their 7 days, and passkey
// challenges past their 5 minutes, sent or failed outbox mail past 90 days;
// care requests that ended more than CARE_REQUEST_RETENTION_DAYS (365) ago,
// with their notes, history and emails; newsletter sign-ups never confirmed
// in 30 days.
// The server's job loop runs the same purge daily (app/server/jobs.server.ts);
// the privacy statement promises it.
import { migrateToLatest } from "~/server/infra/db.server";
import { purgeExpired } from "~/server/jobs.server";
import { runScript } from "./cli";

await runScript("db:purge", async () => {
  await migrateToLatest();
  for (const line of await purgeExpired()) console.log(line);
});
