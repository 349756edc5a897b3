/**
 * Which test files run where (vitest.config.ts and scripts/test.mjs read this list).
 *
 * The server process itself: HTTP limits and shutdown, configuration refusals, the session
 * cookie's name, the request log, dev mode, the backup rehearsal and the bench's ratio budget
 * (decision 1042: CPU time per request, little swayed by the stages beside it). They spend most of their
 * time waiting on the processes they start, so `npm test` runs them as a stage of their own,
 * beside the others, and once (on SQLite).
 */
export const SERVER_PROCESS_FILES = [
  "tests/integration/backup-rehearsal.test.ts",
  "tests/integration/limits-and-shutdown.test.ts",
  "tests/integration/server-process.test.ts",
  "tests/integration/session-cookie.test.ts",
  "tests/integration/request-log.test.ts",
  "tests/integration/dev-server.test.ts",
  "tests/integration/bench-ratios.test.ts",
];

/**
 * Files whose subject no database changes, so the second run of the integration and HTTP
 * suites, on PostgreSQL (TEST_POSTGRES_URL, scripts/test.mjs), leaves them out:
 * - the server process itself (above), and the built server's headers and budgets;
 * - object storage and the image pipeline (the bucket, and the copies sharp makes; the
 *   post_images rows they write are read and written on both databases by the media
 *   library and private images files);
 * - `tests/http/*-pages.test.ts`: public pages read as markup (their data is seeded content;
 *   the queries behind them run on both databases in the integration suite).
 * Every form flow and everything else that writes data runs on both.
 */
export const DATABASE_INDEPENDENT = [
  ...SERVER_PROCESS_FILES,
  "tests/integration/object-storage.test.ts",
  "tests/integration/post-images.test.ts",
  "tests/http/built-server.test.ts",
  "tests/http/**/*-pages.test.ts",
];
