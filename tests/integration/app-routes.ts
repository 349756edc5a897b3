/**
 * The app's route tree as React Router sees it (app/routes.ts plus the root),
 * with each route's module, for tests that go through React Router itself:
 * - `routerContext()`: the per-request context server/app.ts builds;
 * - `middlewareFor(url)`: the middleware React Router would run for a URL,
 *   so calling one loader or action directly still passes the admin guard;
 * - `requestHandler(extra)`: React Router's own request handler over the real
 *   routes (plus routes a test adds), for document and `.data` requests.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  createRequestHandler,
  matchRoutes,
  type MiddlewareFunction,
  RouterContextProvider,
  type ServerBuild,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import * as entryServer from "~/entry.server";
import * as root from "~/root";
import routeConfig from "~/routes";
import { clientIpContext } from "~/server/infra/client-ip.server";
import { withRoutePatternMatching } from "~/lib/route-matching";
import { serverBuild } from "../support/server-build";

type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] };
type RouteModule = Record<string, unknown> & { middleware?: MiddlewareFunction<Response>[] };

export type AppRoute = {
  id: string;
  parentId: string;
  file: string;
  path?: string;
  index?: boolean;
  /** The URL pattern without the leading slash ("" for a pathless layout). */
  fullPath: string;
  module: RouteModule;
};

/** React Router's route id for a file: its path in app/ without the extension. */
const idOf = (entry: ConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

let cached: Promise<AppRoute[]> | undefined;

/** Every route of app/routes.ts with its module, parents before children. */
export function appRoutes(): Promise<AppRoute[]> {
  cached ??= (async () => {
    const out: AppRoute[] = [];
    const walk = async (entries: ConfigEntry[], parentId: string, parentPath: string) => {
      for (const entry of entries) {
        const fullPath = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
        const module = (await import(pathToFileURL(path.resolve("app", entry.file)).href)) as RouteModule;
        out.push({ id: idOf(entry), parentId, file: entry.file, path: entry.path, index: entry.index, fullPath, module });
        await walk(entry.children ?? [], idOf(entry), fullPath);
      }
    };
    await walk(routeConfig as ConfigEntry[], "root", "");
    return out;
  })();
  return cached;
}

/** The context server/app.ts gives every request: here, a fixed client IP. */
export function routerContext(clientIp = "203.0.113.9"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, clientIp);
  return context;
}

type TreeNode = { id: string; path?: string; index?: boolean; children?: TreeNode[] };

function tree(routes: AppRoute[], parentId = "root"): TreeNode[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, children: tree(routes, route.id) }));
}

/** The middleware React Router runs for a URL, root first. */
export async function middlewareFor(url: string): Promise<MiddlewareFunction<Response>[]> {
  const routes = await appRoutes();
  const branch = [{ id: "root", path: "", children: tree(routes) }] as Parameters<typeof matchRoutes>[0];
  const matches = matchRoutes(branch, new URL(url).pathname) ?? [];
  const byId = new Map<string, RouteModule>([["root", root as RouteModule], ...routes.map((r) => [r.id, r.module] as const)]);
  return matches.flatMap((match) => byId.get(match.route.id!)?.middleware ?? []);
}

/** A route a test adds to the tree (e.g. a new admin page nobody guarded by hand). */
export type ExtraRoute = { id: string; parentId: string; path: string; module: RouteModule };

/**
 * A route module as the React Router build hands it to the server: its
 * component and error boundary wrapped to receive `loaderData`/`params` as
 * props (what the Vite plugin does to every route module).
 */
function asBuilt(module: RouteModule): RouteModule {
  type Component = Parameters<typeof withComponentProps>[0];
  type Boundary = Parameters<typeof withErrorBoundaryProps>[0];
  return {
    ...module,
    ...(module.default ? { default: withComponentProps(module.default as Component) } : {}),
    ...(module.ErrorBoundary ? { ErrorBoundary: withErrorBoundaryProps(module.ErrorBoundary as Boundary) } : {}),
  };
}

/** React Router's request handler over the app's routes, as the server runs it. */
export async function requestHandler(extra: ExtraRoute[] = []) {
  const routes = [
    ...(await appRoutes()).map(({ id, parentId, path, index, module }) => ({ id, parentId, path, index, module: asBuilt(module) })),
    ...extra.map((route) => ({ ...route, index: undefined, module: asBuilt(route.module) })),
  ];
  const build = serverBuild({
    entry: entryServer as unknown as ServerBuild["entry"]["module"],
    routes: [{ id: "root", path: "", module: asBuilt(root as RouteModule) }, ...routes],
  });
  // Matched as server/app.ts matches (the route-pattern matcher).
  const handler = createRequestHandler(withRoutePatternMatching(build), "production");
  // The client IP server/app.ts would take from the connection (rate limits key on it).
  return (request: Request, clientIp?: string) => handler(request, routerContext(clientIp));
}
