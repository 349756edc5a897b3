import type { HeadersFunction } from "react-router";

/**
 * The headers a page's loader or action may set with `data(..., { headers })`
 * for the page's response: caching, when to retry, what the answer varies on,
 * indexing. A list, not everything: a loader's Content-Type or Content-Length
 * must never leak into the HTML page's response. (Set-Cookie React Router
 * adds itself; redirects are answered before this runs.)
 */
const PASSED_ON = ["cache-control", "retry-after", "vary", "x-robots-tag"];

/**
 * The `headers` of every page route (a test walks the route table): without a
 * `headers` export React Router keeps only the cookies, and a 429's Retry-After
 * or a private page's Cache-Control would be lost. The action's headers win
 * over the loader's, the route's over its parents'.
 */
export const passOnHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const source of [parentHeaders, loaderHeaders, actionHeaders, errorHeaders]) {
    for (const name of PASSED_ON) {
      const value = source?.get(name);
      if (value) headers.set(name, value);
    }
  }
  return headers;
};
