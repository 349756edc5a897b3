/**
 * Cross-site request forgery guard. SameSite=Lax cookies alone are not
 * enough, so every state-changing request must come from this site: its
 * Origin (or, failing that, Referer, or Sec-Fetch-Site) must be our own.
 * Requests with none of them (curl, server-to-server) carry no ambient
 * browser credentials and are let through to the normal checks.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one exception (decision 0622): a newsletter's one-click unsubscribe
 * (RFC 8058). Mail providers and clients POST `List-Unsubscribe=One-Click` to
 * the link in the message's header (…/one-click) from wherever they run, with whatever
 * Origin: the secret token in the path is the whole authority (no cookie
 * counts there), and all it can do is unsubscribe its own address. Only a POST
 * to exactly that route's path (as routePathOf spells it) is let through.
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/newsletter\/unsubscribe\/[^/]+\/one-click$/;

export function isOneClickUnsubscribe(method: string, routePath: string): boolean {
  return method.toUpperCase() === "POST" && ONE_CLICK_UNSUBSCRIBE.test(routePath);
}

interface OriginCheckInput {
  method: string;
  /** The origin this request was addressed to (protocol + host, proxy-aware). */
  ownOrigin: string;
  /** SITE_URL's origin, also accepted. */
  siteOrigin: string;
  origin?: string | null;
  referer?: string | null;
  secFetchSite?: string | null;
  /** The request's path as routePathOf spells it (request-path.server.ts), for the one exception above. */
  routePath?: string;
}

export function isForeignRequest(input: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return false;
  if (input.routePath !== undefined && isOneClickUnsubscribe(input.method, input.routePath)) return false;
  const allowed = new Set([input.ownOrigin, input.siteOrigin]);
  if (input.origin && input.origin !== "null") return !allowed.has(input.origin);
  if (input.origin === "null") return true;
  if (input.referer) {
    try {
      return !allowed.has(new URL(input.referer).origin);
    } catch {
      return true;
    }
  }
  if (input.secFetchSite) return !["same-origin", "none"].includes(input.secFetchSite);
  return false;
}
