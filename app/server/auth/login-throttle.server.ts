/**
 * Sign-in throttling (decision 0350). The counters are kept where
 * every instance sees them (limiterStore: memory on SQLite, PostgreSQL
 * otherwise). An attempt is counted BEFORE the password or code is checked,
 * so a burst of parallel requests cannot slip past a limit while hashes run.
 *
 * Three doors, three budgets, so one cannot be used to close another:
 * - password (the sign-in form, "is it really you?" on the account page):
 *   - account + client IP: 5 attempts in 15 minutes, then 429 for that
 *     address. Always on (also with RATE_LIMIT=off).
 *   - client IP, any account: 10 in 15 minutes (follows RATE_LIMIT; skipped
 *     when the IP is unknown).
 *   An attempt refused by either never reaches the account's count.
 *   - account, from anywhere: past 50 attempts in 15 minutes the account
 *     slows down instead of closing: an address that already failed on it
 *     waits a delay that doubles every 5 attempts (1 s up to 60 s); an
 *     address new to the account is never made to wait, so failures from
 *     elsewhere never block the right password from a new address.
 * - code (a second-factor code or recovery code): account + client IP 5 in
 *   15 minutes, and a hard cap per account: 10 wrong codes within an hour
 *   and codes are refused for the account for an hour (the person is
 *   emailed). A right password does not reset it.
 * - passkey: a budget of its own, account + client IP 5 in 15 minutes (a
 *   signature cannot be guessed; this stops a flood of bad answers) and
 *   client IP 30 (follows RATE_LIMIT): password or code failures never
 *   block a passkey.
 * Every refused attempt is written to the audit log (the email tried and
 * the address) and the account's owner gets one email about it at most once
 * an hour. Unknown emails are counted the same way (the answer never tells
 * which emails exist) but nobody is emailed.
 */
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "~/server/infra/config.server";
import { limiterKey, limiterStore } from "~/server/infra/rate-limit.server";
import { recordAudit } from "~/server/domain/audit.server";
import { sendSecurityNotice } from "~/server/domain/staff-notices.server";
import { findUserByEmail, normaliseEmail } from "~/server/domain/users.server";

const WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_IP_ATTEMPT_LIMIT = 5;
export const IP_ATTEMPT_LIMIT = 10;
/** Past this many attempts on one account in the window, addresses that failed there wait. */
export const ACCOUNT_SLOW_AFTER = 50;
const SLOW_DELAY_MAX_SECONDS = 60;
/** Wrong second-factor codes an account may collect in CODE_CAP_SECONDS before codes are refused. */
export const CODE_CAP = 10;
export const CODE_CAP_SECONDS = 60 * 60;
const PASSKEY_IP_LIMIT = 30;
const NOTICE_INTERVAL_SECONDS = 60 * 60;

export type SignInDoor = "password" | "code" | "passkey";

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number; reason: "address" | "slowed" | "code-cap" | "passkey" };

export interface LoginAttempt {
  email: string;
  /** "unknown" when the server could not tell. */
  ip: string;
  /** Which way in is being tried; "password" when not said. */
  door?: SignInDoor;
}

export function throttledMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    return `Too many failed sign-in attempts. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} and try again.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** The account's delay once past ACCOUNT_SLOW_AFTER: 1 s, doubling every 5 attempts, at most 60 s. */
export function slowDelaySeconds(attemptsOverLimit: number): number {
  return Math.min(SLOW_DELAY_MAX_SECONDS, 2 ** Math.floor(Math.max(0, attemptsOverLimit) / 5));
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A consume that tells "over budget" apart from a store failure (which is thrown on). */
async function spend(limiter: RateLimiterAbstract, key: string): Promise<{ ok: true; res: RateLimiterRes } | { ok: false; waitMs: number }> {
  try {
    return { ok: true, res: await limiter.consume(key) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, waitMs: rejection.msBeforeNext };
    throw rejection;
  }
}

interface ThrottleOptions {
  perIp: boolean;
  /** What happens to a refused attempt (audit, notice); the real one unless a test says otherwise. */
  onRefused?: (attempt: Required<LoginAttempt>, state: Extract<ThrottleState, { blocked: true }>) => Promise<void>;
}

export function createLoginThrottle(options: ThrottleOptions) {
  const limiter = (keyPrefix: string, points: number, duration = WINDOW_SECONDS, blockDuration = 0) =>
    limiterStore({ keyPrefix, points, duration, blockDuration });
  const byAccountAndIp = limiter("login-account-ip", ACCOUNT_IP_ATTEMPT_LIMIT);
  const byIp = limiter("login-ip", IP_ATTEMPT_LIMIT);
  // Counts only; never refuses by itself (its points are out of reach).
  const byAccount = limiter("login-account-count", 1_000_000_000);
  // One point, blocked for the current delay by `block`.
  const slowGate = limiter("login-account-slow", 1, 1);
  const codesByAccountAndIp = limiter("code-account-ip", ACCOUNT_IP_ATTEMPT_LIMIT);
  const codeCap = limiter("code-account", CODE_CAP, CODE_CAP_SECONDS, CODE_CAP_SECONDS);
  const passkeysByAccountAndIp = limiter("passkey-account-ip", ACCOUNT_IP_ATTEMPT_LIMIT);
  const passkeysByIp = limiter("passkey-ip", PASSKEY_IP_LIMIT);
  const ipCounted = (ip: string) => options.perIp && ip !== "unknown" && ip !== "";
  const accountKey = (email: string) => limiterKey(normaliseEmail(email) || "(blank)");
  const onRefused = options.onRefused ?? reportRefusal;

  const refuse = async (attempt: Required<LoginAttempt>, reason: Extract<ThrottleState, { blocked: true }>["reason"], waitMs: number) => {
    const state = { blocked: true as const, retryAfterSeconds: seconds(waitMs), reason };
    await onRefused(attempt, state);
    return state;
  };

  async function reservePassword(attempt: Required<LoginAttempt>): Promise<ThrottleState> {
    const account = accountKey(attempt.email);
    const [here, fromIp] = await Promise.all([
      spend(byAccountAndIp, limiterKey(`${account}|${attempt.ip}`)),
      ipCounted(attempt.ip) ? spend(byIp, limiterKey(attempt.ip)) : null,
    ]);
    const perAddressWait = Math.max(here.ok ? 0 : here.waitMs, fromIp && !fromIp.ok ? fromIp.waitMs : 0);
    if (perAddressWait > 0 || !here.ok) return refuse(attempt, "address", perAddressWait);
    // An address that has not tried this account in the window never waits for the account.
    const knownAddress = here.res.consumedPoints > 1;
    if (knownAddress) {
      const gate = await slowGate.get(account);
      if (gate && gate.consumedPoints > 1 && gate.msBeforeNext > 0) return refuse(attempt, "slowed", gate.msBeforeNext);
    }
    const counted = await byAccount.consume(account);
    const over = counted.consumedPoints - ACCOUNT_SLOW_AFTER;
    if (over > 0) await slowGate.block(account, slowDelaySeconds(over));
    return { blocked: false };
  }

  async function reserveCode(attempt: Required<LoginAttempt>): Promise<ThrottleState> {
    const account = accountKey(attempt.email);
    const capped = await codeCap.get(account);
    if (capped && capped.consumedPoints > CODE_CAP) return refuse(attempt, "code-cap", capped.msBeforeNext);
    const here = await spend(codesByAccountAndIp, limiterKey(`${account}|${attempt.ip}`));
    if (!here.ok) return refuse(attempt, "address", here.waitMs);
    const cap = await spend(codeCap, account);
    if (!cap.ok) {
      const state = await refuse(attempt, "code-cap", cap.waitMs);
      return state;
    }
    return { blocked: false };
  }

  async function reservePasskey(attempt: Required<LoginAttempt>): Promise<ThrottleState> {
    const [here, fromIp] = await Promise.all([
      spend(passkeysByAccountAndIp, limiterKey(`${accountKey(attempt.email)}|${attempt.ip}`)),
      ipCounted(attempt.ip) ? spend(passkeysByIp, limiterKey(attempt.ip)) : null,
    ]);
    const wait = Math.max(here.ok ? 0 : here.waitMs, fromIp && !fromIp.ok ? fromIp.waitMs : 0);
    return here.ok && (!fromIp || fromIp.ok) ? { blocked: false } : refuse(attempt, "passkey", wait);
  }

  return {
    /** Counts this attempt; blocked when a budget is spent (the refusal is audited and the owner told). */
    async reserve(attempt: LoginAttempt): Promise<ThrottleState> {
      const full = { ...attempt, door: attempt.door ?? "password" };
      if (full.door === "code") return reserveCode(full);
      if (full.door === "passkey") return reservePasskey(full);
      return reservePassword(full);
    },
    /** The right secret: this account's counts for that door no longer stand. */
    async recordSuccess({ email, ip, door = "password" }: LoginAttempt): Promise<void> {
      const account = accountKey(email);
      if (door === "code") {
        await Promise.all([codesByAccountAndIp.delete(limiterKey(`${account}|${ip}`)), codeCap.delete(account)]);
      } else if (door === "passkey") {
        await passkeysByAccountAndIp.delete(limiterKey(`${account}|${ip}`));
      } else {
        await Promise.all([byAccountAndIp.delete(limiterKey(`${account}|${ip}`)), byAccount.delete(account), slowGate.delete(account)]);
      }
    },
  };
}

let notices: RateLimiterAbstract | undefined;

/**
 * A refused attempt: one audit entry (the email tried, the address), and a
 * notice to the account's owner at most once an hour (none for an unknown email).
 */
async function reportRefusal(attempt: Required<LoginAttempt>, state: Extract<ThrottleState, { blocked: true }>): Promise<void> {
  const why = {
    address: "too many attempts from this address",
    slowed: "account slowed after many failed attempts",
    "code-cap": `more than ${CODE_CAP} wrong codes in an hour`,
    passkey: "too many passkey attempts from this address",
  }[state.reason];
  await recordAudit({ action: "sign-in-throttled", actor: null, email: attempt.email.slice(0, 254), detail: `${attempt.door}: ${why}`, ip: attempt.ip });
  const user = await findUserByEmail(attempt.email);
  if (!user || user.deactivated_at) return;
  notices ??= limiterStore({ keyPrefix: "login-notice", points: 1, duration: NOTICE_INTERVAL_SECONDS });
  const first = await spend(notices, limiterKey(`${state.reason === "code-cap" ? "code" : "sign-in"}|${user.id}`));
  if (!first.ok) return;
  await sendSecurityNotice(user.email, {
    subject: state.reason === "code-cap" ? "Two-factor codes are paused on your account" : "Someone is trying to sign in to your account",
    what:
      state.reason === "code-cap"
        ? `Two-factor codes were paused for an hour (your password alone signs in nowhere) after more than ${CODE_CAP} wrong codes were entered`
        : "Sign-in attempts were refused after several wrong passwords or codes",
    ip: attempt.ip,
  });
}

type LoginThrottle = ReturnType<typeof createLoginThrottle>;

let instance: LoginThrottle | undefined;

/** The process-wide throttle (per-IP part on unless RATE_LIMIT=off). */
export function loginThrottle(): LoginThrottle {
  instance ??= createLoginThrottle({ perIp: config().rateLimit });
  return instance;
}
