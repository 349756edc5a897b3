// `npm run admin:create -- --email E --password P`: creates an admin, or
// resets the password of an existing one.
import { z } from "zod";
import { migrateToLatest } from "~/server/infra/db.server";
import { upsertAdmin } from "~/server/domain/users.server";
import { parseFlags, runScript } from "./cli";

const input = z.object({
  email: z.email("--email must be an email address"),
  password: z.string().min(12, "--password must be at least 12 characters"),
});

await runScript("admin:create", async () => {
  const parsed = input.safeParse(parseFlags(process.argv.slice(2)));
  if (!parsed.success) {
    throw new Error(
      `${parsed.error.issues.map((i) => i.message).join("; ")}\nusage: npm run admin:create -- --email you@example.com --password 'a long passphrase'`,
    );
  }
  await migrateToLatest();
  const result = await upsertAdmin(parsed.data.email, parsed.data.password);
  console.log(result === "created" ? `created admin ${parsed.data.email}` : `reset the password of ${parsed.data.email}`);
});
