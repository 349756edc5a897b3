import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * What several instances share besides the content (decision 0501):
 * - job_locks: one holder at a time for a background job (mail retry, purge,
 *   seeding), with a lease so a holder that died does not block it forever.
 *   On both databases (two processes can share one SQLite file too: the
 *   server and a CLI script).
 * - rate_limits, on PostgreSQL only: rate-limiter-flexible's
 *   RateLimiterPostgres keeps every instance's rate-limit and sign-in counters
 *   there, with the columns it expects (its key as text: an email of 254 characters
 *   and an IP make longer keys than the library's varchar(255)). On SQLite (one process) they stay in
 *   memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_locks")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("holder", "text", (col) => col.notNull())
    .addColumn("until", "text", (col) => col.notNull())
    .execute();
  if (!isPostgres(db)) return;
  await sql`create table rate_limits (key text primary key, points integer not null default 0, expire bigint)`.execute(db);
  await sql`create index rate_limits_expire on rate_limits (expire)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_locks").execute();
  if (isPostgres(db)) await sql`drop table rate_limits`.execute(db);
}
