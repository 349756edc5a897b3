/**
 * The first check of every request, before React Router sees it: what no
 * route can take is answered here with a short 4xx and no stack trace
 * (decision 0019). Pure, so every rule is unit-tested; server/app.ts applies
 * it to each request.
 */
import { translate } from "~/lib/i18n";
import { localeOfPath } from "~/lib/locale";

/** The methods the site answers; everything else is 405 with this list. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** Routes that read their body themselves, whatever its type (the JSON API). */
const OWN_BODY_ROUTES = [/^\/api\/send-email\/?(\.data)?$/i];

export interface GateInput {
  method: string;
  /** The Host header, as sent (undefined when missing). */
  host: string | undefined;
  /** The request target as sent: path and query, still percent-encoded. */
  target: string;
  contentType: string | undefined;
}

export interface GateRefusal {
  status: 400 | 405 | 415;
  message: string;
  headers?: Record<string, string>;
}

export const FORM_UNREADABLE = "The form could not be read. Please try again.";
const UNSUPPORTED_TYPE = "Forms are sent as application/x-www-form-urlencoded or multipart/form-data.";

/**
 * A host name or address with an optional port: what a URL's authority may
 * be. Underscores (Docker service names) and a final dot are allowed.
 */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isUsableHost(host: string | undefined): boolean {
  return typeof host === "string" && host.length <= 255 && HOST.test(host);
}

/** True when every %-escape of the path decodes (as UTF-8). */
export function isDecodablePath(target: string): boolean {
  const path = target.split("?")[0] ?? "";
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The refusal for a POST body this site cannot read as a form, or null when it can. */
export function formBodyRefusal(contentType: string | undefined): GateRefusal | null {
  if (!contentType) return { status: 400, message: FORM_UNREADABLE };
  const [essence = "", ...params] = contentType.split(";").map((part) => part.trim().toLowerCase());
  if (essence === "application/x-www-form-urlencoded") return null;
  if (essence === "multipart/form-data") {
    const boundary = params.find((param) => param.startsWith("boundary="));
    return boundary && boundary.length > "boundary=".length ? null : { status: 400, message: FORM_UNREADABLE };
  }
  return { status: 415, message: UNSUPPORTED_TYPE };
}

/** Why this request cannot be taken, or null when it goes on to the routes. */
export function gateRequest({ method, host, target, contentType }: GateInput): GateRefusal | null {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: "This method is not allowed here.", headers: { Allow: ALLOWED_METHODS.join(", ") } };
  }
  if (!isUsableHost(host)) return { status: 400, message: "The request has no usable Host header." };
  // "//host/..." is how a URL names another host: no page of ours starts so.
  if (!target.startsWith("/") || target.startsWith("//") || !isDecodablePath(target)) {
    return { status: 400, message: "The address is not valid." };
  }
  if (method !== "POST") return null;
  const path = target.split("?")[0]!;
  if (OWN_BODY_ROUTES.some((route) => route.test(path))) return null;
  return formBodyRefusal(contentType);
}

// --- body sizes ---

/** Routes that take a file (their parsers stream and cap each file): bodies up to 50 MB. */
// Case-insensitive, with an optional trailing slash, as React Router matches them.
const UPLOAD_ROUTES = [/^\/job\/?$/i, /^\/admin\/new\/?$/i, /^\/admin\/edit\/\d+\/?$/i, /^\/api\/send-email\/?$/i];
// The job form's French twin (app/public-pages.ts), with its resume.
UPLOAD_ROUTES.push(/^\/fr\/postuler\/?$/i);
// The media library's uploads (visual editor).
UPLOAD_ROUTES.push(/^\/admin\/media(?:\/upload)?\/?$/i);
const UPLOAD_BODY_LIMIT = 50 * 1024 * 1024;
/** Every other route: 64 KB, so no action can be made to buffer a huge body. */
const BODY_LIMIT = 64 * 1024;

export interface BodyInput {
  method: string;
  /** The path without its query. */
  path: string;
  /** The Content-Length header, as sent. */
  contentLength: string | undefined;
  chunked: boolean;
}

export interface BodyRefusal {
  status: 411 | 413;
  message: string;
}

/**
 * One cap on every request body, from its declared length, before anything
 * reads it. A body without a declared length is refused (411): browsers
 * always declare it, and Node never reads past Content-Length, so the
 * declared size is real.
 */
export function bodyRefusal({ method, path, contentLength, chunked }: BodyInput): BodyRefusal | null {
  if (method === "GET" || method === "HEAD") return null;
  if (contentLength === undefined && !chunked) return null; // no body at all
  if (contentLength === undefined || chunked) return { status: 411, message: "A request body must declare its length." };
  // React Router's client posts to "<path>.data"; it is the same action.
  const routePath = path.replace(/\.data$/, "");
  const limit = UPLOAD_ROUTES.some((route) => route.test(routePath)) ? UPLOAD_BODY_LIMIT : BODY_LIMIT;
  if (!/^\d+$/.test(contentLength) || Number(contentLength) > limit) {
    // In the language of the address: a French page's form gets its refusal in French.
    const [key, size] = limit >= 1024 * 1024 ? (["limits.requestTooLargeMb", limit / 1024 / 1024] as const) : (["limits.requestTooLargeKb", limit / 1024] as const);
    return { status: 413, message: translate(localeOfPath(routePath), key, { size: String(size) }) };
  }
  return null;
}
