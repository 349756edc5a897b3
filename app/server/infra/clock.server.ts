/**
 * The server's "now" (decision 0323). Everything that depends on the clock
 * (what is published, schedules, expiries, retention) takes an injectable
 * `now` whose default is `clock()`, the system clock.
 *
 * In test mode only (NODE_ENV=test, refused by the configuration otherwise),
 * TEST_CLOCK_FILE names a file holding an offset in milliseconds that the
 * whole process adds to the system clock, read at each call: a test moves
 * this server's time by writing the file (also while the server is stopped),
 * never by waiting for time to pass.
 */
import fs from "node:fs";
import { config } from "~/server/infra/config.server";

let offsetFile: string | null | undefined;

/** Milliseconds since the epoch, as this server tells the time. */
export function clockMs(): number {
  offsetFile ??= config().testClockFile ?? null;
  if (!offsetFile) return Date.now();
  let offset = 0;
  try {
    offset = offsetIn(fs.readFileSync(offsetFile, "utf8"));
  } catch {
    // No file yet: no offset.
  }
  return Date.now() + offset;
}

let lastOffset = 0;
/** The file's offset; empty or unreadable text is a write caught halfway (it empties the file first): the last offset read stands. */
function offsetIn(text: string): number {
  const offset = Number(text.trim());
  if (text.trim() && Number.isFinite(offset)) lastOffset = offset;
  return lastOffset;
}

/** Now, as this server tells the time. */
export function clock(): Date {
  return new Date(clockMs());
}
