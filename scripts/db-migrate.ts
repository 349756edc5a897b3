// `npm run db:migrate`: applies pending migrations to DATABASE_URL.
import { migrateToLatest } from "~/server/infra/db.server";
import { sealTwoFactorSecrets } from "~/server/auth/two-factor.server";
import { runScript } from "./cli";

await runScript("db:migrate", async () => {
  const applied = await migrateToLatest();
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
  const sealed = await sealTwoFactorSecrets();
  if (sealed) console.log(`sealed ${sealed} two-factor secret${sealed === 1 ? "" : "s"}`);
});
