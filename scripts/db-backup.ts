// `npm run db:backup`: a consistent copy of the database under storage/backups/.
import fs from "node:fs";
import { backupDatabase } from "~/server/infra/backup.server";
import { runScript } from "./cli";

await runScript("db:backup", async () => {
  const file = await backupDatabase();
  console.log(`backup written: ${file} (${fs.statSync(file).size} bytes)`);
});
