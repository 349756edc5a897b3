/**
 * The app's import graph, for the tests that guard its shape
 * (import-graph.test.ts, lint-rules.test.ts). Every `import … from`,
 * `export … from`, `import("…")` and `import("…").Type` of a module, read with
 * TypeScript's own parser (so a specifier in a comment or a string is not
 * one); `~/` is app/. Paths are relative to the repository, with "/".
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const root = path.resolve(import.meta.dirname, "../..");

export interface ModuleImport {
  specifier: string;
  /** `import type`, `export type`, `import { type A, type B }` or `import("…").A` in a type: nothing is loaded at run time. */
  typeOnly: boolean;
  /** The repository file it names, or null for a package or a Node built-in. */
  target: string | null;
}

/** Files under a folder of the repository, as repository paths. */
export function walk(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => toRepoPath(path.relative(root, path.join(entry.parentPath, entry.name))))
    .sort();
}

const toRepoPath = (file: string) => file.split(path.sep).join("/");

/** The repository file an import names (`~/x`, `./x`, `../x`, with or without its extension), or null. */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile()) return toRepoPath(candidate);
  }
  return null;
}

function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // import "x": loaded for its effects
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function exportIsTypeOnly(node: ts.ExportDeclaration): boolean {
  const clause = node.exportClause;
  return node.isTypeOnly || (!!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly));
}

/** What one module imports. */
export function importsOf(file: string): ModuleImport[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ModuleImport[] = [];
  const add = (literal: ts.Expression | undefined, typeOnly: boolean) => {
    if (literal && ts.isStringLiteralLike(literal)) found.push({ specifier: literal.text, typeOnly, target: resolveImport(file, literal.text) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, importIsTypeOnly(node));
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, exportIsTypeOnly(node));
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The app modules these entries import at run time (type-only imports left out), transitively. */
export function reachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { target, typeOnly } of importsOf(file)) if (target && !typeOnly) queue.push(target);
  }
  return seen;
}
