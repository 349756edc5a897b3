import type { HeadersFunction } from "react-router";

/**
 * The `headers` of every page route (a test walks the route table): what the
 * route's loader or action set with `data(..., { headers })` reaches the
 * response: Retry-After on a 429 or 503, Cache-Control on a private page.
 * Without a `headers` export React Router keeps only the cookies (it adds
 * Set-Cookie itself, so this leaves cookies alone). The action's headers win
 * over the loader's, the route's over its parents'.
 */
export const passOnHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const source of [parentHeaders, loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
  }
  return headers;
};
