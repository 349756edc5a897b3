/**
 * A React Router server build around routes and their modules, shaped as the framework's build
 * is, for tests that run React Router's own request handler (tests/integration/app-routes.ts,
 * tests/unit/react-router-patch.test.ts). The manifest says of each route what its module has.
 */
import type { ServerBuild } from "react-router";

export interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: Record<string, unknown>;
}

export function serverBuild({ entry, routes }: { entry: ServerBuild["entry"]["module"]; routes: readonly BuiltRoute[] }): ServerBuild {
  const manifestRoutes = Object.fromEntries(
    routes.map((route) => [
      route.id,
      {
        id: route.id,
        parentId: route.parentId,
        path: route.path,
        index: route.index,
        module: `/assets/${route.id}.js`,
        hasAction: typeof route.module.action === "function",
        hasLoader: typeof route.module.loader === "function",
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: typeof route.module.ErrorBoundary === "function",
        imports: [],
        css: [],
      },
    ]),
  );
  return {
    entry: { module: entry },
    routes: Object.fromEntries(routes.map((route) => [route.id, route])),
    assets: { entry: { module: "/assets/entry.client.js", imports: [] }, routes: manifestRoutes, url: "/assets/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
