import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { config } from "~/server/infra/config.server";
import { sqliteHandle } from "~/server/infra/db.server";

const run = promisify(execFile);

/**
 * A consistent copy of the database under storage/backups/, while the server
 * keeps writing. SQLite: its online backup API, to app-<timestamp>.db.
 * PostgreSQL: `pg_dump` (custom format, for pg_restore), to
 * app-<timestamp>.dump; pg_dump must be installed and match the server's
 * major version or be newer. Returns the file path and how it was made.
 */
export async function backupDatabase(now = new Date()): Promise<{ file: string; method: "sqlite-online-backup" | "pg_dump" }> {
  const directory = path.join(config().storageDir, "backups");
  fs.mkdirSync(directory, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const target = config().database;
  if (target.kind === "postgres") {
    const file = path.join(directory, `app-${stamp}.dump`);
    const pgDump = process.env.PG_DUMP ?? "pg_dump";
    // The password goes in the environment, not on the command line (which `ps` shows to every user).
    const url = new URL(target.url);
    const password = decodeURIComponent(url.password);
    url.password = "";
    // The dump holds personal data: readable by the server's user only from its first byte.
    fs.closeSync(fs.openSync(file, "wx", 0o600));
    try {
      await run(pgDump, ["--format=custom", `--file=${file}`, `--dbname=${url.toString()}`], {
        env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      });
    } catch (error) {
      fs.rmSync(file, { force: true });
      const failure = error as NodeJS.ErrnoException & { stderr?: string; code?: string | number };
      const reason = failure.code === "ENOENT" ? `${pgDump} is not installed (Debian: apt-get install postgresql-client)` : failure.stderr?.trim() || `exit code ${String(failure.code)}`;
      // The command line the cause repeats carries no password (PGPASSWORD above).
      throw new Error(`pg_dump failed: ${reason}`, { cause: error });
    }
    return { file, method: "pg_dump" };
  }
  const file = path.join(directory, `app-${stamp}.db`);
  await sqliteHandle()!.backup(file);
  // Personal data: readable by the server's user only, like the database itself.
  fs.chmodSync(file, 0o600);
  return { file, method: "sqlite-online-backup" };
}
