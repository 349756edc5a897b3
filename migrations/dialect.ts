/**
 * Where SQLite and PostgreSQL differ in the schema, named once (decision 0500).
 * The queries' differences (locks, unique-key conflicts) are in
 * app/server/infra/db-dialect.server.ts.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

export function isPostgres(db: Pick<Kysely<unknown>, "getExecutor">): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key the database numbers itself: AUTOINCREMENT (SQLite), an identity column (PostgreSQL). */
export function autoId(db: Kysely<unknown>) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

/**
 * A trigger that adds one to `content_versions.version` of `table` after every
 * insert, update or delete of its rows, whatever wrote them (decision 0401).
 */
export async function createVersionTrigger(db: Kysely<unknown>, table: string, event: "insert" | "update" | "delete") {
  const name = `${table}_${event}_version`;
  if (isPostgres(db)) {
    // One function for all tables: the table's name is the trigger's argument.
    await sql
      .raw(
        `create or replace function bump_content_version() returns trigger language plpgsql as $$ ` +
          `begin update content_versions set version = version + 1 where name = TG_ARGV[0]; return null; end $$`,
      )
      .execute(db);
    await sql.raw(`create trigger ${name} after ${event} on ${table} for each row execute function bump_content_version('${table}')`).execute(db);
    return;
  }
  await sql
    .raw(`create trigger ${name} after ${event} on ${table} for each row begin update content_versions set version = version + 1 where name = '${table}'; end`)
    .execute(db);
}

export async function dropVersionTrigger(db: Kysely<unknown>, table: string, event: "insert" | "update" | "delete") {
  const name = `${table}_${event}_version`;
  await sql.raw(isPostgres(db) ? `drop trigger if exists ${name} on ${table}` : `drop trigger if exists ${name}`).execute(db);
}

/** Raw bytes (a passkey's public key): BLOB (SQLite), BYTEA (PostgreSQL); both read back as a Buffer. */
export function bytesType(db: Kysely<unknown>) {
  return isPostgres(db) ? "bytea" : "blob";
}
