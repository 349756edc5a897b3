/**
 * Cross-site request forgery guard. SameSite=Lax cookies alone are not
 * enough, so every state-changing request must come from this site: its
 * Origin (or, failing that, Referer, or Sec-Fetch-Site) must be our own.
 * Requests with none of them (curl, server-to-server) carry no ambient
 * browser credentials and are let through to the normal checks.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface OriginCheckInput {
  method: string;
  /** The origin this request was addressed to (protocol + host, proxy-aware). */
  ownOrigin: string;
  /** SITE_URL's origin, also accepted. */
  siteOrigin: string;
  origin?: string | null;
  referer?: string | null;
  secFetchSite?: string | null;
}

export function isForeignRequest(input: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return false;
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
