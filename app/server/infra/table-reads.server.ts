/**
 * Notes every table a query touches within a scope (decision 0405): a Kysely
 * plugin and an AsyncLocalStorage, so concurrent requests never mix. Used by
 * the rendered-page cache to know what a page was made of. No database import
 * here: the connection module installs the plugin.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

export type TableReads = Set<string>;
const reads = new AsyncLocalStorage<TableReads>();

/** Runs `work` (and everything it awaits) noting the tables its queries touch into `tables`. */
export function withTableReads<T>(tables: TableReads, work: () => T): T {
  return reads.run(tables, work);
}

/** Notes `tables` as read in the current scope, if any (a read answered from memory). */
export function noteTablesRead(tables: readonly string[]): void {
  const scope = reads.getStore();
  if (scope) for (const table of tables) scope.add(table);
}

/** Runs `work` with no scope (a query that must not count as the page's own). */
export function outsideTableReadScope<T>(work: () => T): T {
  return reads.exit(work);
}

function collectTables(node: unknown, into: TableReads, depth = 0): void {
  if (!node || typeof node !== "object" || depth > 40) return;
  const candidate = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (candidate.kind === "TableNode" && candidate.table?.identifier?.name) into.add(candidate.table.identifier.name);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) collectTables(item, into, depth + 1);
    else if (value && typeof value === "object") collectTables(value, into, depth + 1);
  }
}

/** The plugin: costs nothing outside a scope (admin pages, scripts). */
export const tableReadTracker: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const tables = reads.getStore();
    if (tables) collectTables(node, tables);
    return node;
  },
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  },
};
