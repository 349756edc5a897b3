import { useEffect } from "react";
import { useMatches } from "react-router";

/**
 * What a route's `handle` may say about the browser side (decision 0007):
 * `hydrate: false` (the public layout) means its pages are not hydrated by
 * React and load app/browser/enhance.ts instead; `analytics: false` keeps the
 * analytics script (when configured) off a page whose address is a secret
 * (a shared preview, decision 0348).
 */
export interface RouteHandle {
  hydrate?: false;
  analytics?: false;
}

/** False on a page whose route (or a parent) says `analytics: false`. */
export function useAnalyticsAllowed(): boolean {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.analytics === false);
}

/** True when React runs in the browser on this page (the admin area), false on public pages. */
export function useReactInBrowser(): boolean {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}

/**
 * React runs in the browser only in the admin area. Should it draw a public
 * page after a client-side navigation (a link or a redirect out of the admin),
 * that page would lack its script: load it again as a document. Effects never
 * run on public pages otherwise (they are not hydrated).
 */
export function ReloadPublicPages() {
  const reactPage = useReactInBrowser();
  useEffect(() => {
    if (!reactPage) window.location.reload();
  }, [reactPage]);
  return null;
}
