/**
 * The suite runs on the product's Node line (.node-version), whatever Node
 * the machine has: `npm install` brings it when the machine's is older
 * (scripts/ensure-node.mjs, decision 0009).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };

const pinned = fs.readFileSync(".node-version", "utf8").trim();

describe("the Node runtime", () => {
  it("is the major line named in .node-version", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(process.versions.node.split(".")[0]).toBe(pinned.split(".")[0]);
  });

  it(".nvmrc and package.json's engines agree with .node-version", () => {
    expect(fs.readFileSync(".nvmrc", "utf8").trim()).toBe(pinned);
    expect(packageJson.engines.node).toContain(`<${Number(pinned.split(".")[0]) + 1}`);
    expect(packageJson.engines.node).toContain(`>=${pinned.split(".")[0]}.`);
  });

  it("a later npm install, which runs the install step on the linked runtime itself, keeps the link", () => {
    const link = path.resolve("node_modules/.bin/node");
    const linked = fs.existsSync(path.resolve("node_modules/.node-runtime"));
    execFileSync(process.execPath, ["scripts/ensure-node.mjs"], { stdio: "pipe" });
    // Where the runtime was brought (a machine with another Node line), it is still there and still linked.
    expect(fs.existsSync(path.resolve("node_modules/.node-runtime"))).toBe(linked);
    if (linked) expect(fs.realpathSync(link)).toBe(fs.realpathSync(process.execPath));
  });
});
