import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "~/lib/nonce";
import type { RouteHandle } from "~/lib/page-runtime";
import { contentSecurityPolicy, createNonce } from "~/server/infra/security-headers.server";

export const streamTimeout = 5_000;

/**
 * What reaches the log: real failures, once, with their stack. A 4xx that
 * React Router raises itself (a POST to a page without an action, an unknown
 * route's data) is the client's mistake and is answered, not logged; neither
 * is a request the client gave up on.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/** React runs in the browser on this page unless a matched route says `hydrate: false` (app/lib/page-runtime.ts). */
function isHydratedPage(context: EntryContext): boolean {
  return !context.staticHandlerContext.matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.hydrate === false,
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Public pages are not hydrated and carry no nonce (their CSP names the inline script's hash).
  const nonce = isHydratedPage(routerContext) ? createNonce() : "";
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce || null));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!responseHeaders.has("Cache-Control")) {
    // Pages can carry a flash toast or a session: never share them in caches.
    responseHeaders.set("Cache-Control", "private, no-cache");
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA mode get the whole document at once; browsers stream.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceContext.Provider>,
      {
        nonce: nonce || undefined,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
