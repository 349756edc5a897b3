// `npm test`: the whole suite as stages that start as soon as what they need
// is there and the cores allow, side by side (each with its output kept and
// printed whole when it ends). Each stage says how many cores it keeps busy;
// stages start in the order below while their sum fits the machine's cores
// (one stage at a time may exceed them, so a 1-core machine still runs all).
// The first failing stage stops the run: the stages still running are
// stopped and said, the ones not started are not started.
//   - types, lint, unit tests and one production build;
//   - after the build: the integration files about the server process itself
//     (SERVER_PROCESS_FILES in tests/suite-files.mjs: they mostly wait on the
//     processes they start, so they run beside the other stages, keeping no
//     core to themselves); the rest of the integration suite and the HTTP
//     suite on SQLite, and each on a throw-away PostgreSQL server (without the
//     files whose subject no database changes, DATABASE_INDEPENDENT there;
//     said and skipped when no PostgreSQL is installed here), two instances under load with one
//     killed (scripts/cluster-test.mjs, skipped without PostgreSQL), and the
//     browser tests (Playwright, JavaScript on and off, against that build).
// Measured on 2 cores: the browser tests keep both busy, each vitest run one;
// more at once only made every stage slower and timing-sensitive tests fail.
// TEST_SERIAL=1 runs every stage one after another, in the order below, with
// its output live.
import { spawn } from "node:child_process";
import os from "node:os";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

const serial = process.env.TEST_SERIAL === "1";
const running = new Set();

/** Runs a command in its own process group; resolves with its exit status and everything it printed (or prints it live when serial). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: serial ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
      detached: !serial,
    });
    running.add(child);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({ status: code ?? (signal ? 1 : 0), output });
    });
  });
}

/** A Vitest project on PostgreSQL: a server of its own, stopped afterwards. */
async function onPostgres(project) {
  const server = await startThrowawayPostgres();
  if (server.skipped) return { status: 0, output: `PostgreSQL skipped: ${server.skipped}. The ${project} suite ran on SQLite only.\n` };
  try {
    return await run("npx", ["vitest", "run", "--project", project], { TEST_POSTGRES_URL: server.url, TEST_POSTGRES_BIN: server.bin });
  } finally {
    server.stop();
  }
}

/** name, what it needs first, the cores it keeps busy, how it runs. */
const stages = [
  { name: "build", after: [], cores: 1, run: () => run("npm", ["run", "build"]) },
  { name: "typecheck", after: [], cores: 1, run: () => run("npm", ["run", "typecheck"]) },
  { name: "lint", after: [], cores: 1, run: () => run("npm", ["run", "lint"]) },
  { name: "unit", after: [], cores: 1, run: () => run("npx", ["vitest", "run", "--project", "unit"]) },
  // Integration files start the built server (node server.js) as a process.
  { name: "server process", after: ["build"], cores: 0, run: () => run("npx", ["vitest", "run", "--project", "integration"], { TEST_SERVER_PROCESS: "only" }) },
  // The PostgreSQL runs are the longer ones: they start first, and two instances runs early,
  // so that the two one-core stages before the browser tests end close together.
  { name: "integration on PostgreSQL", after: ["build"], cores: 1, run: () => onPostgres("integration") },
  // Two instances on one PostgreSQL and one object store, one killed mid-run (skipped without PostgreSQL).
  { name: "two instances", after: ["build"], cores: 1, run: () => run("node", ["scripts/cluster-test.mjs"]) },
  { name: "integration on SQLite", after: ["build"], cores: 1, run: () => run("npx", ["vitest", "run", "--project", "integration"], { TEST_SERVER_PROCESS: "without" }) },
  // Pages and forms read as a visitor without JavaScript (tests/http, decision 0340); some files start the built server.
  { name: "http on PostgreSQL", after: ["build"], cores: 1, run: () => onPostgres("http") },
  { name: "http on SQLite", after: ["build"], cores: 1, run: () => run("npx", ["vitest", "run", "--project", "http"]) },
  // Two Playwright workers, their Chromium and the e2e server.
  { name: "browser", after: ["build"], cores: 2, run: () => run("node", ["scripts/playwright.mjs"], { E2E_BUILD: "skip" }) },
];
const machineCores = Number(process.env.TEST_CORES ?? os.availableParallelism());

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const suiteStarted = Date.now();
const timings = [];

/** A stage's result; one that throws (instead of exiting non-zero) fails with its error rather than ending the whole run. */
function runStage(stage) {
  return Promise.resolve()
    .then(() => stage.run())
    .catch((error) => ({ status: 1, output: `${error?.stack ?? error}\n` }));
}

function report(stage, result, started) {
  if (!serial) process.stdout.write(`\n--- output of ${stage.name} ---\n${result.output}`);
  timings.push(`${stage.name}: ${seconds(started)}s`);
  console.log(`${result.status === 0 ? "✓" : "✗"} ${stage.name} ${result.status === 0 ? "passed" : "failed"} in ${seconds(started)}s (at ${seconds(suiteStarted)}s)`);
}

function stopAll(failed) {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  console.error(`\n✗ ${failed} failed; the suite stops here after ${seconds(suiteStarted)}s`);
}

if (serial) {
  for (const stage of stages) {
    console.log(`\n=== ${stage.name} ===`);
    const started = Date.now();
    const result = await runStage(stage);
    report(stage, result, started);
    if (result.status !== 0) {
      stopAll(stage.name);
      process.exit(result.status);
    }
  }
} else {
  const passed = new Set();
  const waiting = [...stages];
  let busyCores = 0;
  let failure;
  await new Promise((finished) => {
    const startWhatFits = () => {
      if (failure || (waiting.length === 0 && busyCores === 0)) return finished();
      for (const stage of [...waiting]) {
        if (!stage.after.every((need) => passed.has(need))) continue;
        if (busyCores > 0 && busyCores + stage.cores > machineCores) continue;
        waiting.splice(waiting.indexOf(stage), 1);
        busyCores += stage.cores;
        console.log(`=== ${stage.name} started (at ${seconds(suiteStarted)}s)`);
        const started = Date.now();
        void runStage(stage).then((result) => {
          busyCores -= stage.cores;
          if (failure) return;
          report(stage, result, started);
          if (result.status !== 0) {
            failure = { name: stage.name, status: result.status };
            stopAll(stage.name);
          } else {
            passed.add(stage.name);
          }
          startWhatFits();
        });
      }
    };
    startWhatFits();
  });
  if (failure) process.exit(failure.status);
}
console.log(`\nAll stages passed in ${seconds(suiteStarted)}s (${timings.join(", ")})`);
