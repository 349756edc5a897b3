/**
 * What a request's path means, for the rules that must not be fooled by its
 * spelling (the page cache's never-kept paths, the request log's masking):
 * the path as React Router will match it, and the path as it may be logged.
 * Pure, so every spelling is unit-tested (tests/unit/request-path.test.ts).
 */
import { href } from "react-router";

/**
 * The path a request target names, in one spelling: what React Router is
 * given (the Express adapter builds `new URL(origin + target)`, which resolves
 * `.`/`..` and `%2e` segments and reads `\` as `/`), each segment
 * percent-decoded (`%2F` too), lower-cased (routes match without regard to
 * case), empty segments dropped (`//`, a trailing `/`) and a final `.data`
 * (React Router's data requests) removed. Broader than the router on
 * purpose: whatever it could match, this names the same way.
 * A target that is not a path ("*", "http://…") gives "".
 */
export function routePathOf(target: string): string {
  const raw = target.split(/[?#]/, 1)[0] ?? "";
  if (!raw.startsWith("/")) return "";
  let pathname: string;
  try {
    pathname = new URL(`http://host${raw}`).pathname;
  } catch {
    pathname = raw;
  }
  const segments = pathname
    .split("/")
    .flatMap((segment) => safeDecode(segment).split("/"))
    .filter((segment) => segment !== "")
    .map((segment) => segment.toLowerCase());
  const last = segments.length - 1;
  if (last >= 0 && segments[last]!.endsWith(".data")) {
    segments[last] = segments[last]!.slice(0, -".data".length);
    if (segments[last] === "") segments.pop();
  }
  return `/${segments.join("/")}`;
}

/**
 * The target with each run of slashes in its path made one (`/blog//` is
 * `/blog/`, `\` read as `/` as the router reads it), query kept; null when
 * its path has none. Routes match only the one-slash spelling; the server
 * moves the other there (a target starting `//` is refused before).
 */
export function singleSlashTarget(target: string): string | null {
  const cut = target.search(/[?#]/);
  const raw = cut === -1 ? target : target.slice(0, cut);
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  let pathname: string;
  try {
    pathname = new URL(`http://host${raw}`).pathname;
  } catch {
    return null;
  }
  if (!pathname.includes("//")) return null;
  return `${pathname.replace(/\/{2,}/g, "/")}${cut === -1 ? "" : target.slice(cut)}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Addresses that are not public pages, each with everything under it: the
 * staff area, the forms' JSON API, built assets, uploaded media, resumes,
 * previews, the published downloads and the health probe. The page cache
 * never keeps them; they are never a redirect's source nor a missing page.
 */
export const NON_PAGE_PREFIXES = [href("/admin"), "/api", "/assets", "/media", "/resumes", "/preview", "/resources/download", "/healthz"] as const;

/** Whether a path in routePathOf's spelling is one of NON_PAGE_PREFIXES or under one. */
export function isNonPagePath(path: string): boolean {
  return NON_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Routes of app/routes.ts whose parameters are secrets (a link that signs
 * someone in, resets a password, shows a draft) or name a private file:
 * the log shows them up to the parameter, then "…". A unit test checks that
 * every route with a token-like parameter is listed here.
 */
export const SECRET_ROUTES = [
  "/admin/invite/:token",
  "/admin/reset-password/:token",
  "/preview/:token",
  "/resumes/:file",
  // --- newsletters: a recipient's unsubscribe link (and RFC 8058 one-click POST) ---
  "/newsletter/unsubscribe/:token",
  "/newsletter/unsubscribe/:token/one-click",
] as const;

/** The fixed part of each secret route before its first parameter: "/admin/invite". */
const SECRET_PREFIXES = SECRET_ROUTES.map((route) => route.slice(0, route.indexOf("/:")).toLowerCase());

/** Shown instead of a secret: the rest of the path, or the query string. */
export const MASK = "…";
const MAX_LOGGED_PATH = 2048;

/**
 * The path of a request target as it may be written to a log: a secret
 * route's parameter and anything after it replaced by "…" (however the
 * target spells the route: case, `//`, `%`-escapes, `.data`), the query
 * string never shown ("?…": it carries the newsletter links' tokens, the
 * resume links' signatures, searches), and at most 2,048 characters. A
 * target that is not a path is "…" altogether.
 */
export function maskedPath(target: string): string {
  const cut = target.search(/[?#]/);
  const raw = cut === -1 ? target : target.slice(0, cut);
  const query = cut === -1 ? "" : `?${MASK}`;
  if (!raw.startsWith("/")) return MASK;
  const path = routePathOf(raw);
  const secret = SECRET_PREFIXES.find((prefix) => path.startsWith(`${prefix}/`));
  if (secret) return `${secret}/${MASK}${query}`;
  return `${raw.slice(0, MAX_LOGGED_PATH)}${query}`;
}

/** Query parameters whose values are secrets (the newsletter links' token, the resume links' signature…). */
const SECRET_QUERY_NAMES = ["token", "sig", "signature", "expires", "uploaded", "code", "key", "secret", "password"];

/**
 * Whether an address carries a secret: a secret route's parameter (however spelled) or a
 * query parameter named like a secret (the newsletter links' token, a signature...). Such a
 * page loads no third-party script and sends no referrer (app/root.tsx).
 */
export function carriesSecret(target: string): boolean {
  const path = routePathOf(target);
  if (SECRET_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`))) return true;
  const cut = target.indexOf("?");
  if (cut === -1) return false;
  const names = [...new URLSearchParams(target.slice(cut + 1).split("#", 1)[0]).keys()].map((name) => name.toLowerCase());
  return names.some((name) => SECRET_QUERY_NAMES.includes(name));
}

const SECRET_IN_TEXT = [
  // A secret route's path anywhere in a text (an error's message or stack): its parameter and the rest.
  ...SECRET_PREFIXES.map((prefix) => new RegExp(`(${prefix.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")}/)[^\\s"'<>]+`, "gi")),
  new RegExp(`([?&](?:${SECRET_QUERY_NAMES.join("|")})=)[^&\\s"'<>#]+`, "gi"),
];

/**
 * A free text (an error's message or stack) with what maskedPath would hide
 * hidden: a secret route's parameter, a secret query parameter's value.
 */
export function maskSecretsIn<T extends string | undefined>(text: T): T {
  if (!text) return text;
  return SECRET_IN_TEXT.reduce((masked, pattern) => masked.replace(pattern, `$1${MASK}`), text as string) as T;
}
