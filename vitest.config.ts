import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { DATABASE_INDEPENDENT, SERVER_PROCESS_FILES } from "./tests/suite-files.mjs";
import { enhanceScriptUrl } from "./vite.config.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/** TEST_SERVER_PROCESS: "only" runs the server-process files of the integration suite, "without" the rest (scripts/test.mjs). */
const serverProcessFiles = process.env.TEST_SERVER_PROCESS;

/**
 * Vitest builds no CSS, so `import stylesheet from "./app.css?url"` (app/root.tsx) was "" and every
 * page a test rendered warned that an empty string was passed to href (about 1,000 lines a run,
 * burying real warnings). Tests get the address a build would give, fixed.
 */
function stylesheetUrl(): Plugin {
  // An id without ".css" in it: Vitest empties every module whose id looks like CSS.
  const id = "\0test-stylesheet-url";
  return {
    name: "test-stylesheet-url",
    enforce: "pre",
    resolveId: (source) => (source.endsWith(".css?url") ? id : null),
    load: (loading) => (loading === id ? `export default "/assets/app.css";` : null),
  };
}

/** A project whose files talk to the app: its own database per file, on SQLite and (second run) PostgreSQL. */
function serverProject(name: string, include: string) {
  const onlyServerProcess = name === "integration" && serverProcessFiles === "only";
  const withoutServerProcess = name === "integration" && serverProcessFiles === "without";
  return {
    resolve: { alias },
    // Route modules render app/root.tsx, which names the public pages' script.
    plugins: [enhanceScriptUrl(), stylesheetUrl()],
    test: {
      name,
      include: onlyServerProcess ? SERVER_PROCESS_FILES : [include],
      exclude: [...(process.env.TEST_POSTGRES_URL ? DATABASE_INDEPENDENT : []), ...(withoutServerProcess ? SERVER_PROCESS_FILES : [])],
      environment: "node" as const,
      // Each file gets fresh app modules and the worker's starting environment (fresh-file.ts),
      // then its own database and storage folder (setup.ts), in a worker that runs many files:
      // a fresh process per file cost about 80 CPU-s of a run's 220 (decision 0328).
      setupFiles: ["tests/integration/fresh-file.ts", "tests/integration/setup.ts"],
      globalSetup: ["tests/integration/global-setup.ts"],
      isolate: false,
      testTimeout: 20_000,
      // Hooks that start a server process (the built server, real start-up): waitForListening's
      // own 90 s ceiling says what went wrong; 10 s was too short on a loaded 2-core machine.
      hookTimeout: 120_000,
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Route modules render app/root.tsx, which names the public pages' script.
        plugins: [enhanceScriptUrl(), stylesheetUrl()],
        // Pure functions: one worker may run many files (a fresh one per file cost about a second each).
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", isolate: false },
      },
      serverProject("integration", "tests/integration/**/*.test.ts"),
      // Pages and forms read as a visitor without JavaScript does (decision 0340).
      serverProject("http", "tests/http/**/*.test.ts"),
    ],
  },
});
