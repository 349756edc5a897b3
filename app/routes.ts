import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Route groups mirror the spec's route table (see the README's folder layout). */
export default [
  // Public pages share the site shell (header, mega-menu, footer).
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    // --- marketing pages (issue 3) ---
    // --- visitor submissions: contact, testimonials, job (issue 4) ---
    // --- blog (issue 5) ---
    // Any unknown path: the 404 page inside the shell, with status 404.
    route("*", "routes/public/not-found.tsx"),
  ]),

  // --- admin (issue 5): its own layout, no public shell ---

  // Resource routes: no HTML shell.
  route("healthz", "routes/resources/healthz.ts"),
  // --- resource routes of issues 3-5 (sitemap, robots, downloads, api, feeds, media) ---
] satisfies RouteConfig;
