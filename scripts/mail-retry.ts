// `npm run mail:retry`: sends again the office notifications that failed
// (or were left pending by a stopped server), and staff mail (invitations,
// resets, notices) whose link has not expired, and the outbox's due mail
// (the server's job loop does the same on its own). Needs SMTP_URL.
import { config } from "~/server/infra/config.server";
import { migrateToLatest } from "~/server/infra/db.server";
import { closeMail } from "~/server/infra/mail.server";
import { retryAllMail } from "~/server/jobs.server";
import { deliverDueMail } from "~/server/domain/outbox.server";
import { runScript } from "./cli";

await runScript("mail:retry", async () => {
  if (!config().smtpUrl) {
    console.log("SMTP_URL is not set: nothing can be sent (submissions stay in the admin inbox).");
    return;
  }
  await migrateToLatest();
  const outcome = await retryAllMail();
  const outbox = await deliverDueMail(new Date(), 10_000);
  closeMail();
  console.log(`outbox: ${outbox.sent} sent, ${outbox.failed} failed, ${outbox.retrying} to retry later`);
  if (!outcome.ran) {
    console.log("another process is retrying mail right now; nothing done here.");
    return;
  }
  const [{ attempted, sent, failed }, staff] = outcome.result;
  console.log(`notifications retried: ${attempted} (sent ${sent}, failed ${failed})`);
  console.log(`staff mail retried: ${staff.attempted} (sent ${staff.sent}, failed ${staff.failed})`);
  if (failed > 0 || staff.failed > 0) process.exitCode = 2;
});
