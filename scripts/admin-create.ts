// `npm run admin:create -- --email E --password P [--role R]`: creates a staff
// account (an owner unless --role says editor, author, hr or coordinator), or resets the
// password of an existing one.
import { z } from "zod";
import { STAFF_ROLES } from "~/lib/staff-roles";
import { migrateToLatest } from "~/server/infra/db.server";
import { upsertAdmin } from "~/server/domain/users.server";
import { staffPasswordProblem } from "~/server/credentials/common-passwords.server";
import { parseFlags, runScript } from "./cli";

const input = z.object({
  email: z.email("--email must be an email address"),
  password: z.string({ error: "--password is required" }),
  role: z.enum(STAFF_ROLES, `--role must be one of ${STAFF_ROLES.join(", ")}`).default("owner"),
});

await runScript("admin:create", async () => {
  const parsed = input.safeParse(parseFlags(process.argv.slice(2)));
  if (!parsed.success) {
    throw new Error(
      `${parsed.error.issues.map((i) => i.message).join("; ")}\nusage: npm run admin:create -- --email you@example.com --password 'a long passphrase' [--role ${STAFF_ROLES.join("|")}]`,
    );
  }
  const problem = staffPasswordProblem(parsed.data.email, parsed.data.password);
  if (problem) throw new Error(`--password: ${problem}`);
  await migrateToLatest();
  const result = await upsertAdmin(parsed.data.email, parsed.data.password, parsed.data.role);
  console.log(result === "created" ? `created admin ${parsed.data.email} (${parsed.data.role})` : `reset the password of ${parsed.data.email}`);
});
