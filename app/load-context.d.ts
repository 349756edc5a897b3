/**
 * What the Express server (server/app.ts, getLoadContext) gives every loader
 * and action: the client's IP as Express's req.ip sees it (X-Forwarded-For is
 * only believed when TRUST_PROXY says a proxy is in front). Used for rate limits.
 */
import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    clientIp: string;
  }
}
