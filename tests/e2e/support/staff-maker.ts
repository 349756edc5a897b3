/**
 * A staff-account maker for the browser tests, one process per Playwright
 * worker: it reads `{"email","password","role"}` lines on stdin and answers
 * `ok` or `error <reason>` lines, creating each account through the same
 * checks and domain function as `npm run admin:create` (which one browser
 * test still runs as a command). One start per worker instead of one per
 * account: each start compiles the app's modules again (seconds of CPU).
 */
import readline from "node:readline";
import { STAFF_ROLES, type StaffRole } from "~/lib/staff-roles";
import { staffPasswordProblem } from "~/server/credentials/common-passwords.server";
import { upsertAdmin } from "~/server/domain/users.server";

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  try {
    const { email, password, role } = JSON.parse(line) as { email: string; password: string; role: StaffRole };
    if (!STAFF_ROLES.includes(role)) throw new Error(`unknown role ${role}`);
    const problem = staffPasswordProblem(email, password);
    if (problem) throw new Error(problem);
    await upsertAdmin(email, password, role);
    process.stdout.write("ok\n");
  } catch (error) {
    process.stdout.write(`error ${error instanceof Error ? error.message : String(error)}\n`.replace(/\n(?!$)/g, " "));
  }
}
