// `npm test`: the whole suite, stopping at the first failing stage:
// types, lint, one production build, unit + integration (vitest, SQLite),
// integration again on a throw-away PostgreSQL server when one is installed
// here (said and skipped otherwise), two instances under load with one killed
// (scripts/cluster-test.mjs, also skipped without PostgreSQL), browser
// (Playwright, JavaScript on and off, against that build).
import { spawnSync } from "node:child_process";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

/** The integration suite on PostgreSQL: a server of its own, stopped afterwards. */
async function integrationOnPostgres() {
  const server = await startThrowawayPostgres();
  if (server.skipped) {
    console.log(`PostgreSQL skipped: ${server.skipped}. The integration suite ran on SQLite only.`);
    return 0;
  }
  try {
    return run("npx", ["vitest", "run", "--project", "integration"], { TEST_POSTGRES_URL: server.url, TEST_POSTGRES_BIN: server.bin });
  } finally {
    server.stop();
  }
}

function run(command, args, env = {}) {
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
}

const stages = [
  ["typecheck", () => run("npm", ["run", "typecheck"])],
  ["lint", () => run("npm", ["run", "lint"])],
  ["build", () => run("npm", ["run", "build"])],
  ["unit + integration", () => run("npx", ["vitest", "run"])],
  ["integration on PostgreSQL", integrationOnPostgres],
  // Two instances on one PostgreSQL and one object store, one killed mid-run (skipped without PostgreSQL).
  ["two instances", () => run("node", ["scripts/cluster-test.mjs"])],
  ["browser", () => run("node", ["scripts/playwright.mjs"], { E2E_BUILD: "skip" })],
];

for (const [name, stage] of stages) {
  console.log(`\n=== ${name} ===`);
  const stageStart = Date.now();
  const status = await stage();
  const seconds = ((Date.now() - stageStart) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(status);
  }
  // The last stage's own summary line closes the output.
  if (name !== stages.at(-1)[0]) console.log(`✓ ${name} passed in ${seconds}s`);
}
