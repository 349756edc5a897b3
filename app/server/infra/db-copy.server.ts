/**
 * `npm run db:copy`: moves a SQLite database into an empty PostgreSQL one
 * (decision 0503), for an agency going from one machine to several. Both are
 * brought to the latest migration first, every table of the product's
 * records is copied in one transaction (parents before children), the
 * identity counters are moved past the copied ids, and the row counts are
 * compared afterwards. Which tables, and in which order, comes from the list
 * of tables (db-tables.ts); not copied: content_versions (made by its
 * migration, kept by triggers), job leases, passkey challenges and rate-limit
 * counters (minutes long).
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "~/server/infra/db-schema";
import { COPIED_TABLES, type RecordTable, TABLES, tablesOn } from "~/server/infra/db-tables";
import { migrateToLatest } from "~/server/infra/db.server";

const BATCH = 500;

export type CopyCounts = Record<RecordTable, { source: number; target: number }>;

async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function copyDatabase(source: Kysely<Database>, target: Kysely<Database>): Promise<CopyCounts> {
  await migrateToLatest(source);
  await migrateToLatest(target);
  // A table the list does not know would be left behind silently: refuse instead.
  const listed = new Set<string>(tablesOn("sqlite").map((table) => table.name));
  const missing = (await source.introspection.getTables()).map((table) => table.name).filter((name) => !listed.has(name));
  if (missing.length) throw new Error(`db:copy does not know these tables yet: ${missing.join(", ")}`);
  for (const table of COPIED_TABLES) {
    if ((await countRows(target, table)) > 0) throw new Error(`the target database is not empty: ${table} has rows`);
  }

  await target.transaction().execute(async (trx) => {
    for (const table of COPIED_TABLES) {
      for (let offset = 0; ; offset += BATCH) {
        const rows = await source.selectFrom(table).selectAll().orderBy(sql.ref("rowid")).limit(BATCH).offset(offset).execute();
        if (!rows.length) break;
        await trx.insertInto(table).values(rows as never).execute();
      }
      if (TABLES[table].key === "id") {
        // The next id the database gives is past the copied ones.
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
    }
  });

  const counts = {} as CopyCounts;
  for (const table of COPIED_TABLES) counts[table] = { source: await countRows(source, table), target: await countRows(target, table) };
  const different = COPIED_TABLES.filter((table) => counts[table].source !== counts[table].target);
  if (different.length) throw new Error(`row counts differ after the copy: ${different.map((t) => `${t} ${counts[t].source} → ${counts[t].target}`).join(", ")}`);
  return counts;
}
