import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { encryptFileForAge } from "~/lib/age.mjs";
import { clock } from "~/server/infra/clock.server";
import { config, type ObjectStorageTarget } from "~/server/infra/config.server";
import { sqliteHandle } from "~/server/infra/db.server";
import { createFileStore } from "~/server/infra/stored-files.server";

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

/** The bucket's folder of uploaded copies. */
const OFFSITE_FOLDER = "backups";

/**
 * A backup off the machine (decision 0700): the copy encrypted with age for
 * `recipients` (none: sent as it is, outside production only), uploaded to
 * the bucket under backups/<its name>.age, and copies there older than
 * `retentionDays` deleted. Returns the uploaded name and how many went.
 */
export async function uploadBackup(
  file: string,
  offsite: { target: ObjectStorageTarget; recipients: string[]; retentionDays: number } | null = config().offsiteBackup,
  now = clock(),
): Promise<{ name: string; encrypted: boolean; deleted: number }> {
  if (!offsite) throw new Error("BACKUP_URL is not set");
  const store = createFileStore(offsite.target, config().storageDir);
  const encrypted = offsite.recipients.length > 0;
  const staged = await store.stage(OFFSITE_FOLDER, `${path.basename(file)}${encrypted ? ".age" : ""}`);
  await staged.handle.close();
  try {
    // The staging file is the upload: written whole (encrypted), then published under its name.
    await fs.promises.rm(staged.file, { force: true });
    if (encrypted) await encryptFileForAge(file, staged.file, offsite.recipients);
    else await fs.promises.copyFile(file, staged.file);
    await staged.publish();
  } catch (error) {
    await staged.discard();
    throw error;
  }
  let deleted = 0;
  const cutoff = now.getTime() - offsite.retentionDays * 24 * 60 * 60_000;
  for (const stored of await store.list(OFFSITE_FOLDER)) {
    if (stored.name === staged.name || stored.modified.getTime() >= cutoff) continue;
    await store.remove(OFFSITE_FOLDER, stored.name);
    deleted++;
  }
  return { name: staged.name, encrypted, deleted };
}

/** The daily off-site backup job: a copy made, uploaded, and removed from this disk. Nothing without BACKUP_URL. */
export async function offsiteBackup(now = clock()): Promise<string> {
  if (!config().offsiteBackup) return "no BACKUP_URL: nothing uploaded";
  const { file, method } = await backupDatabase(now);
  try {
    const { name, deleted } = await uploadBackup(file, config().offsiteBackup, now);
    return `uploaded ${name} (${method}, ${fs.statSync(file).size} bytes before encryption); ${deleted} older than ${config().offsiteBackup!.retentionDays} days deleted`;
  } finally {
    fs.rmSync(file, { force: true });
  }
}
