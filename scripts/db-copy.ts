// `npm run db:copy -- --from storage/app.db --to postgres://user:pass@host/db`:
// moves a SQLite database into an empty PostgreSQL database (decision 0503)
// and checks the row counts of every table afterwards.
import { parseDatabaseUrl } from "~/server/infra/config.server";
import { copyDatabase } from "~/server/infra/db-copy.server";
import { openPostgres, openSqlite } from "~/server/infra/db.server";
import { parseFlags, runScript } from "./cli";

const flags = parseFlags(process.argv.slice(2));

await runScript("db:copy", async () => {
  const from = parseDatabaseUrl(flags.from ?? "storage/app.db", 1);
  const to = parseDatabaseUrl(flags.to ?? "", 2);
  if (from.kind !== "sqlite") throw new Error("--from must be a SQLite file");
  if (to.kind !== "postgres") throw new Error("--to must be a postgres:// URL of an empty database");
  const source = openSqlite(from.file).db;
  const target = openPostgres(to.url, to.poolSize).db;
  try {
    const counts = await copyDatabase(source, target);
    for (const [table, { target: rows }] of Object.entries(counts)) console.log(`${table.padEnd(16)} ${rows}`);
    console.log("copied; every table has the same number of rows in both databases");
  } finally {
    await source.destroy();
    await target.destroy();
  }
});
