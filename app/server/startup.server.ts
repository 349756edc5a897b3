/**
 * What happens before the server accepts requests: validate the configuration,
 * apply migrations, seed an empty database, create the first admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD when there is none, clear uploads a crash cut
 * short, retry unsent notifications.
 */
import { ConfigError, config } from "~/server/infra/config.server";
import { staffPasswordProblem } from "~/server/credentials/common-passwords.server";
import { sealTwoFactorSecrets } from "~/server/auth/two-factor.server";
import { migrateToLatest } from "~/server/infra/db.server";
import { fileStore } from "~/server/infra/stored-files.server";
import { databaseIsEmpty, seedDemoContent } from "~/server/domain/seed.server";
import { retryAllMail } from "~/server/jobs.server";
import { seedJobPostings } from "~/server/domain/job-postings-seed.server";
import { adoptEarlierApplications } from "~/server/domain/applications.server";
import { countUsers, upsertAdmin } from "~/server/domain/users.server";
import { runExclusively } from "~/server/infra/job-lock.server";

const SEED_LEASE_MS = 60_000;

export async function prepareApplication(log: (message: string) => void = console.log) {
  const settings = config();
  // The first owner's password follows the same policy as the account page's.
  const firstAdminProblem = settings.firstAdmin && staffPasswordProblem(settings.firstAdmin.email, settings.firstAdmin.password);
  if (firstAdminProblem) throw new ConfigError([`ADMIN_PASSWORD: ${firstAdminProblem}`]);
  const applied = await migrateToLatest();
  if (applied.length) log(`migrations applied: ${applied.join(", ")}`);
  // Two-factor secrets in clear (from before sealing) or under a retired key are sealed under the current key.
  const sealed = await sealTwoFactorSecrets();
  if (sealed) log(`sealed ${sealed} two-factor secret${sealed === 1 ? "" : "s"}`);
  // Two instances starting together on an empty database seed it and create the first owner once:
  // the other goes on while the holder of the lease does it.
  await runExclusively("seed", SEED_LEASE_MS, async () => {
    if (await databaseIsEmpty()) {
      const counts = await seedDemoContent();
      log(`seeded demo content: ${JSON.stringify(counts)}`);
    }
    // --- hiring: the postings the site showed before HR managed them, written once ---
    const postings = await seedJobPostings();
    if (postings) log(`seeded ${postings} job postings`);
    const adopted = await adoptEarlierApplications();
    if (adopted) log(`${adopted} earlier job applications joined the hiring pipeline`);
    if (settings.firstAdmin && (await countUsers()) === 0) {
      await upsertAdmin(settings.firstAdmin.email, settings.firstAdmin.password);
      log(`created the first admin ${settings.firstAdmin.email}`);
    }
  });
  // Uploads a crash cut short: this process is not uploading anything yet, so every staging file goes.
  const unfinished = await fileStore().removeUnfinished(0, Date.now());
  if (unfinished) log(`removed ${unfinished} unfinished upload${unfinished === 1 ? "" : "s"}`);
  // Notifications that failed earlier (mail down) are retried in the
  // background: a slow mail server must not delay the start.
  void retryAllMail()
    .then((outcome) => {
      if (!outcome.ran) return;
      const [visitors, staff] = outcome.result;
      if (visitors.attempted) log(`notification retry: ${visitors.sent} of ${visitors.attempted} sent`);
      if (staff.attempted) log(`staff mail retry: ${staff.sent} of ${staff.attempted} sent`);
    })
    .catch((error) => console.error("notification retry failed:", error));
  return settings;
}
