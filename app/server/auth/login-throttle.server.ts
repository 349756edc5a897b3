/**
 * Sign-in throttling (decision 0301); the counters are kept where every
 * instance sees them (limiterStore: memory on SQLite, PostgreSQL otherwise).
 * Every attempt is counted BEFORE the password is checked, so a burst of
 * parallel requests cannot slip past the limit while the hashes run.
 * - account + client IP: 5 attempts in 15 minutes. Always on (also with
 *   RATE_LIMIT=off): it protects the account. Keyed with the IP so that a
 *   stranger guessing elsewhere cannot lock the real admin out.
 * - account, from anywhere: 50 attempts in 15 minutes (slow, distributed guessing).
 * - client IP, any account: 10 attempts in 15 minutes. Follows RATE_LIMIT,
 *   and is skipped when the IP is not known.
 * Unknown emails are counted the same way, so the answer never tells which
 * emails exist. A successful sign-in clears the account's counts.
 */
import { RateLimiterRes } from "rate-limiter-flexible";
import { config } from "~/server/infra/config.server";
import { limiterKey, limiterStore } from "~/server/infra/rate-limit.server";
import { normaliseEmail } from "~/server/domain/users.server";

const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_IP_ATTEMPT_LIMIT = 5;
export const ACCOUNT_ATTEMPT_LIMIT = 50;
export const IP_ATTEMPT_LIMIT = 10;

type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number };

interface LoginAttempt {
  email: string;
  /** "unknown" when the server could not tell. */
  ip: string;
}

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

export function createLoginThrottle(options: { perIp: boolean }) {
  const limiter = (keyPrefix: string, points: number) =>
    limiterStore({ keyPrefix, points, duration: LOGIN_WINDOW_SECONDS });
  const byAccountAndIp = limiter("login-account-ip", ACCOUNT_IP_ATTEMPT_LIMIT);
  const byAccount = limiter("login-account", ACCOUNT_ATTEMPT_LIMIT);
  const byIp = limiter("login-ip", IP_ATTEMPT_LIMIT);
  const ipCounted = (ip: string) => options.perIp && ip !== "unknown" && ip !== "";
  const accountKey = (email: string) => limiterKey(normaliseEmail(email) || "(blank)");

  return {
    /** Counts this attempt; blocked when any budget is spent. */
    async reserve({ email, ip }: LoginAttempt): Promise<ThrottleState> {
      const account = accountKey(email);
      const spends: Promise<RateLimiterRes>[] = [
        byAccountAndIp.consume(limiterKey(`${account}|${ip}`)),
        byAccount.consume(account),
        ...(ipCounted(ip) ? [byIp.consume(limiterKey(ip))] : []),
      ];
      const results = await Promise.allSettled(spends);
      const waits = results
        .filter((result): result is PromiseRejectedResult => result.status === "rejected")
        .map((result) => {
          if (result.reason instanceof RateLimiterRes) return result.reason.msBeforeNext;
          throw result.reason;
        });
      if (!waits.length) return { blocked: false };
      return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
    },
    /** The right password: this account's attempts no longer count. */
    async recordSuccess({ email, ip }: LoginAttempt): Promise<void> {
      const account = accountKey(email);
      await Promise.all([byAccountAndIp.delete(limiterKey(`${account}|${ip}`)), byAccount.delete(account)]);
    },
  };
}

type LoginThrottle = ReturnType<typeof createLoginThrottle>;

let instance: LoginThrottle | undefined;

/** The process-wide throttle (per-IP part on unless RATE_LIMIT=off). */
export function loginThrottle(): LoginThrottle {
  instance ??= createLoginThrottle({ perIp: config().rateLimit });
  return instance;
}
