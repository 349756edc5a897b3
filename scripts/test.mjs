// `npm test`: the whole suite, stopping at the first failing stage:
// types, lint, one production build, unit + integration (vitest), browser
// (Playwright, JavaScript on and off, against that build).
import { spawnSync } from "node:child_process";

const stages = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["build", "npm", ["run", "build"]],
  ["unit + integration", "npx", ["vitest", "run"]],
  ["browser", "node", ["scripts/playwright.mjs"], { E2E_BUILD: "skip" }],
];

for (const [name, command, args, env = {}] of stages) {
  console.log(`\n=== ${name} ===`);
  const stageStart = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - stageStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  // The last stage's own summary line closes the output.
  if (name !== stages.at(-1)[0]) console.log(`✓ ${name} passed in ${seconds}s`);
}
