// `npm test`: the whole suite, in order of speed, stopping at the first
// failing stage: types, lint, unit + integration (vitest), browser (Playwright).
import { spawnSync } from "node:child_process";

const stages = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit + integration", "npx", ["vitest", "run"]],
  ["browser", "node", ["scripts/playwright.mjs"]],
];

const started = Date.now();
for (const [name, command, args] of stages) {
  console.log(`\n=== ${name} ===`);
  const stageStart = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - stageStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} passed in ${seconds}s`);
}
console.log(`\nAll stages passed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
