/**
 * The e2e server's newsletter list is shared by every test and by both
 * projects (JavaScript on and off): a test that counts the confirmed
 * subscribers ("Send to 2 confirmed subscribers") holds this lock while its
 * own subscribers are confirmed, and so does any test that confirms a
 * subscriber for a moment. A directory made with mkdir is the lock (atomic
 * on every file system); the server's folder is new at each run, so a lock
 * left by a killed run never outlives it.
 */
import fs from "node:fs";
import path from "node:path";

const lockDir = path.resolve("tests/.tmp", `e2e-${process.env.E2E_PORT ?? "3210"}`, "subscriber-list.lock");

export async function withSubscriberListLock<T>(fn: () => Promise<T>, { timeoutMs = 150_000 } = {}): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() - started > timeoutMs) throw new Error(`the subscriber list stayed locked ${timeoutMs} ms (${lockDir})`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
