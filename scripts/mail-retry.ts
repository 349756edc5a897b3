// `npm run mail:retry`: sends again the office notifications that failed
// (or were left pending by a stopped server). Needs SMTP_URL.
import { config } from "~/server/config.server";
import { migrateToLatest } from "~/server/db.server";
import { closeMail } from "~/server/mail.server";
import { retryPendingNotifications } from "~/server/submissions.server";
import { runScript } from "./cli";

await runScript("mail:retry", async () => {
  if (!config().smtpUrl) {
    console.log("SMTP_URL is not set: nothing can be sent (submissions stay in the admin inbox).");
    return;
  }
  await migrateToLatest();
  const { attempted, sent, failed } = await retryPendingNotifications();
  closeMail();
  console.log(`notifications retried: ${attempted} (sent ${sent}, failed ${failed})`);
  if (failed > 0) process.exitCode = 2;
});
