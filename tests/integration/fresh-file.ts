/**
 * The first setup file before each integration test file. One worker runs
 * many files (isolate: false in vitest.config.ts, decision 0328); this gives
 * each the start a process of its own would: the environment the worker
 * started with, whatever a previous file set or added; real timers; and an
 * empty module registry, so the app's modules (configuration, caches, the
 * database handle, limiters) and ./setup.ts's helpers load anew for this file.
 * Vitest itself undoes spies and module mocks after each file.
 */
import { vi } from "vitest";

const shared = globalThis as { __integrationStartEnv?: NodeJS.ProcessEnv };
const startEnv = (shared.__integrationStartEnv ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in startEnv)) delete process.env[name];
Object.assign(process.env, startEnv);
vi.useRealTimers();
vi.resetModules();
