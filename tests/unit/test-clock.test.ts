/**
 * The test clock (decision 0323) read while a test rewrites its file: writing
 * empties the file first, and a read in that moment must not jump the server
 * back to real time (a health check then saw a new minute without the lag it
 * was testing, and sent a second warning).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, vi } from "vitest";

const MINUTE = 60_000;

test("an empty clock file (a write caught halfway) keeps the last offset read; a new one counts at once", async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "test-clock-")), "offset");
  const saved = { NODE_ENV: process.env.NODE_ENV, TEST_CLOCK_FILE: process.env.TEST_CLOCK_FILE };
  process.env.NODE_ENV = "test";
  process.env.TEST_CLOCK_FILE = file;
  vi.resetModules();
  try {
    const { clockMs } = await import("~/server/infra/clock.server");
    const ahead = () => Math.round((clockMs() - Date.now()) / MINUTE);
    expect(ahead()).toBe(0);
    fs.writeFileSync(file, String(6 * MINUTE));
    expect(ahead()).toBe(6);
    fs.writeFileSync(file, "");
    expect(ahead()).toBe(6);
    fs.writeFileSync(file, String(7 * MINUTE));
    expect(ahead()).toBe(7);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    vi.resetModules();
  }
});
