import fs from "node:fs";
import path from "node:path";
import { config } from "~/server/infra/config.server";
import { sqliteHandle } from "~/server/infra/db.server";

/**
 * An online backup (SQLite's backup API: consistent while the server keeps
 * writing) to storage/backups/app-<timestamp>.db. Returns the file path.
 */
export async function backupDatabase(now = new Date()): Promise<string> {
  const directory = path.join(config().storageDir, "backups");
  fs.mkdirSync(directory, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const target = path.join(directory, `app-${stamp}.db`);
  await sqliteHandle().backup(target);
  return target;
}
