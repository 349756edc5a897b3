/**
 * Sign-in throttling (decision 0301), in memory (one server process):
 * - per account: 5 failures in 15 minutes, then that email is refused for
 *   the rest of the window. Always on, also when RATE_LIMIT=off, because it
 *   protects the account, not the server. Unknown emails are counted the
 *   same way, so the answer never tells which emails exist.
 * - per client IP: 10 failures in 15 minutes (an office shares one IP).
 *   Follows RATE_LIMIT, and is skipped when the IP is not known.
 * A successful sign-in clears the account's count. Checked before the
 * password, so a blocked caller cannot keep guessing.
 */
import { RateLimiterMemory } from "rate-limiter-flexible";
import { config } from "./config.server";
import { normaliseEmail } from "./users.server";

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 10;

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export interface LoginAttempt {
  email: string;
  /** "unknown" when the server could not tell. */
  ip: string;
}

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

export function createLoginThrottle(options: { perIp: boolean }) {
  const byAccount = new RateLimiterMemory({
    keyPrefix: "login-account",
    points: ACCOUNT_FAILURE_LIMIT,
    duration: LOGIN_WINDOW_SECONDS,
  });
  const byIp = new RateLimiterMemory({
    keyPrefix: "login-ip",
    points: IP_FAILURE_LIMIT,
    duration: LOGIN_WINDOW_SECONDS,
  });
  const ipCounted = (ip: string) => options.perIp && ip !== "unknown" && ip !== "";
  const accountKey = (email: string) => normaliseEmail(email) || "(blank)";

  return {
    async check({ email, ip }: LoginAttempt): Promise<ThrottleState> {
      const waits: number[] = [];
      const account = await byAccount.get(accountKey(email));
      if (account && account.consumedPoints >= ACCOUNT_FAILURE_LIMIT) waits.push(account.msBeforeNext);
      if (ipCounted(ip)) {
        const client = await byIp.get(ip);
        if (client && client.consumedPoints >= IP_FAILURE_LIMIT) waits.push(client.msBeforeNext);
      }
      if (!waits.length) return { blocked: false };
      return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
    },
    async recordFailure({ email, ip }: LoginAttempt): Promise<void> {
      await byAccount.penalty(accountKey(email), 1);
      if (ipCounted(ip)) await byIp.penalty(ip, 1);
    },
    async recordSuccess({ email }: LoginAttempt): Promise<void> {
      await byAccount.delete(accountKey(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

let instance: LoginThrottle | undefined;

/** The process-wide throttle (per-IP part on unless RATE_LIMIT=off). */
export function loginThrottle(): LoginThrottle {
  instance ??= createLoginThrottle({ perIp: config().rateLimit });
  return instance;
}
