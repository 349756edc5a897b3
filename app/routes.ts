import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Route groups mirror the spec's route table (see docs/architecture in README). */
export default [
  // Public pages share the site shell (header, mega-menu, footer).
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    // Any unknown path: the 404 page inside the shell, with status 404.
    route("*", "routes/public/not-found.tsx"),
  ]),

  // Resource routes: no HTML shell.
  route("healthz", "routes/resources/healthz.ts"),
] satisfies RouteConfig;

