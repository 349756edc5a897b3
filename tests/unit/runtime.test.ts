/**
 * The suite runs on the product's Node line (.node-version), whatever Node
 * the machine has: `npm install` brings it when the machine's is older
 * (scripts/ensure-node.mjs, decision 0009).
 */
import fs from "node:fs";
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
});
