/**
 * The client's IP for a loader or action. server/app.ts puts Express's
 * req.ip (proxy-aware only when TRUST_PROXY is set) in the load context;
 * we never read X-Forwarded-For here, so nobody can pick their own key.
 */
import type { AppLoadContext } from "react-router";

export function clientIpOf(context: Partial<AppLoadContext> | undefined | null): string {
  const ip = context?.clientIp;
  return typeof ip === "string" && ip ? ip : "unknown";
}
