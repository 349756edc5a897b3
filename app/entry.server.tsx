import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { SectionSlotsContext } from "~/lib/section-slots";
import { NonceContext } from "~/lib/nonce";
import type { RootData } from "~/lib/root-data";
import { sectionSlots } from "~/server/infra/rendered-sections.server";
import type { RouteHandle } from "~/lib/page-runtime";
import { contentSecurityPolicy, createNonce } from "~/server/infra/security-headers.server";
import { log } from "~/server/infra/log.server";
import { maskedPath } from "~/server/infra/request-path.server";
import { carriesSessionCookie } from "~/server/infra/session.server";

export const streamTimeout = 5_000;

/**
 * What reaches the log: real failures, once, with their stack, on one JSON
 * line that carries the request's id (log.server.ts: the request's scope
 * reaches here). A 4xx that React Router raises itself (a POST to a page
 * without an action, an unknown route's data) is the client's mistake and is
 * answered, not logged; neither is a request the client gave up on.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log.error({ err: error, method: request.method, path: maskedPath(pathAndQueryOf(request.url)) }, "error handling a request");
};

function pathAndQueryOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** React runs in the browser on this page unless a matched route says `hydrate: false` (app/lib/page-runtime.ts). */
function isHydratedPage(context: EntryContext): boolean {
  return !context.staticHandlerContext.matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.hydrate === false,
  );
}

/**
 * The context of a page with no router in the browser: only the matched routes in its
 * manifest (React Router builds a route object for each), and no handoff of the loader
 * data, which React Router encodes only when it is read (patches/react-router+8.4.0.patch).
 */
function forPageWithoutRouter(context: EntryContext): EntryContext {
  const matched = context.staticHandlerContext.matches.map((match) => match.route.id);
  const routes = Object.fromEntries(matched.flatMap((id) => (context.manifest.routes[id] ? [[id, context.manifest.routes[id]]] : [])));
  return { ...context, manifest: { ...context.manifest, routes }, serverHandoffStream: undefined };
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
    // A page rendered for a session (staff, a flash toast), one that sets a cookie, an action's
    // answer (the visitor's own values) and every staff page (a per-response nonce) are private;
    // a public page fetched without a session is the same for everyone, and only such a page
    // may be kept (page-cache.server.ts).
    const shared =
      !nonce &&
      (request.method === "GET" || request.method === "HEAD") &&
      !carriesSessionCookie(request.headers.get("Cookie")) &&
      !responseHeaders.has("Set-Cookie");
    responseHeaders.set("Cache-Control", shared ? "no-cache" : "private, no-cache");
  }

  const hydrated = Boolean(nonce);
  if (!hydrated) {
    // A public page has nothing to stream (no Suspense, no React in the browser): one string,
    // rendered at once, is cheaper than the stream's byte chunks, and is compressed in one go.
    const sections = sectionSlots(routerContext.staticHandlerContext.loaderData.root as RootData | undefined);
    const rendered = renderToString(
      <SectionSlotsContext.Provider value={sections?.slots ?? null}>
        <ServerRouter context={forPageWithoutRouter(routerContext)} url={request.url} />
      </SectionSlotsContext.Provider>,
    );
    const page = `<!DOCTYPE html>${rendered}`;
    const html = sections ? sections.fill(page) : Buffer.from(page);
    responseHeaders.set("Content-Length", String(html.length));
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA mode get the whole document at once; staff pages stream.
    const whole = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? "onAllReady" : "onShellReady";

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
          if (shellRendered) log.error({ err: error, path: maskedPath(pathAndQueryOf(request.url)) }, "error rendering a page");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
