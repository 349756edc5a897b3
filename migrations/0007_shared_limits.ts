import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * On PostgreSQL, rate-limit and sign-in counters are shared by every instance
 * (decision 0501): rate-limiter-flexible's RateLimiterPostgres keeps them in
 * this table, with the columns it expects. On SQLite (one process) they stay
 * in memory, so there is no table to make.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table rate_limits (key varchar(255) primary key, points integer not null default 0, expire bigint)`.execute(db);
  await sql`create index rate_limits_expire on rate_limits (expire)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop table rate_limits`.execute(db);
}
