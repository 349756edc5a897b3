/**
 * Security headers. Documents get a Content-Security-Policy whose script-src
 * allows only scripts carrying this request's nonce; every response gets the
 * rest. Frames are limited to the configured booking and intake origins.
 */
import { randomBytes } from "node:crypto";
import { config } from "~/server/infra/config.server";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Origins the booking and intake dialogs may embed. */
function frameOrigins(): string[] {
  const { business, intakeUrls } = config();
  const origins = new Set<string>();
  for (const url of [business.bookingUrl, ...Object.values(intakeUrls)]) {
    origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

export function contentSecurityPolicy(nonce: string): string {
  const { production, analytics } = config();
  const analyticsOrigin = analytics ? new URL(analytics.scriptUrl).origin : null;
  const frames = frameOrigins();
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(analyticsOrigin ? [analyticsOrigin] : [])],
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
