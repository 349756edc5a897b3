/**
 * Runs before each integration test file, after ./fresh-file.ts: point the app
 * at a fresh database (SQLite, or PostgreSQL: ./test-database.ts) and storage
 * folder of this file, already migrated (a copy of a template migrated once).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createMigratedDatabase, databaseUrlFor, dropDatabase } from "./test-database";

// The file's database and storage folder are made in beforeAll and removed in afterAll (a file
// whose tests are all skipped runs neither hook, and makes nothing). Their names carry the file's
// number in the worker, so nothing an earlier file left is in the way.
const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
const shared = globalThis as { __integrationFiles?: number };
const file = (shared.__integrationFiles = (shared.__integrationFiles ?? 0) + 1);
const root = path.resolve("tests/.tmp", `integration-${worker}-${process.pid}-${file}`);
const databaseUrl = databaseUrlFor(path.join(root, `worker-${worker}-${file}.db`));

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
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  await createMigratedDatabase(databaseUrl);
});

afterAll(async () => {
  const { closeDatabase } = await import("~/server/infra/db.server");
  await closeDatabase();
  dropDatabase(databaseUrl);
  fs.rmSync(root, { recursive: true, force: true });
});
