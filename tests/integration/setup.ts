/**
 * Runs in each integration worker before its test files: point the app at a
 * fresh database (SQLite, or PostgreSQL: ./test-database.ts) and storage
 * folder of this worker, then migrate.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { dropDatabase, freshDatabaseUrl } from "./test-database";

const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
const root = path.resolve("tests/.tmp", `integration-${worker}-${process.pid}`);
fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(root, { recursive: true });
const databaseUrl = freshDatabaseUrl(path.join(root, `worker-${worker}.db`));

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
