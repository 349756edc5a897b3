/**
 * npm 12 skips every dependency install script that package.json's allowScripts does not
 * declare (npm 11 warns). These run `npm install` as on a fresh clone (package.json and the
 * lock file in an empty folder) with --dry-run --offline: nothing is fetched or installed,
 * and --strict-allow-scripts makes an undeclared script an error (decision 0342).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const folders: string[] = [];

/** The packages a fresh `npm install` of this manifest and lock file would flag as undeclared. */
async function undeclaredOnFreshInstall(packageJson: object): Promise<string[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "install-scripts-"));
  folders.push(folder);
  // Without the project's own scripts: a dry run still runs its postinstall.
  fs.writeFileSync(path.join(folder, "package.json"), JSON.stringify({ ...packageJson, scripts: {} }));
  fs.copyFileSync(path.join(root, "package-lock.json"), path.join(folder, "package-lock.json"));
  const args = ["install", "--dry-run", "--strict-allow-scripts", "--offline", "--no-audit", "--no-fund", "--loglevel=error"];
  try {
    await run("npm", args, { cwd: folder, encoding: "utf8" });
    return [];
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr);
    if (!stderr.includes("ESTRICTALLOWSCRIPTS")) throw error;
    return [...stderr.matchAll(/^npm error {3}(@?[^@\s]+)@\S+ \(/gm)].map(([, name]) => String(name)).sort();
  }
}

afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe.concurrent("dependency install scripts", () => {
  it("a fresh install finds none that allowScripts leaves undeclared", { timeout: 60_000 }, async ({ expect }) => {
    expect(await undeclaredOnFreshInstall(manifest)).toEqual([]);
  });

  it("allowScripts names exactly the packages that have them", { timeout: 60_000 }, async ({ expect }) => {
    const { allowScripts, ...withoutDeclarations } = manifest;
    const declared = Object.keys(allowScripts).map((key) => key.replace(/(.)@.*$/, "$1"));
    expect(await undeclaredOnFreshInstall(withoutDeclarations)).toEqual(declared.sort());
  });
});
