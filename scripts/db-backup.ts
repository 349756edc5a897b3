// `npm run db:backup`: a consistent copy of the database under storage/backups/
// (SQLite's online backup, or pg_dump for PostgreSQL).
import fs from "node:fs";
import { backupDatabase } from "~/server/infra/backup.server";
import { runScript } from "./cli";

await runScript("db:backup", async () => {
  const { file, method } = await backupDatabase();
  console.log(`backup written with ${method === "pg_dump" ? "pg_dump (PostgreSQL)" : "SQLite's online backup"}: ${file} (${fs.statSync(file).size} bytes)`);
});
