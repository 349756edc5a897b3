/**
 * The server's clock in the test's own process (decision 0323): the app's
 * `clock()` adds the offset held in its TEST_CLOCK_FILE, read at each call, so
 * a test sets the time the pages and actions see; it never waits for it.
 */
import fs from "node:fs";
import path from "node:path";
import { config } from "~/server/infra/config.server";

export interface ServerClock {
  /** From now on the server tells this time (and moves on from it). */
  set(at: Date | number): void;
}

/** The clock of this file's app (`appSite()`), at the real time until `set`. */
export function serverClock(): ServerClock {
  const file = path.join(path.dirname(process.env.STORAGE_DIR!), "test-clock");
  fs.writeFileSync(file, "0");
  config().testClockFile = file;
  return { set: (at) => fs.writeFileSync(file, String(Number(at) - Date.now())) };
}
