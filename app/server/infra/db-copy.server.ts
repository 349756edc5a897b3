/**
 * `npm run db:copy`: moves a SQLite database into an empty PostgreSQL one
 * (decision 0500), for an agency going from one machine to several. Both are
 * brought to the latest migration first, every table is copied in one
 * transaction (parents before children), the identity counters are moved past
 * the copied ids, and the row counts are compared afterwards.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "~/server/infra/db-schema";
import { migrateToLatest } from "~/server/infra/db.server";

/** Every table, parents before the tables that refer to them. content_versions is made by its migration. */
const TABLES_IN_ORDER = [
  "users",
  "categories",
  "posts",
  "testimonials",
  "submissions",
  "subscribers",
  "staff_sessions",
  "staff_tokens",
  "audit_log",
  "recovery_codes",
  "passkeys",
  "settings",
  "staff_mail",
  "post_revisions",
  "post_previews",
  "post_images",
] as const satisfies readonly (keyof Database)[];

/** Made by their migration (content versions) or only meaningful for minutes (job leases, passkey challenges). */
const NOT_COPIED = ["content_versions", "job_locks", "webauthn_challenges"];

/** Tables whose key is not a numbered id (settings by name, post_images by file name). */
const TABLES_KEYED_OTHERWISE = new Set<string>(["settings", "post_images"]);

const BATCH = 500;

export type CopyCounts = Record<(typeof TABLES_IN_ORDER)[number], { source: number; target: number }>;

async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function copyDatabase(source: Kysely<Database>, target: Kysely<Database>): Promise<CopyCounts> {
  await migrateToLatest(source);
  await migrateToLatest(target);
  // A table added later and not listed here would be left behind silently: refuse instead.
  const listed = new Set<string>([...TABLES_IN_ORDER, ...NOT_COPIED]);
  const missing = (await source.introspection.getTables()).map((table) => table.name).filter((name) => !listed.has(name));
  if (missing.length) throw new Error(`db:copy does not know these tables yet: ${missing.join(", ")}`);
  for (const table of TABLES_IN_ORDER) {
    if ((await countRows(target, table)) > 0) throw new Error(`the target database is not empty: ${table} has rows`);
  }

  await target.transaction().execute(async (trx) => {
    for (const table of TABLES_IN_ORDER) {
      for (let offset = 0; ; offset += BATCH) {
        const rows = await source.selectFrom(table).selectAll().orderBy(sql.ref("rowid")).limit(BATCH).offset(offset).execute();
        if (!rows.length) break;
        await trx.insertInto(table).values(rows as never).execute();
      }
      if (!TABLES_KEYED_OTHERWISE.has(table)) {
        // The next id the database gives is past the copied ones.
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
    }
  });

  const counts = {} as CopyCounts;
  for (const table of TABLES_IN_ORDER) counts[table] = { source: await countRows(source, table), target: await countRows(target, table) };
  const different = TABLES_IN_ORDER.filter((table) => counts[table].source !== counts[table].target);
  if (different.length) throw new Error(`row counts differ after the copy: ${different.map((t) => `${t} ${counts[t].source} → ${counts[t].target}`).join(", ")}`);
  return counts;
}
