/**
 * Where SQLite and PostgreSQL differ at run time, named once (decision 0503):
 * unique-key conflicts and the locks a transaction takes. The schema's
 * differences are in migrations/dialect.ts.
 */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../../../migrations/dialect";

/**
 * Whether `error` is a unique-key conflict, told by the database's own error
 * code (SQLite's SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY, PostgreSQL's 23505),
 * never by message text. With `on`, only a conflict on that table's column:
 * SQLite names it in the message ("posts.slug"), PostgreSQL in the error's
 * table and detail ("Key (slug)=...").
 */
export function isUniqueViolation(error: unknown, on?: { table: string; column: string }): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, table, detail } = error as { code?: unknown; message?: unknown; table?: unknown; detail?: unknown };
  if (code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    return !on || (typeof message === "string" && message.includes(`${on.table}.${on.column}`));
  }
  if (code === "23505") {
    return !on || (table === on.table && typeof detail === "string" && detail.includes(`(${on.column})`));
  }
  return false;
}

/**
 * A read inside a transaction that locks the rows it returns until the transaction ends
 * (`FOR UPDATE`) on PostgreSQL, where two transactions that each read rows the other then
 * changes would otherwise both go ahead (each statement sees the rows as they were when it
 * began). The same read without a lock on SQLite, which runs one write at a time.
 * `share`: `FOR SHARE`, for rows read to decide a write elsewhere: it keeps them from
 * changing, and other readers sharing the lock do not wait for each other.
 * A transaction that locks rows of several tables takes them in one order shared by every
 * path that locks them (the staff paths: app/server/domain/staff.server.ts), or two such
 * transactions can each hold what the other waits for.
 */
export function lockingRead<Q extends { forUpdate(): Q; forShare(): Q }>(
  db: Pick<Kysely<unknown>, "getExecutor">,
  query: Q,
  mode: "update" | "share" = "update",
): Q {
  if (!isPostgres(db)) return query;
  return mode === "share" ? query.forShare() : query.forUpdate();
}

/**
 * Holds a lock named by `key` until the transaction ends, for a check then an insert where no
 * row exists yet to lock (PostgreSQL: `pg_advisory_xact_lock` on the key's hash; two keys with
 * the same hash only wait for each other). Nothing on SQLite, which runs one write transaction
 * at a time.
 */
export async function lockByName(trx: Pick<Kysely<unknown>, "getExecutor">, key: string): Promise<void> {
  if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
