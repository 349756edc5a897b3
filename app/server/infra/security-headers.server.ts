/**
 * Security headers. Documents get a Content-Security-Policy whose script-src
 * allows only scripts carrying this request's nonce; every response gets the
 * rest. Frames are limited to the configured booking and intake origins.
 */
import { createHash, randomBytes } from "node:crypto";
import { JS_CLASS_SCRIPT } from "~/lib/inline-scripts";
import { type Config, config } from "~/server/infra/config.server";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Origins the booking and intake dialogs may embed. */
function frameOrigins({ business, intakeUrls }: Config): string[] {
  const origins = new Set<string>();
  for (const url of [business.bookingUrl, ...Object.values(intakeUrls)]) {
    origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

/** The CSP source allowing the public pages' one inline script. */
export const INLINE_SCRIPT_HASH = `'sha256-${createHash("sha256").update(JS_CLASS_SCRIPT).digest("base64")}'`;

/**
 * Staff pages (hydrated by React, which writes inline scripts of its own):
 * scripts need this response's nonce ('strict-dynamic' lets them load the
 * rest). Public pages (not hydrated, decision 0405): only our own script
 * files and the one inline script by its hash, no per-response secret, so a
 * page kept by the page cache is served with exactly this header.
 */
export function contentSecurityPolicy(nonce: string | null): string {
  const settings = config();
  if (nonce) return policyFor(settings, nonce);
  let policy = publicPolicies.get(settings);
  if (policy === undefined) publicPolicies.set(settings, (policy = policyFor(settings, null)));
  return policy;
}

/** The public pages' policy, the same for every response: made once per configuration. */
const publicPolicies = new WeakMap<Config, string>();

function policyFor(settings: Config, nonce: string | null): string {
  const { production, analytics } = settings;
  const analyticsOrigin = analytics ? new URL(analytics.scriptUrl).origin : null;
  const frames = frameOrigins(settings);
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", INLINE_SCRIPT_HASH];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [...scripts, ...(analyticsOrigin ? [analyticsOrigin] : [])],
    "style-src": ["'self'"],
    // React renders a few style attributes (reveal delays); no <style> elements.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])],
    "frame-src": frames.length ? frames : ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (production) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Headers for every response, HTML or not. */
export function baselineSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Our images, scripts and files are for our own pages only.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (config().production) {
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}
