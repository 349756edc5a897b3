/**
 * The import graph of app/ as dependency-cruiser reads it under the layer rules
 * of .dependency-cruiser.mjs (`~/` and relative paths resolved, type imports
 * marked), for the tests that guard the app's shape (layer-rules.test.ts,
 * lint-rules.test.ts).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

export const root = path.resolve(import.meta.dirname, "../..");

export interface Violation {
  rule: { name: string; severity: string };
  from: string;
  to: string;
}

export interface Graph {
  modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[];
  summary: { violations: Violation[]; totalCruised: number };
}

const run = promisify(execFile);
const bin = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");

let appGraph: Promise<Graph> | undefined;

/** Cruises `folder` of the tree at `cwd` (the repository, once per worker, or a made-up tree with the same layout). */
export function cruise(cwd = root, folder = "app"): Promise<Graph> {
  if (cwd === root && folder === "app") return (appGraph ??= cruiseOnce(cwd, folder));
  return cruiseOnce(cwd, folder);
}

async function cruiseOnce(cwd: string, folder: string): Promise<Graph> {
  const args = [bin, folder, "--config", path.join(root, ".dependency-cruiser.mjs"), "--output-type", "json"];
  // Exits 1 when it finds violations; they are in the report all the same.
  const { stdout } = await run(process.execPath, args, { cwd, maxBuffer: 256 * 1024 * 1024 }).catch((error: { stdout?: string }) => {
    if (!error.stdout) throw error;
    return { stdout: error.stdout };
  });
  return JSON.parse(stdout) as Graph;
}

/** The modules these entries import at run time (type-only imports left out), transitively. */
export function reachableFrom(graph: Graph, entries: string[]): Set<string> {
  const next = new Map(graph.modules.map((module) => [module.source, module.dependencies]));
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { resolved, dependencyTypes } of next.get(file) ?? []) if (!dependencyTypes.includes("type-only")) queue.push(resolved);
  }
  return seen;
}
