/** Helpers to call loaders and actions the way React Router does. */
import type { Kysely } from "kysely";
import type { Database } from "~/server/infra/db-schema";
import { type AnyTable, tablesOn } from "~/server/infra/db-tables";
import { db } from "~/server/infra/db.server";
import { isPostgres } from "../../migrations/dialect";

export const ORIGIN = "http://localhost:3000";

export function getRequest(path: string, init: RequestInit = {}) {
  return new Request(new URL(path, ORIGIN), { method: "GET", ...init });
}

/** Cookie header value from a response's Set-Cookie headers. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Every table of `database` (the list in app/server/infra/db-tables.ts), parents first. */
export function tablesOf(database: Kysely<Database>): AnyTable[] {
  return tablesOn(isPostgres(database as Kysely<unknown>) ? "postgres" : "sqlite");
}

/**
 * Removes every row of every table, children first, keeping the schema (tests
 * start from a known state). content_versions stays: its rows are made by its
 * migration and only ever counted up.
 */
export async function clearTables() {
  const untyped = db() as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (const table of tablesOf(db()).reverse()) {
    if (table.role !== "derived") await untyped.deleteFrom(table.name).execute();
  }
}

export type TableSnapshot = Record<string, unknown[]>;

/**
 * Every row of every table of `database` but `without`, in key order: equal
 * snapshots before and after a request prove it changed nothing. A table's
 * bookkeeping columns (a session's last use, written by any signed-in request
 * at most once a minute) are left out; every other write shows.
 */
export async function tableSnapshot(database: Kysely<Database>, { without = [] }: { without?: readonly string[] } = {}): Promise<TableSnapshot> {
  const untyped = database as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const dump: TableSnapshot = {};
  for (const table of tablesOf(database)) {
    if (without.includes(table.name)) continue;
    const rows = await untyped.selectFrom(table.name).selectAll().orderBy(table.key).execute();
    dump[table.name] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !table.bookkeeping.includes(column))));
  }
  return dump;
}
