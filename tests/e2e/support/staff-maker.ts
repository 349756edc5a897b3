/**
 * A staff-account maker for the browser tests, one process per Playwright
 * worker and database: it reads `{"email","password","role"}` lines on stdin
 * and answers `ok` or `error <reason>` lines, creating each account through
 * the same checks and domain function as `npm run admin:create` (which one
 * browser test still runs as a command); and `{"session":"<email>"}` lines,
 * answered `ok <cookie>`: a session started for that account by the product's
 * own function, as a sign-in does. One start per worker instead of one per
 * account: each start compiles the app's modules again (seconds of CPU).
 */
import readline from "node:readline";
import { STAFF_ROLES, type StaffRole } from "~/lib/staff-roles";
import { staffPasswordProblem } from "~/server/credentials/common-passwords.server";
import { startStaffSession } from "~/server/credentials/staff-sessions.server";
import { findUserByEmail, upsertAdmin } from "~/server/domain/users.server";

/** `name=value` of a new session's cookie for this account. */
async function sessionCookieOf(email: string): Promise<string> {
  const user = await findUserByEmail(email);
  if (!user) throw new Error(`no account ${email}`);
  const request = new Request("http://localhost/admin/login", { headers: { "User-Agent": "Playwright (session opened by the test)" } });
  const setCookie = await startStaffSession(request, user.id, { method: "password", ip: "127.0.0.1" });
  return setCookie.split(";")[0]!;
}

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  try {
    const asked = JSON.parse(line) as { email: string; password: string; role: StaffRole } | { session: string };
    if ("session" in asked) {
      process.stdout.write(`ok ${await sessionCookieOf(asked.session)}\n`);
      continue;
    }
    const { email, password, role } = asked;
    if (!STAFF_ROLES.includes(role)) throw new Error(`unknown role ${role}`);
    const problem = staffPasswordProblem(email, password);
    if (problem) throw new Error(problem);
    await upsertAdmin(email, password, role);
    process.stdout.write("ok\n");
  } catch (error) {
    process.stdout.write(`error ${error instanceof Error ? error.message : String(error)}\n`.replace(/\n(?!$)/g, " "));
  }
}
