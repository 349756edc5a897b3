/**
 * Once per run of the integration or HTTP suite, in Vitest's main process: a folder for the
 * migrated template databases of its workers (./test-database.ts), removed when the run ends.
 */
import fs from "node:fs";
import path from "node:path";

export default function setup() {
  const dir = path.resolve("tests/.tmp", `templates-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  process.env.TEST_TEMPLATE_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
