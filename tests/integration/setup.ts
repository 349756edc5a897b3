/**
 * Runs before each integration test file: point the app at a fresh database
 * (SQLite, or PostgreSQL: ./test-database.ts) and storage folder of this
 * file, then migrate.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { dropDatabase, freshDatabaseUrl } from "./test-database";

// One worker runs many files (isolate: false in vitest.config.ts: a process
// per file cost about 80 CPU-s a run). Each file still starts as in a process
// of its own: the app's modules load anew (their caches, config and clocks are
// the file's own), spies and fake timers a previous file left are undone, and
// the environment is the one the worker started with, whatever that file set.
// Database and folder names carry the file's number, so nothing a previous
// file failed to remove is in the way.
const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
const shared = globalThis as { __integrationStartEnv?: NodeJS.ProcessEnv; __integrationFiles?: number };
const startEnv = (shared.__integrationStartEnv ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in startEnv)) delete process.env[name];
Object.assign(process.env, startEnv);
vi.restoreAllMocks();
vi.useRealTimers();
vi.resetModules();
const file = (shared.__integrationFiles = (shared.__integrationFiles ?? 0) + 1);

const root = path.resolve("tests/.tmp", `integration-${worker}-${process.pid}-${file}`);
fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(root, { recursive: true });
const databaseUrl = freshDatabaseUrl(path.join(root, `worker-${worker}-${file}.db`));

Object.assign(process.env, {
  NODE_ENV: "test",
  DATABASE_URL: databaseUrl,
  STORAGE_DIR: path.join(root, "storage"),
  SESSION_SECRET: "integration-test-secret-0123456789",
  SITE_URL: "http://localhost:3000",
  RATE_LIMIT: "off",
  LOG_REQUESTS: "off",
});

beforeAll(async () => {
  const { migrateToLatest } = await import("~/server/infra/db.server");
  await migrateToLatest();
});

afterAll(async () => {
  const { closeDatabase } = await import("~/server/infra/db.server");
  await closeDatabase();
  dropDatabase(databaseUrl);
  fs.rmSync(root, { recursive: true, force: true });
});
