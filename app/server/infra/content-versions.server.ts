/**
 * Which content a response was made of, and whether it changed since
 * (decision 0405). A Kysely plugin notes every table a query touches while a
 * page is rendered for the cache (an AsyncLocalStorage scope, so concurrent
 * requests never mix); `content_versions` holds one number per content table,
 * raised by triggers on every write (migration 0006). A page that read any
 * table without a version is not cached at all: its freshness could not be
 * checked.
 */
import { db } from "~/server/infra/db.server";
import { VERSIONED_TABLES } from "~/server/infra/db-tables";
import { outsideTableReadScope, type TableReads } from "~/server/infra/table-reads.server";

/** The tables whose every write raises a version (db-tables.ts; its test holds them to migration 0006). */
const VERSIONED = new Set<string>(VERSIONED_TABLES);

/** True when every table read has a version (so the page's freshness can be checked). */
export function onlyVersionedTables(tables: TableReads): boolean {
  for (const table of tables) if (!VERSIONED.has(table)) return false;
  return true;
}

/** The versions now, one small query (outside any tracking scope). */
export async function currentContentVersions(): Promise<Record<string, number>> {
  const rows = await outsideTableReadScope(() => db().selectFrom("content_versions").select(["name", "version"]).execute());
  return Object.fromEntries(rows.map((row) => [row.name, row.version]));
}

const perRequest = new WeakMap<object, Promise<Record<string, number>>>();

/**
 * The versions as read once for this request (the first caller reads them):
 * the redirects (decision 0637) and the page cache ask the same question of
 * one request, and share one query.
 */
export function contentVersionsFor(request: object): Promise<Record<string, number>> {
  let versions = perRequest.get(request);
  if (!versions) {
    versions = currentContentVersions();
    perRequest.set(request, versions);
  }
  return versions;
}
