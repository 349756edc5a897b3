import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { enhanceScriptUrl } from "./vite.config.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Route modules render app/root.tsx, which names the public pages' script.
        plugins: [enhanceScriptUrl()],
        // Pure functions: one worker may run many files (a fresh one per file cost about a second each).
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false },
      },
      {
        resolve: { alias },
        // Route modules render app/root.tsx, which names the public pages' script.
        plugins: [enhanceScriptUrl()],
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Each worker gets its own database file and storage folder.
          setupFiles: ["tests/integration/setup.ts"],
          testTimeout: 20_000,
          // Hooks that start a server process (the built server, real start-up): waitForListening's
          // own 90 s ceiling says what went wrong; 10 s was too short on a loaded 2-core machine.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
