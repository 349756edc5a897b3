/**
 * The client's IP for a loader or action, carried in React Router's typed
 * context. server/app.ts sets it from Express's req.ip (which believes
 * X-Forwarded-For only when TRUST_PROXY says a proxy is in front) or the
 * proxy's own client header; nothing here reads request headers, so nobody
 * can pick their own rate-limit key.
 */
import { createContext, type RouterContextProvider } from "react-router";

/** Set once per request by the server entry; there is no default on purpose. */
export const clientIpContext = createContext<string>();

export function clientIpOf(context: Readonly<RouterContextProvider>): string {
  return context.get(clientIpContext) || "unknown";
}
