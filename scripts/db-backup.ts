// `npm run db:backup`: a consistent copy of the database under storage/backups/
// (SQLite's online backup, or pg_dump for PostgreSQL); with BACKUP_URL also
// uploaded to that bucket, encrypted (decision 0700).
import fs from "node:fs";
import { backupDatabase, uploadBackup } from "~/server/infra/backup.server";
import { config } from "~/server/infra/config.server";
import { runScript } from "./cli";

await runScript("db:backup", async () => {
  const { file, method } = await backupDatabase();
  console.log(`backup written with ${method === "pg_dump" ? "pg_dump (PostgreSQL)" : "SQLite's online backup"}: ${file} (${fs.statSync(file).size} bytes)`);
  if (!config().offsiteBackup) return;
  const { name, encrypted, deleted } = await uploadBackup(file);
  console.log(`uploaded to ${process.env.BACKUP_URL}/backups/${name}${encrypted ? " (encrypted with age)" : " (NOT encrypted: set BACKUP_AGE_RECIPIENTS)"}; ${deleted} older copies deleted`);
});
