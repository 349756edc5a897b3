/**
 * Per-client limits on every public POST (contact, review, job, newsletter,
 * /api/send-email), an IPv6 client counted by its /64 (clientNetwork), and
 * an hourly ceiling per visitor form for all clients together (decision
 * 0210). The counters live where the instances can all see them
 * (`limiterStore`). RATE_LIMIT=off (config().rateLimit false) turns them off
 * for test runs.
 */
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { clientNetwork } from "~/server/infra/client-ip.server";
import { clock } from "~/server/infra/clock.server";
import { config } from "~/server/infra/config.server";
import { postgresPool } from "~/server/infra/db.server";
import { discardRequestBody } from "~/server/infra/request-body.server";
import { translate } from "~/lib/i18n";
import { type Locale, localeOfPath } from "~/lib/locale";

interface LimitRule {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  durationSeconds: number;
}

/** One bucket per kind of submission, so a newsletter sign-up does not eat the contact budget. */
export const PUBLIC_FORM_LIMITS = {
  contact: { points: 5, durationSeconds: 10 * 60 },
  review: { points: 5, durationSeconds: 10 * 60 },
  job: { points: 5, durationSeconds: 10 * 60 },
  newsletter: { points: 10, durationSeconds: 10 * 60 },
  "newsletter-token": { points: 20, durationSeconds: 10 * 60 },
  "send-email": { points: 10, durationSeconds: 10 * 60 },
  /** /admin/forgot-password: reset links asked for from one connection. */
  "forgot-password": { points: 5, durationSeconds: 15 * 60 },
  // --- care requests: /request-care ---
  "care-request": { points: 5, durationSeconds: 10 * 60 },
  // --- complaints: /complaints ---
  complaint: { points: 5, durationSeconds: 10 * 60 },
  // --- accessibility feedback and alternate formats: /accessibility (decision 1010) ---
  accessibility: { points: 5, durationSeconds: 10 * 60 },
} satisfies Record<string, LimitRule>;

export type LimitBucket = keyof typeof PUBLIC_FORM_LIMITS;

/**
 * The visitor forms, each with an hourly ceiling for the whole site
 * (FORM_CEILING_PER_HOUR). Not the staff's password reset nor the
 * newsletter's confirm and unsubscribe links: a flood must not lock those.
 */
const SITE_CEILING_BUCKETS: readonly LimitBucket[] = ["contact", "review", "job", "newsletter", "send-email", "care-request", "complaint", "accessibility"];

export type LimitResult =
  | { ok: true }
  | {
      ok: false;
      retryAfterSeconds: number;
      message: string;
      /** The form's ceiling for the whole site refused it, in this hour (UTC, "2026-12-06T04"). */
      siteCeiling?: { hour: string };
    };

interface RateLimiter {
  /** Counts one request of this key; `ok: false` once the window's budget is spent. */
  hit(key: string): Promise<LimitResult>;
}

/** The refusal in the language of the address it was sent to (a French page's form answers in French). */
function tooManyMessage(retryAfterSeconds: number, locale: Locale = "en", key: "limits.tooMany" | "limits.siteCeiling" = "limits.tooMany"): string {
  return translate(locale, key, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

/**
 * Where counters are kept (decision 0501): in this process's memory on SQLite,
 * the one-machine setup; in PostgreSQL's `rate_limits` table (migration 0007)
 * when the database is PostgreSQL, so several instances spend one budget.
 * `keyPrefix` keeps each limiter's keys apart in the shared table.
 */
export function limiterStore(options: { keyPrefix: string; points: number; duration: number; blockDuration?: number }): RateLimiterAbstract {
  const pool = postgresPool();
  if (!pool) return new RateLimiterMemory(options);
  // clearExpiredByTimeout: rows expired over an hour are deleted every 5 minutes (an unref'd timer), so the table does not keep every IP ever seen.
  return new RateLimiterPostgres({ ...options, storeClient: pool, storeType: "pool", tableName: "rate_limits", tableCreated: true, clearExpiredByTimeout: true });
}

/**
 * A counter's key as a store can keep it: PostgreSQL refuses NUL in text, and
 * a key is made of what a visitor sent (an email, an IP header).
 */
export function limiterKey(key: string): string {
  return key.replaceAll("\0", "");
}

/** A limiter of its own (the app's buckets below; tests make their own). */
export function createRateLimiter(keyPrefix: string, rule: LimitRule): RateLimiter {
  // Made at the first hit, not at import: the store depends on the database the configuration names.
  let limiter: RateLimiterAbstract | undefined;
  return {
    async hit(key) {
      limiter ??= limiterStore({ keyPrefix, points: rule.points, duration: rule.durationSeconds });
      try {
        await limiter.consume(limiterKey(key), 1);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          return { ok: false, retryAfterSeconds, message: tooManyMessage(retryAfterSeconds) };
        }
        throw rejection;
      }
    },
  };
}

const limiters = new Map<LimitBucket, RateLimiter>();
/** Each form's hourly ceiling, made again when FORM_CEILING_PER_HOUR changes (tests). */
const ceilings = new Map<LimitBucket, { points: number; limiter: RateLimiter }>();

/**
 * A form's submissions in this UTC hour from everyone, counted under the
 * hour's own key: the window is the clock hour, so the refusal's wait and
 * the office's one notice per hour (the forms' pipeline) agree on it.
 */
async function hitSiteCeiling(bucket: LimitBucket, now: Date, locale: Locale): Promise<LimitResult> {
  const points = config().formCeilingPerHour;
  let ceiling = ceilings.get(bucket);
  if (ceiling?.points !== points) {
    ceiling = { points, limiter: createRateLimiter(`form-all-${bucket}`, { points, durationSeconds: 60 * 60 }) };
    ceilings.set(bucket, ceiling);
  }
  const hour = now.toISOString().slice(0, 13);
  if ((await ceiling.limiter.hit(hour)).ok) return { ok: true };
  const nextHour = Date.parse(`${hour}:00:00Z`) + 60 * 60_000;
  const retryAfterSeconds = Math.max(1, Math.ceil((nextHour - now.getTime()) / 1000));
  return { ok: false, retryAfterSeconds, message: tooManyMessage(retryAfterSeconds, locale, "limits.siteCeiling"), siteCeiling: { hour } };
}

/**
 * Counts a POST from this client against a bucket (an IPv6 client by its
 * /64), then a visitor form's POST against the form's hourly ceiling for the
 * whole site (a request its client's limit refused does not count there).
 * Always ok when RATE_LIMIT=off. The IP comes from the router context
 * (Express's req.ip). A refused request's body is read and thrown away
 * (discardRequestBody), so the 429 answer reaches the browser.
 */
export async function limitPublicPost(request: Request, bucket: LimitBucket, clientIp: string, now = clock()): Promise<LimitResult> {
  if (!config().rateLimit) return { ok: true };
  let limiter = limiters.get(bucket);
  if (!limiter) {
    limiter = createRateLimiter(`form-${bucket}`, PUBLIC_FORM_LIMITS[bucket]);
    limiters.set(bucket, limiter);
  }
  const locale = localeOfPath(new URL(request.url).pathname);
  let result = await limiter.hit(clientNetwork(clientIp || "unknown"));
  if (!result.ok) result = { ...result, message: tooManyMessage(result.retryAfterSeconds, locale) };
  else if (SITE_CEILING_BUCKETS.includes(bucket)) result = await hitSiteCeiling(bucket, now, locale);
  if (!result.ok) discardRequestBody(request);
  return result;
}

/** The `Retry-After` header of a 429 answer. */
export function retryAfterHeaders(result: { retryAfterSeconds: number }): HeadersInit {
  return { "Retry-After": String(result.retryAfterSeconds) };
}
