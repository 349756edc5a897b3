/**
 * The database connection, one per process (decision 0503): Kysely over
 * better-sqlite3 for a SQLite file (the default, one machine), or over a `pg`
 * pool when DATABASE_URL is a postgres:// URL (one or several machines). One
 * schema, one set of migrations and queries serve both; where the two differ
 * the difference has a name in migrations/dialect.ts (the schema) or
 * db-dialect.server.ts (locks, unique-key conflicts).
 */
import SQLite from "better-sqlite3";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CompiledQuery, type Driver, Kysely, PostgresDialect, sql, type SqliteDatabase, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import type pg from "pg";
import { migrations } from "../../../migrations";
import { config, type DatabaseTarget } from "~/server/infra/config.server";
import type { Database } from "~/server/infra/db-schema";
import { nulFreeText } from "~/server/infra/nul-free-text.server";
import { tableReadTracker } from "~/server/infra/table-reads.server";

/** Every connection's plugins: text without NUL on both databases; which tables a page read (page cache). */
const plugins = [nulFreeText, tableReadTracker];

type Connection = { db: Kysely<Database>; target: DatabaseTarget; sqlite?: SQLite.Database; pool?: pg.Pool; changeMark?: () => string };

let instance: Connection | undefined;

/**
 * The database holds personal data (messages about care, applications): its
 * file is readable by the server's user only, 0600 like the resumes. SQLite
 * gives its -wal and -shm files the database file's mode.
 */
function keepPrivate(file: string) {
  fs.closeSync(fs.openSync(file, "a", 0o600));
  for (const suffix of ["", "-wal", "-shm"]) {
    if (fs.existsSync(file + suffix)) fs.chmodSync(file + suffix, 0o600);
  }
}

/**
 * SQLite transactions that take the write lock when they begin (BEGIN
 * IMMEDIATE). A plain BEGIN reads from a snapshot and asks for the lock at its
 * first write: if another process (a CLI script next to the server) committed
 * in between, SQLite refuses that write at once (SQLITE_BUSY_SNAPSHOT, which
 * busy_timeout cannot wait out) and a save fails. Taken at the start, the lock
 * waits under busy_timeout like any other write. One connection per process
 * runs one transaction at a time already, so nothing inside the process waits
 * longer.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

/** SQLite connections opened by this process: a change mark names its connection. */
let sqliteOpened = 0;

/** Prepared statements kept per connection, by their SQL (the longest-unused dropped past this many). */
const KEPT_STATEMENTS = 500;
/** Longer statement texts are prepared each time. */
const LONGEST_KEPT = 4096;

/**
 * The connection as Kysely sees it, with each statement prepared once: a
 * page's queries are the same few dozen texts every time, and preparing one
 * costs more than running it. SQLite prepares a kept statement again by
 * itself after a schema change. `wrote` is told of every statement that is
 * not a plain select, before it runs.
 */
function preparedOnce(sqlite: SQLite.Database, wrote: () => void): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      if (!/^\s*select\b/i.test(text)) wrote();
      // A batch insert's text names its row count: each would be kept for good, and is rare.
      if (text.length > LONGEST_KEPT) return sqlite.prepare(text);
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= KEPT_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * A SQLite file. WAL lets readers run while a write is in progress;
 * busy_timeout makes a second writer (a CLI script next to the server) wait
 * instead of failing; transactions begin with the write lock (above).
 */
export function openSqlite(file: string) {
  if (file !== ":memory:") {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    keepPrivate(file);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  let writes = 0;
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: preparedOnce(sqlite, () => writes++) }), plugins });
  const dataVersion = sqlite.prepare("pragma data_version").pluck();
  /**
   * Changes when the database may have changed: another connection committed
   * (SQLite's data_version) or this one ran anything but a select; and with
   * the connection.
   */
  const opened = ++sqliteOpened;
  // Read once per turn of the event loop (each read takes the WAL's read lock): requests
  // answered in one turn arrive together, and this connection's own writes count at once.
  let dataVersionNow: number | undefined;
  const forget = () => (dataVersionNow = undefined);
  const changeMark = () => {
    if (dataVersionNow === undefined) {
      // Outside Kysely's one-query-at-a-time: fine while no query streams its rows (none does).
      dataVersionNow = dataVersion.get() as number;
      setImmediate(forget);
    }
    return `${opened}/${dataVersionNow}/${writes}`;
  };
  return { db, sqlite, changeMark };
}

/**
 * PostgreSQL's 64-bit integers (count(*), sums) arrive as numbers, as they do
 * from SQLite, instead of strings: the product's counts are far below 2^53.
 */
function postgresTypes(types: typeof pg.types) {
  return {
    getTypeParser(oid: number, format?: "text" | "binary") {
      if (oid === types.builtins.INT8) return (value: string) => Number(value);
      return types.getTypeParser(oid, format);
    },
  };
}

/** A PostgreSQL server, through a pool of `poolSize` connections. */
export function openPostgres(url: string, poolSize: number) {
  // `pg` is required here, when a PostgreSQL database is opened: a server on SQLite never loads it.
  const { Pool, types } = createRequire(import.meta.url)("pg") as typeof pg;
  const pool = new Pool({ connectionString: url, max: poolSize, types: postgresTypes(types) });
  // An idle connection the server drops (a restart, a failover) is reported here; unheard, it would end the process.
  // The pool replaces it; the next query that fails answers for itself.
  pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return { db, pool };
}

export function openDatabase(target: DatabaseTarget): Connection {
  return target.kind === "postgres"
    ? { ...openPostgres(target.url, target.poolSize), target }
    : { ...openSqlite(target.file), target };
}

function connection(): Connection {
  instance ??= openDatabase(config().database);
  return instance;
}

/** The process-wide database, opened on first use at DATABASE_URL. */
export function db(): Kysely<Database> {
  return connection().db;
}

/** The `pg` pool on PostgreSQL (shared rate-limit counters use it); undefined on SQLite. */
export function postgresPool(): pg.Pool | undefined {
  return connection().pool;
}

/**
 * On SQLite, a mark that stays the same while nothing was written to the
 * database (by any process); undefined on PostgreSQL, where the servers
 * sharing it say nothing of their writes.
 */
export function databaseChangeMark(): string | undefined {
  return connection().changeMark?.();
}

/** The raw better-sqlite3 handle, for online backups; undefined on PostgreSQL. */
export function sqliteHandle(): SQLite.Database | undefined {
  return connection().sqlite;
}

export async function closeDatabase(): Promise<void> {
  if (!instance) return;
  const { db: kysely } = instance;
  instance = undefined;
  await kysely.destroy();
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(database: Kysely<Database> = db()) {
  const migrator = new Migrator({
    db: database,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? "(unknown)"} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}

/** For /healthz: a trivial query proves the database answers (SQLite: without leaving this turn). */
export async function databaseIsHealthy(): Promise<boolean> {
  try {
    const { sqlite } = connection();
    if (sqlite) return sqlite.prepare("select 1 as ok").get() !== undefined;
    await sql`select 1`.execute(db());
    return true;
  } catch {
    return false;
  }
}
