/**
 * Route matching by React Router's route-pattern matcher (decision 1044):
 * one lookup in a table of patterns, where the default matcher tries the
 * ranked routes one by one (this route table's public pages rank last).
 * Server and browser each preload it; the server turns it on in the build's
 * future flags, which the browser's router receives with the page.
 */
import type { ServerBuild } from "react-router";
import { unstable_preloadRoutePattern } from "react-router/route-pattern";

export function preloadRouteMatcher(): void {
  unstable_preloadRoutePattern();
}

/** The build with the route-pattern matcher on (preloaded here, as it must be first). */
export function withRoutePatternMatching(build: ServerBuild): ServerBuild {
  preloadRouteMatcher();
  // A data routers' flag the framework's config does not list: given to the build as the server reads it.
  const future = { ...build.future, unstable_routePatternMatching: true } as unknown as ServerBuild["future"];
  return { ...build, future };
}
