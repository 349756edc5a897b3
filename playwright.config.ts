import { defineConfig, devices } from "@playwright/test";
import { installedChromium } from "./scripts/ensure-chromium.mjs";

/**
 * Browser tests against the production build, in Debian's Chromium (its headless
 * shell when installed: scripts/ensure-chromium.mjs, decision 0356).
 * Two projects: every test with JavaScript on; the few tagged @no-js also with it off.
 * E2E_PORT and BUILD_DIR let parallel runs use their own server and build.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: installedChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    // Only the journeys tagged @no-js (NO_JS in tests/e2e/support/test.ts): the other no-JS paths are tests/http's (decision 0340).
    { name: "no-js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false }, grep: /@no-js/ },
  ],
  webServer: {
    command: "node tests/e2e/support/start-server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
