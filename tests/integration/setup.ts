/**
 * Runs before each integration test file, after ./fresh-file.ts: point the app
 * at a fresh database (SQLite, or PostgreSQL: ./test-database.ts) and storage
 * folder of this file, then migrate.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { dropDatabase, freshDatabaseUrl } from "./test-database";

// Names carry the file's number in the worker, so nothing an earlier file left
// is in the way. What a file made is removed by its afterAll, and again by the
// next file's setup, since Vitest runs no hooks in a file whose tests are all
// skipped; a worker's first file removes the folders of workers that are gone
// (the last file of a run may be such a file; another run may be going on).
const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
type Made = { root: string; databaseUrl: string };
const shared = globalThis as { __integrationFiles?: number; __integrationNotRemoved?: Made };
const removeMade = (made: Made | undefined) => {
  if (!made) return;
  dropDatabase(made.databaseUrl);
  fs.rmSync(made.root, { recursive: true, force: true });
};
const file = (shared.__integrationFiles = (shared.__integrationFiles ?? 0) + 1);
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
};
if (file === 1) {
  const scratch = path.resolve("tests/.tmp");
  for (const name of fs.existsSync(scratch) ? fs.readdirSync(scratch) : []) {
    const pid = /^integration-\w+-(\d+)(?:-\d+)?$/.exec(name)?.[1];
    if (pid && !running(Number(pid))) fs.rmSync(path.join(scratch, name), { recursive: true, force: true });
  }
}
removeMade(shared.__integrationNotRemoved);
shared.__integrationNotRemoved = undefined;

const root = path.resolve("tests/.tmp", `integration-${worker}-${process.pid}-${file}`);
fs.rmSync(root, { recursive: true, force: true });
fs.mkdirSync(root, { recursive: true });
const databaseUrl = freshDatabaseUrl(path.join(root, `worker-${worker}-${file}.db`));
shared.__integrationNotRemoved = { root, databaseUrl };

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
  removeMade(shared.__integrationNotRemoved);
  shared.__integrationNotRemoved = undefined;
});
