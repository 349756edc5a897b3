/**
 * Which content a response was made of, and whether it changed since
 * (decision 0405). A Kysely plugin notes every table a query touches while a
 * page is rendered for the cache (an AsyncLocalStorage scope, so concurrent
 * requests never mix); `content_versions` holds one number per content table,
 * raised by triggers on every write (migration 0006). A page that read any
 * table without a version is not cached at all: its freshness could not be
 * checked.
 */
import { databaseChangeMark, db } from "~/server/infra/db.server";
import { type TableName, VERSIONED_TABLES } from "~/server/infra/db-tables";
import { noteTablesRead, outsideTableReadScope, type TableReads } from "~/server/infra/table-reads.server";

/** The tables whose every write raises a version (db-tables.ts; its test holds them to migration 0006). */
const VERSIONED = new Set<string>(VERSIONED_TABLES);

/** True when every table read has a version (so the page's freshness can be checked). */
export function onlyVersionedTables(tables: TableReads): boolean {
  for (const table of tables) if (!VERSIONED.has(table)) return false;
  return true;
}

/** The versions last read, and the database's change mark read just before. */
let lastRead: { mark: string; versions: Readonly<Record<string, number>> } | undefined;

/**
 * The versions now, one small query (outside any tracking scope); on SQLite
 * not even that while the database's change mark says nothing was written.
 */
export async function currentContentVersions(): Promise<Readonly<Record<string, number>>> {
  const mark = databaseChangeMark();
  if (mark !== undefined && lastRead?.mark === mark) return lastRead.versions;
  const rows = await outsideTableReadScope(() => db().selectFrom("content_versions").select(["name", "version"]).execute());
  const versions = Object.freeze(Object.fromEntries(rows.map((row) => [row.name, row.version])));
  // Read before the query: a write since then changes the mark, and the next call reads again.
  if (mark !== undefined) lastRead = { mark, versions };
  return versions;
}

const perRequest = new WeakMap<object, Promise<Readonly<Record<string, number>>>>();

/**
 * The versions as read once for this request (the first caller reads them):
 * the redirects (decision 0637) and the page cache ask the same question of
 * one request, and share one query.
 */
export function contentVersionsFor(request: object): Promise<Readonly<Record<string, number>>> {
  let versions = perRequest.get(request);
  if (!versions) {
    versions = currentContentVersions();
    perRequest.set(request, versions);
  }
  return versions;
}

/**
 * `read`, answered from memory until one of `tables` (each with a content
 * version) is written, or the database is another: for what most public
 * pages read and only staff change. Its answer is shared, so frozen through
 * and through. The tables count as read for the page cache as a query would.
 * `holds` may say a kept answer no longer holds (a time it was good until).
 */
export function keptUntilChanged<T>(tables: readonly TableName[], read: () => Promise<T>, holds: (answer: T) => boolean = () => true): () => Promise<T> {
  const byKey = keptByKeyUntilChanged(tables, read, { holds, keys: 1 });
  return () => byKey(undefined);
}

/**
 * `keptUntilChanged` for a read with a key (a post's id): each key's answer
 * kept, the `keys` most recently asked for at most, all dropped at a write.
 */
export function keptByKeyUntilChanged<K, T>(
  tables: readonly TableName[],
  read: (key: K) => Promise<T>,
  { holds = () => true, keys }: { holds?: (answer: T) => boolean; keys: number },
): (key: K) => Promise<T> {
  for (const table of tables) if (!VERSIONED.has(table)) throw new Error(`${table} has no content version: its reads cannot be kept`);
  let made: { database: object; stamp: string } | undefined;
  const answers = new Map<K, Kept<T>>();
  return async (key) => {
    noteTablesRead(tables);
    const database = db();
    const versions = await currentContentVersions();
    const stamp = tables.map((table) => versions[table] ?? 0).join(" ");
    if (made?.database !== database || made.stamp !== stamp) {
      answers.clear();
      made = { database, stamp };
    }
    let kept = answers.get(key);
    answers.delete(key);
    if (kept?.answer !== undefined && !holds(kept.answer)) kept = undefined;
    if (!kept) {
      // Versions read before the rows: a write in between makes the next call read again.
      const entry: Kept<T> = { value: read(key).then(frozen) };
      entry.value.then(
        (answer) => (entry.answer = answer),
        () => {
          if (answers.get(key) === entry) answers.delete(key);
        },
      );
      kept = entry;
      if (answers.size >= keys) answers.delete(answers.keys().next().value as K);
    }
    answers.set(key, kept);
    return kept.value;
  };
}

type Kept<T> = { value: Promise<T>; answer?: T };

/** Every object a kept read answered with: frozen through and through, so never changed. */
const keptAnswers = new WeakSet<object>();

/** Whether `value` is (in) the answer of a read kept until its tables change. */
export function isKeptAnswer(value: object): boolean {
  return keptAnswers.has(value);
}

/** `value` with it and every object and array in it frozen. */
function frozen<T>(value: T): T {
  if (value && typeof value === "object" && !keptAnswers.has(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
    keptAnswers.add(value);
  }
  return value;
}
