// `npm test`: the whole suite, in phases; the stages of a phase run side by
// side (each with its output kept and printed whole when it ends), and the
// first failing phase stops the run:
//   1. types, lint, one production build;
//   2. unit + integration on SQLite, and the integration suite again on a
//      throw-away PostgreSQL server when one is installed here (said and
//      skipped otherwise);
//   3. two instances under load with one killed (scripts/cluster-test.mjs,
//      skipped without PostgreSQL), then the browser tests (Playwright,
//      JavaScript on and off, against that build).
// TEST_SERIAL=1 runs every stage one after another, with its output live.
import { spawn } from "node:child_process";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

const serial = process.env.TEST_SERIAL === "1";

/** Runs a command; resolves with its exit status and everything it printed (or prints it live when serial). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: serial ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), output }));
  });
}

/** The integration suite on PostgreSQL: a server of its own, stopped afterwards. */
async function integrationOnPostgres() {
  const server = await startThrowawayPostgres();
  if (server.skipped) return { status: 0, output: `PostgreSQL skipped: ${server.skipped}. The integration suite ran on SQLite only.\n` };
  try {
    return await run("npx", ["vitest", "run", "--project", "integration"], { TEST_POSTGRES_URL: server.url, TEST_POSTGRES_BIN: server.bin });
  } finally {
    server.stop();
  }
}

/** Stages that one after another make one stage of a phase. */
function inOrder(...stages) {
  return async () => {
    let output = "";
    for (const [name, stage] of stages) {
      const started = Date.now();
      const result = await stage();
      output += `${result.output}\n--- ${name}: ${result.status === 0 ? "passed" : "failed"} in ${seconds(started)}s\n`;
      if (result.status !== 0) return { status: result.status, output };
    }
    return { status: 0, output };
  };
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const phases = [
  [
    ["typecheck", () => run("npm", ["run", "typecheck"])],
    ["lint", () => run("npm", ["run", "lint"])],
    ["build", () => run("npm", ["run", "build"])],
  ],
  [
    ["unit + integration", () => run("npx", ["vitest", "run"])],
    ["integration on PostgreSQL", integrationOnPostgres],
  ],
  [
    [
      "two instances, then browser",
      inOrder(
        // Two instances on one PostgreSQL and one object store, one killed mid-run (skipped without PostgreSQL).
        ["two instances", () => run("node", ["scripts/cluster-test.mjs"])],
        ["browser", () => run("node", ["scripts/playwright.mjs"], { E2E_BUILD: "skip" })],
      ),
    ],
  ],
];

const suiteStarted = Date.now();
const timings = [];
for (const phase of phases) {
  const stages = serial ? phase.map((stage) => [stage]) : [phase];
  for (const group of stages) {
    console.log(`\n=== ${group.map(([name]) => name).join(" | ")} ===`);
    const results = await Promise.all(
      group.map(async ([name, stage]) => {
        const started = Date.now();
        const result = await stage();
        return { name, ...result, seconds: seconds(started) };
      }),
    );
    for (const result of results) {
      if (!serial) process.stdout.write(`\n--- output of ${result.name} ---\n${result.output}`);
      timings.push(`${result.name}: ${result.seconds}s`);
      console.log(`${result.status === 0 ? "✓" : "✗"} ${result.name} ${result.status === 0 ? "passed" : "failed"} in ${result.seconds}s`);
    }
    const failed = results.find((result) => result.status !== 0);
    if (failed) {
      console.error(`\n✗ ${failed.name} failed; the suite stops here after ${seconds(suiteStarted)}s`);
      process.exit(failed.status);
    }
  }
}
console.log(`\nAll stages passed in ${seconds(suiteStarted)}s (${timings.join(", ")})`);
