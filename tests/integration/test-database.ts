/**
 * The database of an integration test file or of a server process a test starts:
 * a SQLite file by default; a fresh PostgreSQL database of its own when the
 * suite runs on PostgreSQL (TEST_POSTGRES_URL, set by scripts/test.mjs from the
 * throw-away server of scripts/throwaway-postgres.mjs).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const adminUrl = process.env.TEST_POSTGRES_URL;
const pgBin = process.env.TEST_POSTGRES_BIN;

export const onPostgres = Boolean(adminUrl);

function pgTool(tool: string, args: string[]) {
  const url = new URL(adminUrl!);
  execFileSync(pgBin ? path.join(pgBin, tool) : tool, ["-h", url.hostname, "-p", url.port, "-U", url.username || "postgres", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** DATABASE_URL of a database named after `sqliteFile`: that file on SQLite, a PostgreSQL database otherwise; createDatabase makes it. */
export function databaseUrlFor(sqliteFile: string): string {
  if (!adminUrl) return sqliteFile;
  const url = new URL(adminUrl);
  url.pathname = `/${`t_${path.basename(sqliteFile, ".db").replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${process.pid}`.slice(0, 60)}`;
  return url.toString();
}

/** Makes the empty PostgreSQL database of a databaseUrlFor URL (a SQLite file is made when it is first opened). */
export function createDatabase(databaseUrl: string): void {
  if (adminUrl && /^postgres/.test(databaseUrl)) pgTool("createdb", [new URL(databaseUrl).pathname.slice(1)]);
}

const shared = globalThis as { __migratedTemplate?: Promise<string> };

/**
 * A database migrated once per worker process, that each file's database starts as a copy of:
 * copying (a file, or PostgreSQL's CREATE DATABASE ... TEMPLATE) costs a few milliseconds where
 * running every migration again cost about 0.1 s on SQLite and 0.4 s on PostgreSQL per file.
 */
function migratedTemplate(): Promise<string> {
  return (shared.__migratedTemplate ??= (async () => {
    // In the run's folder (./global-setup.ts), which goes when the run ends.
    const dir = fs.mkdtempSync(path.join(process.env.TEST_TEMPLATE_DIR ?? os.tmpdir(), "template-"));
    const url = freshDatabaseUrl(path.join(dir, "template.db"));
    const { parseDatabaseUrl } = await import("~/server/infra/config.server");
    const { openDatabase, migrateToLatest } = await import("~/server/infra/db.server");
    const { db } = openDatabase(parseDatabaseUrl(url, 1));
    await migrateToLatest(db);
    await db.destroy();
    return url;
  })());
}

/** Makes the database of a databaseUrlFor URL with every migration applied (a copy of the worker's migrated template). */
export async function createMigratedDatabase(databaseUrl: string): Promise<void> {
  const template = await migratedTemplate();
  if (adminUrl && /^postgres/.test(databaseUrl)) pgTool("createdb", ["-T", new URL(template).pathname.slice(1), new URL(databaseUrl).pathname.slice(1)]);
  else fs.copyFileSync(template, databaseUrl);
}

/** DATABASE_URL for a new, empty database: `sqliteFile` on SQLite, a new PostgreSQL database named after it otherwise. */
export function freshDatabaseUrl(sqliteFile: string): string {
  const url = databaseUrlFor(sqliteFile);
  createDatabase(url);
  return url;
}

/** Removes a database made by freshDatabaseUrl (the SQLite file goes with its folder). */
export function dropDatabase(databaseUrl: string): void {
  if (!adminUrl || !/^postgres/.test(databaseUrl)) return;
  pgTool("dropdb", ["--if-exists", "--force", new URL(databaseUrl).pathname.slice(1)]);
}

/** A new, empty database of the suite's kind, opened; `dispose` closes and removes it. */
export async function openFreshDatabase(label: string) {
  const { parseDatabaseUrl } = await import("~/server/infra/config.server");
  const { openDatabase } = await import("~/server/infra/db.server");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const url = freshDatabaseUrl(path.join(dir, `${label}.db`));
  const { db } = openDatabase(parseDatabaseUrl(url, 2));
  const dispose = async () => {
    await db.destroy();
    dropDatabase(url);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { db, dispose };
}
