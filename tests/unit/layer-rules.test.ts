/**
 * The layer rules of .dependency-cruiser.mjs hold over the whole import graph
 * of app/, and each of them fires: a made-up tree with the app's layout and one
 * breach per rule is cruised with the same configuration.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, it } from "vitest";
import { cruise, root, type Violation } from "./dependency-graph";

/** A package by its name, wherever its node_modules folder is. */
const show = (violations: Violation[]) =>
  violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, "$1")}`).sort();

/** One breach per rule, beside imports the rules allow. */
const MADE_UP: Record<string, string> = {
  "app/server/infra/db.server.ts": 'import "node:fs";\nimport "../../lib/postal";\nimport "../../../migrations/index";',
  "app/server/infra/mail.server.ts": 'import "~/content/business";',
  "app/server/infra/config.server.ts": 'import "~/content/business";\nimport "~/content/intake";',
  "app/server/credentials/password.server.ts": 'import "../infra/db.server";\nimport "../auth/sign-in.server";',
  "app/server/domain/users.server.ts": 'import "~/server/credentials/password.server";\nimport "react-router";\nimport "../../routes/admin/staff";',
  "app/server/auth/sign-in.server.ts": 'import "~/server/domain/users.server";',
  "app/server/forms/contact.server.ts": 'import type { Guard } from "~/server/auth/sign-in.server";\nexport type G = Guard;',
  "app/server/reports/weekly.server.ts": 'import "../infra/db.server";',
  "app/server/startup.server.ts": 'import "./auth/sign-in.server";\nimport "./forms/contact.server";',
  "app/routes/admin/staff.tsx": 'import "~/server/domain/users.server";',
  "app/content/business.ts": 'import type { Postal } from "~/lib/postal";\nimport "./intake";\nexport type P = Postal;',
  "app/content/intake.ts": 'import "~/lib/postal";',
  "app/lib/postal.ts": 'import "react";\nimport "~/lib/missing";',
  "migrations/index.ts": "export {};",
};

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe.concurrent("the layer rules", () => {
  it("hold over app/, read whole", { timeout: 60_000 }, async ({ expect }) => {
    const graph = await cruise();
    expect(show(graph.summary.violations)).toEqual([]);
    expect(graph.summary.totalCruised).toBeGreaterThan(400);
    const users = graph.modules.find((module) => module.source === "app/server/domain/users.server.ts");
    expect(users?.dependencies.map((dependency) => dependency.resolved)).toContain("app/server/infra/db.server.ts");
  });

  it("each refuse their breach in a made-up tree", { timeout: 60_000 }, async ({ expect }) => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), "layer-rules-"));
    folders.push(tree);
    for (const [file, text] of Object.entries(MADE_UP)) {
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), `${text}\n`);
    }
    fs.writeFileSync(path.join(tree, "tsconfig.json"), JSON.stringify({ compilerOptions: { paths: { "~/*": ["./app/*"] } } }));
    fs.symlinkSync(path.join(root, "node_modules"), path.join(tree, "node_modules"));
    const graph = await cruise(tree);
    expect(show(graph.summary.violations)).toEqual([
      "content-imports-code: app/content/intake.ts -> app/lib/postal.ts",
      "domain-answers-http: app/server/domain/users.server.ts -> react-router",
      "infra-imports-the-product: app/server/infra/mail.server.ts -> app/content/business.ts",
      "not-resolved: app/lib/postal.ts -> ~/lib/missing",
      "pure-helper-knows-react-or-the-database: app/lib/postal.ts -> react",
      "server-imports-screens: app/server/domain/users.server.ts -> app/routes/admin/staff.tsx",
      "server-layer-credentials: app/server/credentials/password.server.ts -> app/server/auth/sign-in.server.ts",
      "server-layer-forms: app/server/forms/contact.server.ts -> app/server/auth/sign-in.server.ts",
      "server-module-outside-the-layers: app/server/reports/weekly.server.ts -> app/server/infra/db.server.ts",
    ]);
  });

  it("say when infra's exception is no longer needed", { timeout: 60_000 }, async ({ expect }) => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), "layer-rules-"));
    folders.push(tree);
    fs.mkdirSync(path.join(tree, "app/server/infra"), { recursive: true });
    fs.writeFileSync(path.join(tree, "app/server/infra/config.server.ts"), 'import "./db.server";\n');
    fs.writeFileSync(path.join(tree, "app/server/infra/db.server.ts"), "export {};\n");
    fs.writeFileSync(path.join(tree, "tsconfig.json"), "{}");
    const graph = await cruise(tree);
    expect(show(graph.summary.violations)).toEqual([
      "exception-still-needed-business: app/server/infra/config.server.ts -> app/server/infra/config.server.ts",
      "exception-still-needed-intake: app/server/infra/config.server.ts -> app/server/infra/config.server.ts",
    ]);
  });
});
