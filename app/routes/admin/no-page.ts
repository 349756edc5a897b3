/**
 * Admin addresses without a page of their own: downloads, JSON endpoints,
 * forms that answer with a redirect, old addresses kept as redirects. Each is
 * a page route all the same (its module's component is `NoPage`, never shown):
 * React Router serves a module without a component as a resource route, which
 * sends a refusal as it was thrown (bare JSON "You don't have access to this
 * page"), where a page route renders the 403 page with its link back to the
 * dashboard. tests/integration/role-matrix.test.ts checks every refused cell.
 */
import type { MiddlewareFunction } from "react-router";

export function NoPage() {
  return null;
}

type Args = Parameters<MiddlewareFunction<Response>>[0];

interface Handlers {
  // Methods, so a route's own typed loader and action fit.
  loader?(args: Args): unknown;
  action?(args: Args): unknown;
}

/** Marks the middleware that answers with its route's own loader or action (tests call those directly). */
export const ANSWERS_WITH_HANDLERS = Symbol("answers with its route's loader or action");

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * The last middleware of such a route whose loader or action answers with a
 * file or JSON: it calls them itself and sends their answer as it is (a page
 * route's loader data would be rendered into the page instead). Put after
 * `requirePermission`, which refuses first.
 */
export function answeredBy(handlers: Handlers): MiddlewareFunction<Response> {
  const middleware: MiddlewareFunction<Response> = async (args) => {
    const read = args.request.method === "GET" || args.request.method === "HEAD";
    const handler = read ? handlers.loader : handlers.action;
    if (!handler) return new Response(null, { status: 405, headers: { Allow: handlers.loader ? "GET, HEAD" : "POST" } });
    const answer = await handler.call(handlers, args);
    if (answer instanceof Response) return answer;
    if (isDataWithInit(answer)) return Response.json(answer.data, answer.init ?? undefined);
    return Response.json(answer);
  };
  return Object.assign(middleware, { [ANSWERS_WITH_HANDLERS]: true });
}
