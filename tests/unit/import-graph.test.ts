/**
 * The server's folders stay layers (SERVER_LAYERS in eslint.config.js,
 * decision 0015). Every import of every module under app/server is read
 * (TypeScript's parser; `~/`, relative paths and type imports alike), and the
 * test fails on an import that goes up a layer or across to a folder of the
 * same layer, on any cycle between the folders, and on infra importing
 * anything of the product. The lint rules say most of this at the line; this
 * sees what a pattern on a specifier cannot (where a relative path really
 * lands, a cycle through several folders).
 */
import { describe, expect, it } from "vitest";
import { SERVER_LAYERS } from "../../eslint.config.js";
import { importsOf, walk } from "./module-graph";

const SERVER = "app/server/";

interface Edge {
  from: string;
  to: string;
}

/** "infra" for app/server/infra/db.server.ts, "startup" for app/server/startup.server.ts; null outside app/server. */
function folderOf(file: string): string | null {
  if (!file.startsWith(SERVER)) return null;
  const rest = file.slice(SERVER.length);
  return rest.includes("/") ? rest.slice(0, rest.indexOf("/")) : rest.replace(/\..*$/, "");
}

const layerOf = (folder: string) => SERVER_LAYERS.findIndex((folders) => folders.includes(folder));
const show = (edges: Edge[]) => edges.map(({ from, to }) => `${from} -> ${to}`);

/** Every import of a module under app/server that names a file of the repository. */
function serverImports(): Edge[] {
  return walk("app/server")
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((from) => importsOf(from).flatMap(({ target }) => (target ? [{ from, to: target }] : [])));
}

/** Imports from one server folder into another (the same folder is the module's own business). */
function crossFolder(edges: Edge[]): Edge[] {
  return edges.filter(({ from, to }) => folderOf(to) !== null && folderOf(from) !== folderOf(to));
}

/** Imports into a folder of the importer's own layer or a later one. */
function upward(edges: Edge[]): Edge[] {
  return crossFolder(edges).filter(({ from, to }) => layerOf(folderOf(to)!) >= layerOf(folderOf(from)!));
}

/** The groups of folders that import each other, directly or round a loop (Tarjan's strongly connected components). */
function folderCycles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of crossFolder(edges)) {
    const source = folderOf(from)!;
    if (!next.has(source)) next.set(source, new Set());
    next.get(source)!.add(folderOf(to)!);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const other of next.get(folder) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(folder, Math.min(low.get(folder)!, low.get(other)!));
      } else if (stack.includes(other)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(other)!));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      const group = stack.splice(stack.indexOf(folder));
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder);
  return cycles;
}

/** Outside its own folder, infra imports only pure helpers and the migrations (and packages). */
const INFRA_MAY_IMPORT = ["app/server/infra/", "app/lib/", "migrations/"];

/** Imports of the product that infra has, each with its reason. */
const INFRA_EXCEPTIONS: (Edge & { why: string })[] = [
  {
    from: "app/server/infra/config.server.ts",
    to: "app/content/business.ts",
    why: "the BUSINESS_* settings' defaults: data, kept with the copy so that a text is changed in one place",
  },
  { from: "app/server/infra/config.server.ts", to: "app/content/intake.ts", why: "the INTAKE_URLS setting's defaults, likewise" },
];

function infraIntoProduct(edges: Edge[]): Edge[] {
  return edges.filter(
    ({ from, to }) =>
      folderOf(from) === "infra" &&
      !INFRA_MAY_IMPORT.some((allowed) => to.startsWith(allowed)) &&
      !INFRA_EXCEPTIONS.some((exception) => exception.from === from && exception.to === to),
  );
}

describe("the checks themselves", () => {
  const made: Edge[] = [
    { from: "app/server/auth/sign-in.server.ts", to: "app/server/domain/users.server.ts" },
    { from: "app/server/domain/users.server.ts", to: "app/server/credentials/password.server.ts" },
    { from: "app/server/credentials/password.server.ts", to: "app/server/auth/sign-in.server.ts" },
    { from: "app/server/forms/contact.server.ts", to: "app/server/auth/guard.server.ts" },
    { from: "app/server/infra/mail.server.ts", to: "app/content/business.ts" },
  ];

  it("find a cycle round several folders, an import up or across a layer, and infra reaching the product", () => {
    expect(folderCycles(made)).toEqual([["auth", "credentials", "domain"]]);
    expect(show(upward(made))).toEqual([
      "app/server/credentials/password.server.ts -> app/server/auth/sign-in.server.ts",
      "app/server/forms/contact.server.ts -> app/server/auth/guard.server.ts",
    ]);
    expect(show(infraIntoProduct(made))).toEqual(["app/server/infra/mail.server.ts -> app/content/business.ts"]);
  });
});

describe("app/server/ import graph", () => {
  const edges = serverImports();

  it("is read whole: every module is in a layer, and known imports are seen", () => {
    expect(edges.length).toBeGreaterThan(200);
    expect(show(edges)).toContain("app/server/domain/users.server.ts -> app/server/infra/db.server.ts");
    // A relative import outside app/ is resolved too.
    expect(show(edges)).toContain("app/server/infra/db.server.ts -> migrations/index.ts");
    const unplaced = walk("app/server").filter((file) => layerOf(folderOf(file)!) < 0);
    expect(unplaced, "place the new folder in SERVER_LAYERS (eslint.config.js) and README's layout").toEqual([]);
  });

  it("has no cycle between the server folders", () => {
    expect(folderCycles(edges)).toEqual([]);
  });

  it("only imports down the layers: infra, credentials, domain, then auth and forms, then startup", () => {
    expect(show(upward(edges)), "move what both need down a layer").toEqual([]);
  });

  it("keeps infra free of the product: no entity, sign-in rule, form, screen, copy or schema", () => {
    expect(show(infraIntoProduct(edges))).toEqual([]);
  });

  it("lists only exceptions that still exist", () => {
    const stale = INFRA_EXCEPTIONS.filter(({ from, to }) => !edges.some((edge) => edge.from === from && edge.to === to));
    expect(show(stale), "it has moved: remove it from INFRA_EXCEPTIONS (and its block in eslint.config.js)").toEqual([]);
  });
});
