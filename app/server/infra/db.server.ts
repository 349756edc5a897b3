/**
 * The database connection: Kysely over better-sqlite3, one per process.
 * WAL lets readers run while a write is in progress; busy_timeout makes a
 * second writer (a CLI script next to the server) wait instead of failing.
 */
import SQLite from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { Kysely, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { migrations } from "../../../migrations";
import { config } from "~/server/infra/config.server";
import type { Database } from "~/server/infra/db-schema";
import { tableReadTracker } from "~/server/infra/table-reads.server";


let instance: { db: Kysely<Database>; sqlite: SQLite.Database } | undefined;

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

export function openDatabase(file: string) {
  if (file !== ":memory:") {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    keepPrivate(file);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [tableReadTracker] });
  return { db, sqlite };
}

/** The process-wide database, opened on first use at DATABASE_URL. */
export function db(): Kysely<Database> {
  instance ??= openDatabase(config().databasePath);
  return instance.db;
}

/** The raw better-sqlite3 handle, for online backups. */
export function sqliteHandle(): SQLite.Database {
  db();
  return instance!.sqlite;
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

/** For /healthz: a trivial query proves the file is open and readable. */
export function databaseIsHealthy(): boolean {
  try {
    return sqliteHandle().prepare("select 1 as ok").get() !== undefined;
  } catch {
    return false;
  }
}
